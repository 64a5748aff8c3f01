import { join, relative } from "node:path";
import { serveStatic } from "@hono/node-server/serve-static";
import { type Context, Hono } from "hono";
import { isAppPath } from "../../domain/routes";
import { appRoot } from "../app-root";
import type { AppEnv } from "../context";
import { loggable } from "./log-text";
import { type CompressedHtml, compressedHtml } from "./precompressed";
import { PRERENDERED_DIR, PUBLIC_PAGES, publicPageKey } from "./public-pages";

const clientDir = () => join(appRoot(), "dist/client");

/**
 * Serves the built React app: hashed assets cached for a year, the public pages prerendered
 * (public-pages.ts), index.html for every other page of the route table, and index.html with
 * status 404 for anything else (the app shows its 404 page).
 */
export function clientApp() {
  const dir = clientDir();
  const indexFile = join(dir, "index.html");
  const other = compressedHtml(
    indexFile,
    "<!doctype html><title>Grind to Grace</title><p>The client is not built. Run <code>npm run build</code>.</p>",
  );
  const pages = new Map<string, CompressedHtml>();
  for (const [path, file] of Object.entries(PUBLIC_PAGES))
    pages.set(path, compressedHtml(join(appRoot(), PRERENDERED_DIR, file), other.text));
  const page = (c: Context<AppEnv>, status: 200 | 404) => {
    const path = c.req.path.replace(/(.)\/+$/, "$1").toLowerCase();
    const url = c.req.url;
    const search = url.includes("?") ? new URL(url).searchParams : undefined;
    const html = (status === 200 && pages.get(publicPageKey(path, search))) || other;
    const accepted = new Set(
      (c.req.header("accept-encoding") ?? "").split(",").map((token) => token.split(";")[0]?.trim()),
    );
    const encoding = (["br", "gzip"] as const).find((name) => accepted.has(name));
    // Plain headers, so Node writes the answer without building a `Headers` object.
    const headers: Record<string, string> = {
      "Content-Type": "text/html; charset=UTF-8",
      "Cache-Control": "no-cache",
      Vary: "Accept-Encoding",
    };
    if (!encoding) return new Response(html.text, { status, headers });
    headers["Content-Encoding"] = encoding;
    return new Response(html[encoding], { status, headers });
  };
  const app = new Hono<AppEnv>();
  app.use(
    "/assets/*",
    serveStatic({
      root: relative(process.cwd(), dir),
      precompressed: true,
      onFound: (_path, c) => {
        c.header("Cache-Control", "public, max-age=31536000, immutable");
      },
    }),
  );
  // Other files of the build (favicon.svg, robots.txt, the icons, the manifest and the service
  // worker); page paths never have an extension. Their names carry no hash, so the browser asks
  // again each time: a long-cached service worker would hold back every new version (docs/offline.md).
  const files = serveStatic({
    root: relative(process.cwd(), dir),
    onFound: (_path, c) => {
      c.header("Cache-Control", "no-cache");
    },
  });
  app.use("*", (c, next) => (/\.\w+$/.test(c.req.path) ? files(c, next) : next()));
  // A page's form submitted before the app had started (a slow phone): what she typed is not read, and
  // the page comes back, now with its code (docs/architecture.md, "Presses before the code arrives").
  app.post("*", (c) => {
    if (!isAppPath(c.req.path)) return c.notFound();
    const url = new URL(c.req.url);
    return c.redirect(url.pathname + url.search, 303);
  });
  app.get("*", (c) => {
    if (isAppPath(c.req.path)) return page(c, 200);
    console.warn(`[404] ${c.req.method} ${loggable(c.req.path)}`);
    return page(c, 404);
  });
  return app;
}
