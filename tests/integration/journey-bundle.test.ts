import { execFile } from "node:child_process";
import { mkdtempSync, readdirSync, readFileSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { promisify } from "node:util";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { ceremonySteps } from "../../src/content/journey-ceremonies";
import { journeyOutline } from "../../src/content/journey-outline";
import { journeyPrompts } from "../../src/content/journey-prompts";

// docs/architecture.md D1: the public JavaScript never carries a day's prompt or guidance; members get them from
// the API, and only for days they may open. `npm test` runs this file before its own build step, so
// the test makes a fresh production build of the client (same Vite config) and reads every file.

let outDir: string;
let bundle: string;

/** Every built file's text, plus a copy with JS string escapes resolved (\u2019, \', \n…). */
function readBuilt(dir: string): string {
  const files = readdirSync(dir, { recursive: true, withFileTypes: true }).filter(
    (entry) => entry.isFile() && /\.(js|css|html|json|txt|svg)$/.test(entry.name),
  );
  const raw = files.map((entry) => readFileSync(join(entry.parentPath, entry.name), "utf8")).join("\n");
  const unescaped = raw
    .replace(/\\u\{([0-9a-fA-F]+)\}/g, (_, hex) => String.fromCodePoint(Number.parseInt(hex, 16)))
    .replace(/\\u([0-9a-fA-F]{4})/g, (_, hex) => String.fromCharCode(Number.parseInt(hex, 16)))
    .replace(/\\x([0-9a-fA-F]{2})/g, (_, hex) => String.fromCharCode(Number.parseInt(hex, 16)))
    .replace(/\\n/g, "\n")
    .replace(/\\(['"`\\])/g, "$1");
  return `${raw}\n${unescaped}`;
}

/** The whole text, and its opening words (in case a minifier ever split a string). */
const needles = (text: string) => [text, text.slice(0, 48)];

beforeAll(async () => {
  outDir = mkdtempSync(join(tmpdir(), "g2g-bundle-"));
  await promisify(execFile)(
    process.execPath,
    ["node_modules/vite/bin/vite.js", "build", "--outDir", outDir, "--emptyOutDir", "--logLevel", "error"],
    { cwd: process.cwd() },
  );
  bundle = readBuilt(outDir);
}, 180_000);

afterAll(() => {
  if (outDir) rmSync(outDir, { recursive: true, force: true });
});

describe("the built client bundle", () => {
  it("is a real build whose text this test can read (titles are public and present)", () => {
    expect(bundle).toContain("Begin Your Soul Path");
    expect(bundle).toContain("No streaks to keep, no one to impress");
    const titles = journeyOutline.map((entry) => entry.title);
    expect(titles.filter((title) => bundle.includes(title))).toEqual(titles);
  });

  it("contains no prompt or guidance of the paid days 6–75", () => {
    const leaks = journeyPrompts
      .filter((entry) => entry.day >= 6)
      .flatMap((entry) =>
        [...needles(entry.prompt), ...needles(entry.guidance)].map((text) => ({ day: entry.day, text })),
      )
      .filter(({ text }) => bundle.includes(text));
    expect(leaks).toEqual([]);
  });

  it("contains no gentle version, go-deeper follow-up or ceremony step of any day (docs/architecture.md D13)", () => {
    const layers = journeyPrompts.flatMap((entry) =>
      [...needles(entry.gentlePrompt), ...needles(entry.deeperPrompt)].map((text) => ({
        day: entry.day,
        text,
      })),
    );
    const steps = Object.entries(ceremonySteps).flatMap(([day, list]) =>
      list.flatMap((step) => needles(step).map((text) => ({ day: Number(day), text }))),
    );
    expect([...layers, ...steps].filter(({ text }) => bundle.includes(text))).toEqual([]);
  });

  it("contains no prompt or guidance at all: even days 1–5 come from the API", () => {
    const leaks = journeyPrompts
      .flatMap((entry) =>
        [...needles(entry.prompt), ...needles(entry.guidance)].map((text) => ({ day: entry.day, text })),
      )
      .filter(({ text }) => bundle.includes(text));
    expect(leaks).toEqual([]);
  });
});
