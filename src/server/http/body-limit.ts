import type { Context, MiddlewareHandler } from "hono";
import { bodyLimit } from "hono/body-limit";
import type { AppEnv } from "../context";

/**
 * 413 for a request body over `maxSize` bytes. Hono's bodyLimit reads `c.req.raw.body`, which makes
 * @hono/node-server build a full fetch Request (with its stream and abort signal) for every request,
 * GETs included; that was a large share of a hot read's cost. A declared Content-Length is enough
 * (Node's HTTP parser never delivers more bytes than it declares); only a body without one (chunked)
 * is counted as it streams.
 */
export function limitBodySize(maxSize: number, onError: (c: Context) => Response | Promise<Response>) {
  const counting = bodyLimit({ maxSize, onError });
  const bodySizeLimit: MiddlewareHandler<AppEnv> = async (c, next) => {
    if (c.req.method === "GET" || c.req.method === "HEAD") return next();
    const length = c.req.header("content-length");
    if (length !== undefined && c.req.header("transfer-encoding") === undefined) {
      return Number(length) > maxSize ? onError(c) : next();
    }
    return counting(c, next);
  };
  return bodySizeLimit;
}
