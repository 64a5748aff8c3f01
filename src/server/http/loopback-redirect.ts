import type { MiddlewareHandler } from "hono";

/** The names a browser on this machine may use for it; `URL` writes IPv6 in brackets. */
const LOOPBACK_NAMES = new Set(["localhost", "127.0.0.1", "[::1]"]);

/**
 * With the default PUBLIC_URL (http://localhost:PORT), a page opened by another loopback name
 * (127.0.0.1) is sent to the address the mailed links use, so she signs up on the origin her
 * verification link will open, where her session cookie lives (docs/architecture.md, "Configuration").
 * Only pages and reads are redirected: a write keeps its own answer (the same-origin check trusts both names).
 */
export function redirectToPublicLoopback(publicUrl: string): MiddlewareHandler {
  const target = new URL(publicUrl);
  // Only a loopback address has another loopback name to be reached by.
  if (!LOOPBACK_NAMES.has(target.hostname)) return async (_c, next) => next();
  return async (c, next) => {
    const url = new URL(c.req.url);
    const read = c.req.method === "GET" || c.req.method === "HEAD";
    if (!read || url.hostname === target.hostname || !LOOPBACK_NAMES.has(url.hostname)) return next();
    return c.redirect(`${target.origin}${url.pathname}${url.search}`, 308);
  };
}
