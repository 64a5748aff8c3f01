import { existsSync, readFileSync } from "node:fs";
import { join, relative } from "node:path";
import { serveStatic } from "@hono/node-server/serve-static";
import { Hono } from "hono";
import { isAppPath } from "../../domain/routes";
import { appRoot } from "../app-root";
import type { AppEnv } from "../context";

const clientDir = () => join(appRoot(), "dist/client");

/**
 * Serves the built React app: hashed assets cached for a year, index.html for every page of the
 * route table, and index.html with status 404 for anything else (the app shows its 404 page).
 */
export function clientApp() {
  const dir = clientDir();
  const indexFile = join(dir, "index.html");
  const indexHtml = existsSync(indexFile)
    ? readFileSync(indexFile, "utf8")
    : "<!doctype html><title>Grind to Grace</title><p>The client is not built. Run <code>npm run build</code>.</p>";
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
  // Other files of the build (favicon.svg, robots.txt); page paths never have an extension.
  const files = serveStatic({ root: relative(process.cwd(), dir) });
  app.use("*", (c, next) => (/\.\w+$/.test(c.req.path) ? files(c, next) : next()));
  app.get("*", (c) => {
    c.header("Cache-Control", "no-cache");
    if (isAppPath(c.req.path)) return c.html(indexHtml);
    console.warn(`[404] ${c.req.method} ${c.req.path}`);
    return c.html(indexHtml, 404);
  });
  return app;
}
