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
  const namesPublicAddress = surelyPublicHost(publicUrl);
  return async function redirectToPublicLoopback(c, next) {
    if (c.req.method !== "GET" && c.req.method !== "HEAD") return next();
    // The usual request names the public address in its Host header (from which its URL was made):
    // it is let through without parsing the URL, which cost more than the rest of this check.
    if (namesPublicAddress(c.req.header("host"))) return next();
    const url = new URL(c.req.url);
    if (url.hostname === target.hostname || !LOOPBACK_NAMES.has(url.hostname)) return next();
    return c.redirect(`${target.origin}${url.pathname}${url.search}`, 308);
  };
}

/**
 * Whether a request with this Host header is surely not redirected: true for every host unless the
 * default PUBLIC_URL (`publicUrl`, a loopback address) is served; then only for its own hostname.
 */
export function surelyPublicHost(publicUrl: string | null): (host: string | undefined) => boolean {
  const target = publicUrl ? new URL(publicUrl) : undefined;
  // Only a loopback address has another loopback name to be reached by.
  if (!target || !LOOPBACK_NAMES.has(target.hostname)) return () => true;
  return (host) => host !== undefined && hostnameOf(host) === target.hostname;
}

/** `localhost:3000` → `localhost`, `[::1]:3000` → `[::1]`, lower-cased as `URL` writes it. */
function hostnameOf(host: string): string {
  const end = host.startsWith("[") ? host.indexOf("]") + 1 : host.indexOf(":");
  return (end > 0 ? host.slice(0, end) : host).toLowerCase();
}
