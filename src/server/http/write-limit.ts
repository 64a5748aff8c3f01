import type { MiddlewareHandler } from "hono";
import type { AppEnv } from "../context";
import { growingLru } from "../growing-lru";
import { httpError } from "./errors";

// docs/security.md, storage: each member may write at most `perMinute` times a minute on each app
// server (the WRITES_PER_MINUTE setting, 300 unless set). Autosave sends far fewer (one save per
// document every few seconds at most).

export const TOO_MANY_WRITES = "You are saving very quickly. Please wait a moment and try again.";

/** After requireUser: counts the signed-in member's writes in fixed one-minute windows. */
export function limitMemberWrites(perMinute: number): MiddlewareHandler<AppEnv> {
  const windows = growingLru<string, { start: number; count: number }>(100_000);
  return async function limitMemberWrites(c, next) {
    if (c.req.method === "GET" || c.req.method === "HEAD") return next();
    const now = Date.now();
    const key = c.get("user").id;
    let window = windows.get(key);
    if (!window || now - window.start >= 60_000) {
      window = { start: now, count: 0 };
      windows.set(key, window);
    }
    window.count++;
    if (window.count > perMinute) {
      c.header("Retry-After", String(Math.ceil((window.start + 60_000 - now) / 1000)));
      throw httpError(429, TOO_MANY_WRITES);
    }
    await next();
  };
}
