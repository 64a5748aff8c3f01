import { z } from "./zod";

// docs/security.md, storage: how much text one field may hold. Far above what anyone writes by
// hand, and low enough that no member can grow the database without bound.

/** A reflection (journal day, tool notes): spec §9 sets no limit; this one is far above any. */
export const MAX_REFLECTION_LENGTH = 150_000;
/** One check-in answer (gratitude, challenge, intention). */
export const MAX_ANSWER_LENGTH = 5_000;

export function tooLongMessage(limit: number): string {
  return `is too long to save: the limit is ${limit.toLocaleString("en-US")} characters`;
}

/** Free text of at most `limit` characters, with a message a member understands. */
export const boundedText = (limit: number) => z.string().max(limit, tooLongMessage(limit));

/** What a member reads when a request is too big to take (a paste of a whole book, say). */
export const TOO_LARGE_MESSAGE =
  "That is more than we can save in one go. Please shorten it, or save it in a few parts, and try again.";

// A value her device sealed for her private journal (docs/architecture.md, "The private journal"):
// `g2g-sealed:1:<iv>:<ciphertext and tag>`, base64url. The server tells it from plain words by its
// prefix and never reads it; it stands wherever she writes text, so every kind keeps its shape (the
// server checks it against the kind's limits as server/http/sealed-shape.ts says).

export const SEALED_PREFIX = "g2g-sealed:1:";

export const isSealed = (value: unknown): boolean =>
  typeof value === "string" && value.startsWith(SEALED_PREFIX);

/**
 * The document key a text is sealed under (its associated data): the local copy's key, and the field
 * within its value (none for a whole text, a reflection or a return answer).
 */
export const sealedTextKey = (localKey: string, field = "") => (field ? `${localKey}:${field}` : localKey);

/** How her device sets a text it opened into her Markdown: as a quoted passage, on one line, or as a title. */
export type SealedStyle = "quoted" | "line" | "title";

/**
 * A sealed text in the Markdown export made for her device (`?sealed=inline`): how it reads, the key it
 * was sealed under and the sealed text, which her device opens in place (lib/private-journal/opened-texts.ts).
 */
export const sealedToken = (style: SealedStyle, documentKey: string, sealed: string) =>
  `⟪sealed|${style}|${documentKey}|${sealed}⟫`;

export const SEALED_TOKEN = /⟪sealed\|(quoted|line|title)\|([^|⟫]+)\|([^|⟫]+)⟫/g;

/**
 * How long a sealed text of at most `limit` characters can be: each UTF-16 unit is at most 3 bytes
 * of UTF-8, plus the 16-byte tag, in base64url, plus the prefix and the IV.
 */
export const sealedLength = (limit: number) =>
  SEALED_PREFIX.length + 17 + Math.ceil(((limit * 3 + 16) * 4) / 3);

/** True when her text, or the same text sealed, is longer than a `limit` of her characters allows. */
export const beyondLimit = (value: string, limit: number) =>
  value.length > (value.startsWith(SEALED_PREFIX) ? sealedLength(limit) : limit);
