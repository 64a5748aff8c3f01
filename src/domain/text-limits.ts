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
