import { mkdirSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { join, resolve } from "node:path";
import { pathToFileURL } from "node:url";
import { compress } from "../src/server/http/precompressed";
import { PRERENDERED_DIR, PUBLIC_PAGES } from "../src/server/http/public-pages";

// The last step of `npm run build`: the public pages' HTML, rendered by the app itself (the
// dist/prerender bundle of src/client/prerender.tsx) into the client's index.html. Until the entry
// script has run the page is plain HTML (links work, buttons wait); clicks and key presses that come
// while React hydrates it are replayed by React once it has.

const bundle = pathToFileURL(resolve("dist/prerender/prerender.js")).href;
const template = readFileSync("dist/client/index.html", "utf8");
if (!template.includes('<div id="root"></div>')) throw new Error("index.html has no empty #root to fill");
const manifest = JSON.parse(readFileSync("dist/client/.vite/manifest.json", "utf8")) as Record<
  string,
  { file: string; css?: string[]; imports?: string[] }
>;

// Every page but Home is styled by the whole app's utilities too (src/client/pages.css), which its
// script would fetch only after it has run: its HTML links them, so it never shows unstyled.
const pagesStyles = manifest["pages-styles.ts"];
// A module holding only styles becomes the stylesheet itself.
const pagesCss = pagesStyles?.file.endsWith(".css") ? pagesStyles.file : pagesStyles?.css?.[0];
if (!pagesCss) throw new Error("the build has no pages.css (src/client/pages-styles.ts)");
const pagesCssLink = `<link rel="stylesheet" crossorigin href="/${pagesCss}">`;

/** The JS files of a module of the manifest: its own and its static imports', once each. */
function scriptsOf(key: string, seen = new Set<string>()): Set<string> {
  const entry = manifest[key];
  if (!entry || seen.has(entry.file)) return seen;
  seen.add(entry.file);
  for (const imported of entry.imports ?? []) scriptsOf(imported, seen);
  return seen;
}
const bootFile = manifest["boot.ts"]?.file;
if (!bootFile) throw new Error("the build has no boot.ts (vite.config.ts, rollupOptions.input)");
const app = [...scriptsOf("index.html")];
const bootScripts = [...scriptsOf("boot.ts")];

/**
 * A prerendered page starts with boot.ts instead of the app (docs/architecture.md, "The first screen
 * before the code"): the app's entry, its imports and the page's own lazily loaded code go on boot's
 * tag, to be fetched together once the page has been painted.
 */
function startedByBoot(html: string, modules: string[]): string {
  const entryTag = /<script type="module" crossorigin src="\/([^"]+)"><\/script>\s*/.exec(html);
  if (!entryTag || entryTag[1] !== manifest["index.html"]?.file)
    throw new Error("index.html has no entry script");
  const pageScripts = modules.flatMap((key) => [...scriptsOf(key)]).filter((file) => file.endsWith(".js"));
  const listed = [...new Set([...app, ...pageScripts])].filter((file) => !bootScripts.includes(file));
  const tags = [
    `<script type="module" crossorigin src="/${bootFile}" data-app="${listed.map((file) => `/${file}`).join(" ")}"></script>`,
    ...bootScripts.slice(1).map((file) => `<link rel="modulepreload" crossorigin href="/${file}">`),
  ];
  return html
    .replace(/<link rel="modulepreload" crossorigin href="[^"]+">\s*/g, "")
    .replace(entryTag[0], `${tags.join("\n    ")}\n    `);
}

rmSync(PRERENDERED_DIR, { recursive: true, force: true });
mkdirSync(PRERENDERED_DIR, { recursive: true });
for (const [path, file] of Object.entries(PUBLIC_PAGES)) {
  // A fresh copy of the app for each page, so that the modules it records are this page's.
  const { prerenderPage } = (await import(`${bundle}?page=${encodeURIComponent(path)}`)) as {
    prerenderPage(path: string): Promise<{ html: string; modules: string[] }>;
  };
  const { html: markup, modules } = await prerenderPage(path);
  const page = template.replace('<div id="root"></div>', `<div id="root">${markup}</div>`);
  const started = startedByBoot(page, modules);
  writeFileSync(
    join(PRERENDERED_DIR, file),
    path === "/" ? started : started.replace("</head>", `${pagesCssLink}</head>`),
  );
}

// Each page and the app's shell compressed here once, rather than by every server as it starts.
for (const file of [
  ...Object.values(PUBLIC_PAGES).map((page) => join(PRERENDERED_DIR, page)),
  "dist/client/index.html",
]) {
  const { br, gzip } = compress(readFileSync(file));
  writeFileSync(`${file}.br`, br);
  writeFileSync(`${file}.gz`, gzip);
}
