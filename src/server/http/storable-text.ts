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

function hasUnstorableText(json: string): boolean {
  if (!json.includes(NUL) && !SUSPICIOUS_ESCAPE.test(json)) return false;
  let found = false;
  try {
    JSON.parse(json, (key, value) => {
      if (unstorable(key) || (typeof value === "string" && unstorable(value))) found = true;
      return value;
    });
  } catch {
    // Not JSON (or too deep to revive): the route refuses it with its own message.
  }
  return found;
}

/**
 * Refuses with a 400, before any route or better-auth sees it, text that the database would
 * reject with an error: a NUL in the address, or a NUL or lone surrogate in a JSON body.
 */
export const storableText: MiddlewareHandler<AppEnv> = async (c, next) => {
  if (c.req.url.includes("%00")) throw httpError(400, UNSTORABLE_MESSAGE);
  if (c.req.raw.body && c.req.header("content-type")?.toLowerCase().includes("json")) {
    if (hasUnstorableText(await c.req.raw.clone().text())) throw httpError(400, UNSTORABLE_MESSAGE);
  }
  await next();
};
