import type { MiddlewareHandler } from "hono";
import type { AppEnv } from "../context";
import { httpError } from "./errors";

export const UNSTORABLE_MESSAGE =
  "This text contains a character that cannot be saved (an invisible NUL character or half of an emoji). Remove it and try again.";

const NUL = "\u0000";
const LONE_SURROGATE = /[\ud800-\udbff](?![\udc00-\udfff])|(?<![\ud800-\udbff])[\udc00-\udfff]/;
/** An escape in JSON text that may decode to a NUL or a surrogate. */
const SUSPICIOUS_ESCAPE = /\\u0000|\\u[dD][89a-fA-F]/;

/** NUL, or a UTF-16 surrogate without its other half: PostgreSQL stores neither in text or jsonb. */
const unstorable = (text: string) => text.includes(NUL) || LONE_SURROGATE.test(text);

/**
 * True when a parsed JSON value holds a key or string PostgreSQL cannot store. One pass over the
 * value, without recursion (a deeply nested body cannot overflow the stack).
 */
export function containsUnstorable(value: unknown): boolean {
  const pending: unknown[] = [value];
  while (pending.length > 0) {
    const next = pending.pop();
    if (typeof next === "string") {
      if (unstorable(next)) return true;
    } else if (Array.isArray(next)) {
      for (const item of next) pending.push(item);
    } else if (next && typeof next === "object") {
      for (const [key, item] of Object.entries(next)) {
        if (unstorable(key)) return true;
        pending.push(item);
      }
    }
  }
  return false;
}

/** The same check on JSON text; text without a NUL or a suspicious escape is not even parsed. */
export function hasUnstorableText(json: string): boolean {
  if (!json.includes(NUL) && !SUSPICIOUS_ESCAPE.test(json)) return false;
  try {
    return containsUnstorable(JSON.parse(json));
  } catch {
    return json.includes(NUL); // not JSON: the route refuses it with its own message
  }
}

/** A NUL in the address is refused before any route sees it; bodies are checked where they are parsed. */
export const storableUrl: MiddlewareHandler<AppEnv> = async (c, next) => {
  if (c.req.url.includes("%00")) throw httpError(400, UNSTORABLE_MESSAGE);
  await next();
};
