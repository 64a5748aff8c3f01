import type { Context } from "hono";
import type { AppEnv } from "../context";

/**
 * The client's address. Behind `hops` trusted proxies it is the entry the outermost of them added to
 * X-Forwarded-For, counted from the right: entries further left were written by the client and prove
 * nothing (docs/deploy.md, docs/security.md).
 */
export function clientIp(c: Context<AppEnv>, hops: number): string {
  const socket = c.env?.incoming?.socket?.remoteAddress || "127.0.0.1";
  if (hops <= 0) return socket;
  const forwarded = (c.req.header("x-forwarded-for") ?? "")
    .split(",")
    .map((entry) => entry.trim())
    .filter(Boolean);
  // Fewer entries than proxies: the request did not come through them all.
  return forwarded[forwarded.length - hops] ?? socket;
}
