import { execSync } from "node:child_process";
import { existsSync, readdirSync, statSync } from "node:fs";
import { join } from "node:path";

// Before `npm start` serves: builds only when the sources changed since the last build, so a restart
// of a built checkout answers within a couple of seconds. Plain JavaScript run by node: through tsx the
// check cost 0.8 s of CPU, by itself 0.2 s (bench/README.md, "Start-up (issue 52, item 5)").

/** The build's last output (scripts/prerender.ts writes it after everything else). */
const LAST_OUTPUT = "dist/prerendered/home.html";
const INPUTS = [
  "src",
  "scripts/prerender.ts",
  "package-lock.json",
  "vite.config.ts",
  "vite.server.config.ts",
  "tsconfig.json",
];

/** @param {string} path @returns {number} */
function newest(path) {
  if (!existsSync(path)) return 0;
  const stat = statSync(path);
  if (!stat.isDirectory()) return stat.mtimeMs;
  return readdirSync(path).reduce((latest, name) => Math.max(latest, newest(join(path, name))), stat.mtimeMs);
}

const built =
  existsSync(LAST_OUTPUT) && existsSync("dist/server/main.js") ? statSync(LAST_OUTPUT).mtimeMs : 0;
if (built < Math.max(...INPUTS.map(newest))) {
  console.log(built ? "Sources changed since the last build: building…" : "Building…");
  execSync("npm run build", { stdio: "inherit" });
}
