import { tooLongMessage } from "./text-limits";
import { z } from "./zod";

// A value her device sealed for her private journal (docs/architecture.md, "The private journal"):
// `g2g-sealed:1:<iv>:<ciphertext and tag>`, base64url. The server tells it from plain words by its
// prefix and never reads it; it stands wherever she writes text, so every kind keeps its shape.

export const SEALED_PREFIX = "g2g-sealed:1:";

const SEALED_SHAPE = /^g2g-sealed:1:[A-Za-z0-9_-]{16}:[A-Za-z0-9_-]{22,}$/;

export const isSealed = (value: unknown): boolean =>
  typeof value === "string" && value.startsWith(SEALED_PREFIX);

/**
 * How long a sealed text of at most `limit` characters can be: each UTF-16 unit is at most 3 bytes
 * of UTF-8, plus the 16-byte tag, in base64url, plus the prefix and the IV.
 */
export const sealedLength = (limit: number) =>
  SEALED_PREFIX.length + 17 + Math.ceil(((limit * 3 + 16) * 4) / 3);

/** False for a value that claims to be sealed but is not shaped as this app seals. */
export const wellSealed = (value: string) => !value.startsWith(SEALED_PREFIX) || SEALED_SHAPE.test(value);

export const NOT_SEALED_HERE = "is not a sealed value this app made";

/** True when her text, or the same text sealed, is longer than a `limit` of her characters allows. */
export const beyondLimit = (value: string, limit: number) =>
  value.length > (value.startsWith(SEALED_PREFIX) ? sealedLength(limit) : limit);

/**
 * Text she writes, up to `limit` characters (trimmed first when `trim`): her words, or the same words
 * sealed on her device.
 */
export const writtenText = (limit: number, { trim = false } = {}) =>
  (trim ? z.string().trim() : z.string()).check((context) => {
    const { value } = context;
    if (beyondLimit(value, limit))
      context.issues.push({ code: "custom", message: tooLongMessage(limit), input: value });
    else if (!wellSealed(value))
      context.issues.push({ code: "custom", message: NOT_SEALED_HERE, input: value });
  });
