import { existsSync, readFileSync } from "node:fs";
import { join } from "node:path";
import { gzipSync } from "node:zlib";
import { PRERENDERED_DIR, PUBLIC_PAGES } from "../src/server/http/public-pages";

// docs/architecture.md, "Budgets" and issue 7: what a visitor downloads for `/` (HTML + JS + CSS, gzip) and each lazy
// route chunk.
const HOME_BUDGET_KB = 90;
/** A page's own code plus the shared code it needs beyond the home page (TanStack Query, Radix…). */
const ROUTE_BUDGET_KB = 80;
/** Libraries loaded only on an action, not with a page. */
const ON_DEMAND_BUDGET_KB = 200;

interface ManifestEntry {
  file: string;
  css?: string[];
  imports?: string[];
  isDynamicEntry?: boolean;
  src?: string;
}

const dir = "dist/client";
const manifest = JSON.parse(readFileSync(join(dir, ".vite/manifest.json"), "utf8")) as Record<
  string,
  ManifestEntry
>;
const gzipKb = (file: string) => gzipSync(readFileSync(join(dir, file))).length / 1024;

/** The files a chunk pulls in statically: its own JS, its CSS and its static imports, once each. */
function staticClosure(key: string, seen = new Set<string>()): Set<string> {
  const entry = manifest[key];
  if (!entry) return seen;
  seen.add(entry.file);
  for (const css of entry.css ?? []) seen.add(css);
  for (const imported of entry.imports ?? [])
    if (!seen.has(manifest[imported]?.file ?? "")) staticClosure(imported, seen);
  return seen;
}

const homeFiles = staticClosure("index.html");
// `/` is sent prerendered (public-pages.ts), a bigger HTML than the bare index.html.
const homeHtml = join(PRERENDERED_DIR, PUBLIC_PAGES["/"] ?? "");
const homeHtmlKb = existsSync(homeHtml)
  ? gzipSync(readFileSync(homeHtml)).length / 1024
  : gzipKb("index.html");
const homeKb = homeHtmlKb + [...homeFiles].reduce((sum, file) => sum + gzipKb(file), 0);
let failed = false;
console.log(
  `/ (HTML + ${homeFiles.size} JS/CSS files): ${homeKb.toFixed(1)} kB gzip (budget ${HOME_BUDGET_KB} kB)`,
);
if (homeKb > HOME_BUDGET_KB) failed = true;

for (const [key, entry] of Object.entries(manifest)) {
  if (!entry.isDynamicEntry) continue;
  const own = [...staticClosure(key)].filter((file) => !homeFiles.has(file));
  const kb = own.reduce((sum, file) => sum + gzipKb(file), 0);
  const onDemand = key.includes("node_modules/");
  const budget = onDemand ? ON_DEMAND_BUDGET_KB : ROUTE_BUDGET_KB;
  const over = kb > budget;
  if (over) failed = true;
  const name = onDemand ? `on demand ${key.replace(/.*node_modules\//, "")}` : `lazy ${entry.src ?? key}`;
  console.log(`  ${name}: ${kb.toFixed(1)} kB gzip${over ? ` — over ${budget} kB` : ""}`);
}

if (failed) {
  console.error("Bundle budget exceeded.");
  process.exit(1);
}
