import { mkdtempSync, readFileSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { gzipSync } from "node:zlib";
import type { Page } from "playwright-core";
import { launchBrowser } from "../tests/support/chromium";
import { startNode } from "../tests/support/server-process";

// docs/architecture.md, "Budgets": the JS and CSS a visitor's browser fetches for `/` until the
// network is idle (gzip), measured in Chromium against the built server; and each lazy route chunk.
const HOME_BUDGET_KB = 85;
/**
 * A page's own code plus the shared code it needs beyond the home page (TanStack Query, Radix…); for a part
 * of a page loaded on an action, beyond that page.
 */
const ROUTE_BUDGET_KB = 80;
/** Libraries loaded only on an action, not with a page. */
const ON_DEMAND_BUDGET_KB = 200;

interface ManifestEntry {
  file: string;
  css?: string[];
  imports?: string[];
  dynamicImports?: string[];
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

/**
 * What is already loaded when a lazy chunk is asked for: the home page's files, and for a part a page loads
 * on an action (the content editor's preview), that page's too.
 */
function loadedBefore(key: string): Set<string> {
  const openers = Object.entries(manifest).filter(([, entry]) => entry.dynamicImports?.includes(key));
  const [only] = openers;
  if (openers.length !== 1 || !only || !only[1].isDynamicEntry) return homeFiles;
  return new Set([...homeFiles, ...staticClosure(only[0])]);
}

let failed = false;
for (const [key, entry] of Object.entries(manifest)) {
  if (!entry.isDynamicEntry) continue;
  const before = loadedBefore(key);
  const own = [...staticClosure(key)].filter((file) => !before.has(file));
  const kb = own.reduce((sum, file) => sum + gzipKb(file), 0);
  const onDemand = key.includes("node_modules/");
  const budget = onDemand ? ON_DEMAND_BUDGET_KB : ROUTE_BUDGET_KB;
  const over = kb > budget;
  if (over) failed = true;
  const name = onDemand ? `on demand ${key.replace(/.*node_modules\//, "")}` : `lazy ${entry.src ?? key}`;
  console.log(`  ${name}: ${kb.toFixed(1)} kB gzip${over ? ` — over ${budget} kB` : ""}`);
}

failed = (await checkHomeInBrowser()) || failed;

if (failed) {
  console.error("Bundle budget exceeded.");
  process.exit(1);
}

/**
 * Opens `/` as a first-time visitor and adds up the JS and CSS the page fetched until the network
 * was idle. Then checks that the first download's styles (styles.css) are all `/` needs: with the
 * whole app's utilities (pages.css) added, nothing on the page moves or changes colour.
 */
async function checkHomeInBrowser(): Promise<boolean> {
  const dataDir = mkdtempSync(join(tmpdir(), "g2g-bundle-"));
  const server = await startNode(
    ["dist/server/main.js"],
    { NODE_ENV: "production", DATA_DIR: dataDir, DATABASE_URL: "", PAYMENT_PROVIDER: "local" },
    "/healthz",
  );
  const browser = await launchBrowser();
  let over = false;
  try {
    const page = await browser.newPage();
    const fetched = new Set<string>();
    let inFlight = 0;
    let lastActivity = performance.now();
    const settled = () => {
      inFlight--;
      lastActivity = performance.now();
    };
    page.on("request", () => {
      inFlight++;
      lastActivity = performance.now();
    });
    page.on("requestfinished", settled);
    page.on("requestfailed", settled);
    page.on("response", (response) => {
      const path = new URL(response.url()).pathname;
      if (/\.(js|css)$/.test(path)) fetched.add(path.slice(1));
    });
    await page.goto(`${server.url}/`, { waitUntil: "networkidle" });
    // The app is asked for after the first paint (boot.ts): on a busy machine the network can be idle
    // before that, which once measured 7.6 kB. Counted only once the app has started (main.tsx removes
    // the start note) and nothing has been asked for during a further half second.
    await page.waitForFunction(() => !document.getElementById("start-fallback"), null, { timeout: 30_000 });
    while (inFlight > 0 || performance.now() - lastActivity < 500) await page.waitForTimeout(100);
    const homeKb = [...fetched].reduce((sum, file) => sum + gzipKb(file), 0);
    over = homeKb > HOME_BUDGET_KB;
    console.log(
      `/ in Chromium until the network is idle: ${fetched.size} JS/CSS files, ${homeKb.toFixed(1)} kB gzip (budget ${HOME_BUDGET_KB} kB)`,
    );
    for (const file of fetched) console.log(`  ${file}: ${gzipKb(file).toFixed(1)} kB`);
    const pagesCss = Object.entries(manifest).find(([key]) => key === "pages-styles.ts")?.[1].file;
    for (const width of [390, 1280]) {
      await page.setViewportSize({ width, height: 900 });
      const before = await layoutOf(page);
      await page.addStyleTag({ url: `/${pagesCss}` });
      const after = await layoutOf(page);
      await page.evaluate(() => document.querySelector("link[href*='pages-styles']")?.remove());
      const moved = before.filter((line, i) => line !== after[i]);
      if (moved.length > 0 || before.length !== after.length) {
        over = true;
        console.error(`  at ${width} px, / needs styles it does not load (src/client/styles.css @source):`);
        for (const line of moved.slice(0, 5)) console.error(`    ${line}`);
      }
    }
  } finally {
    await browser.close();
    await server.stop();
    rmSync(dataDir, { recursive: true, force: true });
  }
  return over;
}

/** Each element's place, size and colours, one line per element in document order. */
function layoutOf(page: Page): Promise<string[]> {
  return page.evaluate(() =>
    [...document.querySelectorAll("body *")].map((element) => {
      const box = element.getBoundingClientRect();
      const style = getComputedStyle(element);
      return [
        element.tagName,
        element.className,
        Math.round(box.x),
        Math.round(box.y),
        Math.round(box.width),
        Math.round(box.height),
        style.color,
        style.backgroundColor,
        style.display,
      ].join(" ");
    }),
  );
}
