import { readFileSync } from "node:fs";
import { join } from "node:path";
import { gzipSync } from "node:zlib";
import { type Manifest, PRELOADED_PAGES, staticClosure } from "../src/server/http/page-preloads";

// DESIGN §9 and issue 7: what a visitor downloads for `/` (HTML + JS + CSS, gzip) and each lazy
// route chunk; and the lazy modules the server preloads for the public pages exist in the build.
const HOME_BUDGET_KB = 90;
/** A page's own code plus the shared code it needs beyond the home page (TanStack Query, Radix…). */
const ROUTE_BUDGET_KB = 80;
/** Libraries loaded only on an action (pdf-lib, on "Download PDF"). */
const ON_DEMAND_BUDGET_KB = 200;

const dir = "dist/client";
const manifest = JSON.parse(readFileSync(join(dir, ".vite/manifest.json"), "utf8")) as Manifest;
const gzipKb = (file: string) => gzipSync(readFileSync(join(dir, file))).length / 1024;

const homeFiles = staticClosure(manifest, "index.html");
const homeKb = gzipKb("index.html") + [...homeFiles].reduce((sum, file) => sum + gzipKb(file), 0);
let failed = false;
console.log(
  `/ (HTML + ${homeFiles.size} JS/CSS files): ${homeKb.toFixed(1)} kB gzip (budget ${HOME_BUDGET_KB} kB)`,
);
if (homeKb > HOME_BUDGET_KB) failed = true;

for (const [key, entry] of Object.entries(manifest)) {
  if (!entry.isDynamicEntry) continue;
  const own = [...staticClosure(manifest, key)].filter((file) => !homeFiles.has(file));
  const kb = own.reduce((sum, file) => sum + gzipKb(file), 0);
  const onDemand = key.includes("node_modules/");
  const budget = onDemand ? ON_DEMAND_BUDGET_KB : ROUTE_BUDGET_KB;
  const over = kb > budget;
  if (over) failed = true;
  const name = onDemand ? `on demand ${key.replace(/.*node_modules\//, "")}` : `lazy ${entry.src ?? key}`;
  console.log(`  ${name}: ${kb.toFixed(1)} kB gzip${over ? ` — over ${budget} kB` : ""}`);
}

for (const [page, modules] of Object.entries(PRELOADED_PAGES)) {
  const missing = modules.filter((module) => !manifest[module]?.isDynamicEntry);
  if (missing.length === 0) continue;
  console.error(
    `${page} preloads ${missing.join(", ")}, which the build has no lazy chunk for (page-preloads.ts)`,
  );
  failed = true;
}

if (failed) {
  console.error("Bundle budget exceeded.");
  process.exit(1);
}
