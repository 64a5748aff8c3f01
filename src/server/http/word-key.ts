import type { Context, MiddlewareHandler } from "hono";
import type { AppEnv } from "../context";

/**
 * A route named by a word where an area's documents put their `:key` (GET /api/journal/on-this-day
 * beside GET /api/journal/:key). Hono's RegExpRouter cannot hold a word beside a parameter at the
 * same place (tests/integration/router.test.ts), so the word is a `:key` route too: this one answers
 * for its word and hands every other key on to the document's own route, registered after it.
 */
export function atWordKey(
  word: string,
  answer: (c: Context<AppEnv>) => Promise<Response> | Response,
): MiddlewareHandler<AppEnv> {
  return async (c, next) => {
    if (c.req.param("key") !== word) return next();
    return answer(c);
  };
}
