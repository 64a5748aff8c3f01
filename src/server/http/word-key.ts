import type { Context, MiddlewareHandler } from "hono";
import type { AppEnv } from "../context";

/**
 * A route named by a word where an area's documents put their `:key` (GET /api/journal/on-this-day
 * beside GET /api/journal/:key). Hono's RegExpRouter cannot hold a word beside a parameter at the
 * same place (tests/integration/router.test.ts), so the word is a `:key` route too: this one answers
 * for its word and hands every other key on to the document's own route, registered after it.
 * `guard` runs before the answer for the word only (a per-member limit).
 */
export function atWordKey(
  word: string,
  answer: (c: Context<AppEnv>) => Promise<Response> | Response,
  guard?: MiddlewareHandler<AppEnv>,
): MiddlewareHandler<AppEnv> {
  return async (c, next) => {
    if (c.req.param("key") !== word) return next();
    if (!guard) return answer(c);
    let answered: Response | undefined;
    await guard(c, async () => {
      answered = await answer(c);
    });
    return answered;
  };
}
