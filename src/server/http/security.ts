import type { MiddlewareHandler } from "hono";
import { secureHeaders } from "hono/secure-headers";
import type { AppEnv } from "../context";

// docs/architecture.md, "Guards": strict headers and a CSP without inline scripts on every response.
export const securityHeaders = (https: boolean) =>
  secureHeaders({
    contentSecurityPolicy: {
      defaultSrc: ["'self'"],
      scriptSrc: ["'self'"],
      // Radix and sonner position elements with style attributes.
      styleSrc: ["'self'", "'unsafe-inline'"],
      imgSrc: ["'self'", "data:", "blob:"],
      fontSrc: ["'self'"],
      connectSrc: ["'self'"],
      objectSrc: ["'none'"],
      baseUri: ["'self'"],
      formAction: ["'self'"],
      frameAncestors: ["'none'"],
    },
    strictTransportSecurity: https ? "max-age=31536000; includeSubDomains" : false,
    referrerPolicy: "strict-origin-when-cross-origin",
    permissionsPolicy: { camera: [], microphone: [], geolocation: [] },
  });

const SAFE_METHODS = new Set(["GET", "HEAD", "OPTIONS"]);

/**
 * CSRF: a browser always sends Origin (or at least Sec-Fetch-Site) on a cross-site write, so a
 * mutating request from anywhere but our own origins is refused. Non-browser clients send neither.
 */
export function sameOriginWrites(trustedOrigins: string[]): MiddlewareHandler<AppEnv> {
  return async (c, next) => {
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
