import { mkdirSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { join, resolve } from "node:path";
import { pathToFileURL } from "node:url";
import { PRERENDERED_DIR, PUBLIC_PAGES } from "../src/server/http/public-pages";

// The last step of `npm run build`: the public pages' HTML, rendered by the app itself (the
// dist/prerender bundle of src/client/prerender.tsx) into the client's index.html. Until the entry
// script has run the page is plain HTML (links work, buttons wait); clicks and key presses that come
// while React hydrates it are replayed by React once it has.

const { prerenderPage } = (await import(pathToFileURL(resolve("dist/prerender/prerender.js")).href)) as {
  prerenderPage(path: string): Promise<string>;
};
const template = readFileSync("dist/client/index.html", "utf8");
if (!template.includes('<div id="root"></div>')) throw new Error("index.html has no empty #root to fill");
// Every page but Home is styled by the whole app's utilities too (src/client/pages.css), which its
// script would fetch only after it has run: its HTML links them, so it never shows unstyled.
const manifest = JSON.parse(readFileSync("dist/client/.vite/manifest.json", "utf8")) as Record<
  string,
  { file: string; css?: string[] }
>;
const pagesStyles = manifest["pages-styles.ts"];
// A module holding only styles becomes the stylesheet itself.
const pagesCss = pagesStyles?.file.endsWith(".css") ? pagesStyles.file : pagesStyles?.css?.[0];
if (!pagesCss) throw new Error("the build has no pages.css (src/client/pages-styles.ts)");
const pagesCssLink = `<link rel="stylesheet" crossorigin href="/${pagesCss}">`;

rmSync(PRERENDERED_DIR, { recursive: true, force: true });
mkdirSync(PRERENDERED_DIR, { recursive: true });
for (const [path, file] of Object.entries(PUBLIC_PAGES)) {
  const markup = await prerenderPage(path);
  const page = template.replace('<div id="root"></div>', `<div id="root">${markup}</div>`);
  writeFileSync(
    join(PRERENDERED_DIR, file),
    path === "/" ? page : page.replace("</head>", `${pagesCssLink}</head>`),
  );
}
