import { and, asc, count, desc, eq, ilike, inArray, ne, sql } from "drizzle-orm";
import {
  ARCHIVE_PAGE_SIZE,
  type ArchiveEntry,
  excerptOf,
  excerptOfWindow,
  type ReadBackEntry,
  searchTerms,
} from "../../domain/journal-archive";
import { paths } from "../../domain/routes";
import type { PublishedTexts } from "../content/published-texts";
import type { Db } from "./client";
import { excerptWindow } from "./excerpt-start";
import { likePattern, plainText } from "./like-pattern";
import { journalEntries } from "./schema";

// Her reflections read back: the archive (newest first, optionally searched) and the entries a day
// asks her to reread. Every query is scoped by her id; a reflection she emptied again is not listed.

/** Characters of her text around a search's first hit that the database hands over. */
const WINDOW = 300;

/**
 * One page of every reflection she wrote, newest first; with a query, of those containing all of its
 * words. Word counts and openings are stored when she writes (db/schema.ts); for a search only a
 * window of the text around the first word found leaves the database. `cursor` is the offset of the
 * page, as the last page's `nextCursor` gave it (a member has at most 75 reflections).
 */
export async function listReflections(
  db: Db,
  texts: PublishedTexts,
  userId: string,
  { query, cursor, limit = ARCHIVE_PAGE_SIZE }: { query?: string; cursor?: string; limit?: number } = {},
): Promise<{ entries: ArchiveEntry[]; total: number; nextCursor: string | null }> {
  const terms = query ? searchTerms(query) : [];
  const offset = cursor ? Number(cursor) : 0;
  const found = and(
    eq(journalEntries.userId, userId),
    ne(journalEntries.content, ""),
    ...terms.map((term) => ilike(plainText(journalEntries.content), likePattern(term))),
  );
  const first = terms[0];
  const rows = await db
    .select({
      day: journalEntries.day,
      opening: journalEntries.opening,
      words: journalEntries.words,
      // Without a search the stored opening is the excerpt.
      ...(first
        ? excerptWindow(journalEntries.content, first, WINDOW)
        : { window: journalEntries.opening, cutBefore: sql<boolean>`false`, cutAfter: sql<boolean>`false` }),
      createdAt: journalEntries.createdAt,
      updatedAt: journalEntries.updatedAt,
      completedAt: journalEntries.completedAt,
    })
    .from(journalEntries)
    .where(found)
    .orderBy(desc(journalEntries.updatedAt), desc(journalEntries.day))
    .limit(limit)
    .offset(offset);
  const [counted] = await db.select({ n: count() }).from(journalEntries).where(found);
  const total = counted?.n ?? 0;
  const entries = rows.map((row) => ({
    kind: "day" as const,
    key: String(row.day),
    day: row.day,
    href: paths.day(row.day),
    title: texts.title(row.day),
    excerpt: first
      ? excerptOfWindow(row.window, terms, { before: row.cutBefore, after: row.cutAfter })
      : excerptOf(row.opening),
    words: row.words,
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
    completedAt: row.completedAt?.toISOString() ?? null,
  }));
  const next = offset + rows.length;
  return { entries, total, nextCursor: next < total && rows.length > 0 ? String(next) : null };
}

/** Her reflections on `days`, in day order, whole. */
export async function readReflections(
  db: Db,
  texts: PublishedTexts,
  userId: string,
  days: readonly number[],
): Promise<ReadBackEntry[]> {
  if (days.length === 0) return [];
  const rows = await db
    .select({ day: journalEntries.day, content: journalEntries.content, updatedAt: journalEntries.updatedAt })
    .from(journalEntries)
    .where(
      and(
        eq(journalEntries.userId, userId),
        inArray(journalEntries.day, [...days]),
        ne(journalEntries.content, ""),
      ),
    )
    .orderBy(asc(journalEntries.day));
  return rows.map((row) => ({
    day: row.day,
    title: texts.title(row.day),
    content: row.content,
    updatedAt: row.updatedAt.toISOString(),
  }));
}
