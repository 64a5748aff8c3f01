import type { MiddlewareHandler } from "hono";
import type { AppEnv } from "../context";

export type HeaderList = readonly (readonly [name: string, value: string])[];

/**
 * Headers every answer under this middleware carries unless its handler set its own. Served by Node, they
 * go straight onto its response before the handler runs (which then adds its own over them), so an answer
 * built with plain headers is written without a `Headers` object; in-process (`app.request`) they are added
 * to the answer afterwards. docs/architecture.md, "Guards".
 */
export function defaultHeaders(headers: HeaderList): MiddlewareHandler<AppEnv> {
  return async function defaultHeaders(c, next) {
    const outgoing = c.env?.outgoing;
    if (outgoing) {
      for (const [name, value] of headers) outgoing.setHeader(name, value);
      return next();
    }
    await next();
    for (const [name, value] of headers) if (!c.res.headers.has(name)) c.res.headers.set(name, value);
  };
}

const contentSecurityPolicy = [
  "default-src 'self'",
  // WebAssembly may be compiled (never JavaScript evaluated): the private journal's Argon2id runs in it
  // (docs/architecture.md, "The private journal").
  "script-src 'self' 'wasm-unsafe-eval'",
  // Radix and sonner position elements with style attributes.
  "style-src 'self' 'unsafe-inline'",
  "img-src 'self' data: blob:",
  "font-src 'self'",
  "connect-src 'self'",
  "object-src 'none'",
  "base-uri 'self'",
  "form-action 'self'",
  "frame-ancestors 'none'",
].join("; ");

// docs/architecture.md, "Guards": strict headers and a CSP without inline scripts on every response.
export const securityHeaderList = (https: boolean): HeaderList => [
  ["Content-Security-Policy", contentSecurityPolicy],
  ["Cross-Origin-Opener-Policy", "same-origin"],
  ["Cross-Origin-Resource-Policy", "same-origin"],
  ["Origin-Agent-Cluster", "?1"],
  ["Permissions-Policy", "camera=(), microphone=(), geolocation=()"],
  ["Referrer-Policy", "strict-origin-when-cross-origin"],
  ...(https ? ([["Strict-Transport-Security", "max-age=31536000; includeSubDomains"]] as const) : []),
  ["X-Content-Type-Options", "nosniff"],
  ["X-DNS-Prefetch-Control", "off"],
  ["X-Download-Options", "noopen"],
  ["X-Frame-Options", "SAMEORIGIN"],
  ["X-Permitted-Cross-Domain-Policies", "none"],
  ["X-XSS-Protection", "0"],
];

export const securityHeaders = (https: boolean) => defaultHeaders(securityHeaderList(https));

/** Private answers are never stored by a browser or a proxy (docs/security.md): every API answer's default. */
export const apiHeaderList: HeaderList = [["Cache-Control", "no-store"]];

const SAFE_METHODS = new Set(["GET", "HEAD", "OPTIONS"]);

/**
 * CSRF: a browser always sends Origin (or at least Sec-Fetch-Site) on a cross-site write, so a
 * mutating request from anywhere but our own origins is refused. Non-browser clients send neither.
 */
export function sameOriginWrites(trustedOrigins: string[]): MiddlewareHandler<AppEnv> {
  return async function sameOriginWrites(c, next) {
    if (SAFE_METHODS.has(c.req.method)) return next();
    const origin = c.req.header("origin");
    const fetchSite = c.req.header("sec-fetch-site");
    const foreign = origin
      ? !trustedOrigins.includes(origin)
      : fetchSite !== undefined && fetchSite !== "same-origin" && fetchSite !== "none";
    if (foreign) return c.json({ error: "Cross-origin request refused." }, 403);
    return next();
  };
}
