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

rmSync(PRERENDERED_DIR, { recursive: true, force: true });
mkdirSync(PRERENDERED_DIR, { recursive: true });
for (const [path, file] of Object.entries(PUBLIC_PAGES)) {
  const markup = await prerenderPage(path);
  writeFileSync(
    join(PRERENDERED_DIR, file),
    template.replace('<div id="root"></div>', `<div id="root">${markup}</div>`),
  );
}
