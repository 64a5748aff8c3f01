import { dateKeySchema } from "./check-in";
import { isSealed } from "./text-limits";
import { z } from "./zod";

// Her words read back (docs/architecture.md, "Her words back"): the journal archive, the read-backs on a day page and the
// check-in history behind the growth page. Shared by the routes that answer and the pages that read.

/**
 * What an archive entry is (D23): a day's reflection, an open page, a check-in's answers, a tool's
 * reflection or a printable's notes.
 */
export const archiveKinds = ["day", "page", "check-in", "tool", "printable"] as const;
export type ArchiveKind = (typeof archiveKinds)[number];

/** One piece of her writing in the archive: enough to find it again, never the whole text. */
export interface ArchiveEntry {
  kind: ArchiveKind;
  /** Unique within its kind: the day, the page's id, the check-in's date, the tool or printable id. */
  key: string;
  /** The day, for a day's reflection; null for every other kind. */
  day: number | null;
  /** Where she reads it whole (a path of the app). */
  href: string;
  title: string;
  excerpt: string;
  words: number;
  /** When she first wrote and last changed it (ISO). */
  createdAt: string;
  updatedAt: string;
  completedAt: string | null;
}

/**
 * One page of her archive (docs/architecture.md, "Her words back"). `nextCursor` is handed back as
 * `?cursor=` for the page after this one; null on the last page. `total` counts every entry found.
 */
export interface JournalArchive {
  entries: ArchiveEntry[];
  /** The search as the server understood it, or null for the whole archive. */
  query: string | null;
  total: number;
  nextCursor: string | null;
}

/** Entries on a page unless `limit` says otherwise; a member holds at most 75 reflections. */
export const ARCHIVE_PAGE_SIZE = 20;
export const MAX_ARCHIVE_PAGE_SIZE = 75;

/** An earlier reflection shown, read-only, on a day whose prompt asks her to reread it. */
export interface ReadBackEntry {
  day: number;
  title: string;
  content: string;
  updatedAt: string;
}

export const MAX_SEARCH_LENGTH = 200;

export const journalSearchSchema = z.object({
  q: z
    .string()
    .trim()
    .max(MAX_SEARCH_LENGTH, `keep the search under ${MAX_SEARCH_LENGTH} characters`)
    .optional(),
  /** Opaque: the `nextCursor` of the page before. */
  cursor: z
    .string()
    .regex(/^\d{1,6}$/, "the cursor is not one this server gave")
    .optional(),
  limit: z.coerce.number().int().min(1).max(MAX_ARCHIVE_PAGE_SIZE).optional(),
});

/** The longest range of check-ins one request may ask for: a little over a year. */
export const MAX_CHECK_IN_RANGE_DAYS = 400;

const DAY_MS = 86_400_000;

export const checkInRangeSchema = z
  .object({ from: dateKeySchema, to: dateKeySchema })
  .refine(({ from, to }) => from <= to, "from must not be after to")
  .refine(
    ({ from, to }) => (Date.parse(to) - Date.parse(from)) / DAY_MS < MAX_CHECK_IN_RANGE_DAYS,
    `ask for at most ${MAX_CHECK_IN_RANGE_DAYS} days at a time`,
  );

/** One saved check-in in her history (the growth page's chart, calendar and list). */
export interface CheckInHistoryEntry {
  date: string;
  mood: string;
  energy: string;
  gratitude: string;
  challenge: string;
  intention: string;
  /** What helped that day (D23); empty when she chose nothing. */
  tags: string[];
  savedAt: string;
}

export interface CheckInHistory {
  checkIns: CheckInHistoryEntry[];
}

// The search's words live with the highlighting the journal page does with them (no zod there).
export { searchTerms } from "./search-terms";

const EXCERPT_LENGTH = 180;

/**
 * A short excerpt of `content`: its opening, or, for a search, the passage around the first word
 * found, with an ellipsis where it was cut.
 */
export function excerptOf(content: string, terms: readonly string[] = []): string {
  // Sealed on her device (a private journal): the server has no words to show, her device has.
  if (isSealed(content)) return "";
  const text = content.replace(/\s+/g, " ").trim();
  if (text.length <= EXCERPT_LENGTH) return text;
  const lower = text.toLowerCase();
  const hits = terms.map((term) => lower.indexOf(term)).filter((at) => at >= 0);
  const hit = hits.length > 0 ? Math.min(...hits) : 0;
  let start = Math.max(0, hit - 60);
  if (start > 0) {
    const space = text.indexOf(" ", start);
    start = space >= 0 && space < hit ? space + 1 : start;
  }
  let end = Math.min(text.length, start + EXCERPT_LENGTH);
  if (end < text.length) {
    const space = text.lastIndexOf(" ", end);
    end = space > start + 40 ? space : end;
  }
  return `${start > 0 ? "…" : ""}${text.slice(start, end)}${end < text.length ? "…" : ""}`;
}

/**
 * The excerpt from a window of the text that the database cut around the first word found
 * (db/journal-archive.ts), with an ellipsis where the window itself was cut.
 */
export function excerptOfWindow(
  window: string,
  terms: readonly string[],
  cut: { before: boolean; after: boolean },
): string {
  const inner = excerptOf(window, terms);
  const body = inner.replace(/^…/, "").replace(/…$/, "");
  const before = cut.before || inner.startsWith("…");
  const after = cut.after || inner.endsWith("…");
  return `${before ? "…" : ""}${body}${after ? "…" : ""}`;
}

export function wordCount(content: string): number {
  return content.split(/\s+/).filter(Boolean).length;
}
