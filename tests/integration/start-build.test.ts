import { execFileSync } from "node:child_process";
import { existsSync, mkdirSync, mkdtempSync, rmSync, utimesSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join, resolve } from "node:path";
import { afterEach, describe, expect, it } from "vitest";

// `npm start` builds only when the sources changed since the last build (scripts/build-if-changed.mjs),
// so restarting a built checkout answers within seconds. Run here on a stand-in checkout whose
// "build" only leaves a mark.

const script = resolve("scripts/build-if-changed.mjs");
let dir = "";

function checkout() {
  dir = mkdtempSync(join(tmpdir(), "g2g-start-"));
  for (const folder of ["src", "dist/prerendered", "dist/server"])
    mkdirSync(join(dir, folder), { recursive: true });
  writeFileSync(
    join(dir, "package.json"),
    JSON.stringify({ scripts: { build: "node -e \"require('fs').writeFileSync('built-again', '')\"" } }),
  );
  writeFileSync(join(dir, "src/page.tsx"), "export {};\n");
  const past = new Date(Date.now() - 60_000);
  utimesSync(join(dir, "src/page.tsx"), past, past);
  utimesSync(join(dir, "src"), past, past);
  // Built half a minute ago, after the last change to the sources.
  const built = new Date(Date.now() - 30_000);
  for (const file of ["dist/server/main.js", "dist/prerendered/home.html"]) {
    writeFileSync(join(dir, file), "");
    utimesSync(join(dir, file), built, built);
  }
}

const start = () => execFileSync(process.execPath, [script], { cwd: dir, encoding: "utf8" });
const rebuilt = () => existsSync(join(dir, "built-again"));

afterEach(() => rmSync(dir, { recursive: true, force: true }));

describe("npm start on a built checkout", () => {
  it("serves the existing build when no source changed since it", () => {
    checkout();
    expect(start()).toBe("");
    expect(rebuilt()).toBe(false);
  });

  it("builds again once a source is newer than the build", () => {
    checkout();
    writeFileSync(join(dir, "src/page.tsx"), "export const changed = true;\n");
    expect(start()).toContain("Sources changed since the last build");
    expect(rebuilt()).toBe(true);
  });

  it("builds when there is no build yet", () => {
    checkout();
    rmSync(join(dir, "dist"), { recursive: true });
    expect(start()).toContain("Building");
    expect(rebuilt()).toBe(true);
  });
});
