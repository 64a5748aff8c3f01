import { and, asc, desc, eq, ilike, inArray, ne } from "drizzle-orm";
import { journeyOutline } from "../../content/journey-outline";
import {
  type ArchiveEntry,
  excerptOf,
  type ReadBackEntry,
  searchTerms,
  wordCount,
} from "../../domain/journal-archive";
import { paths } from "../../domain/routes";
import type { Db } from "./client";
import { likePattern } from "./like-pattern";
import { journalEntries } from "./schema";

// Her reflections read back: the archive (newest first, optionally searched) and the entries a day
// asks her to reread. Every query is scoped by her id; a reflection she emptied again is not listed.

const titleOf = new Map(journeyOutline.map(({ day, title }) => [day, title]));

/** Every reflection she wrote, newest first; with a query, those containing all of its words. */
export async function listReflections(db: Db, userId: string, query?: string): Promise<ArchiveEntry[]> {
  const terms = query ? searchTerms(query) : [];
  const rows = await db
    .select({
      day: journalEntries.day,
      content: journalEntries.content,
      createdAt: journalEntries.createdAt,
      updatedAt: journalEntries.updatedAt,
      completedAt: journalEntries.completedAt,
    })
    .from(journalEntries)
    .where(
      and(
        eq(journalEntries.userId, userId),
        ne(journalEntries.content, ""),
        ...terms.map((term) => ilike(journalEntries.content, likePattern(term))),
      ),
    )
    .orderBy(desc(journalEntries.updatedAt), desc(journalEntries.day));
  return rows.map((row) => ({
    kind: "day" as const,
    key: String(row.day),
    day: row.day,
    href: paths.day(row.day),
    title: titleOf.get(row.day) ?? `Day ${row.day}`,
    excerpt: excerptOf(row.content, terms),
    words: wordCount(row.content),
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
    completedAt: row.completedAt?.toISOString() ?? null,
  }));
}

/** Her reflections on `days`, in day order, whole. */
export async function readReflections(
  db: Db,
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
    title: titleOf.get(row.day) ?? `Day ${row.day}`,
    content: row.content,
    updatedAt: row.updatedAt.toISOString(),
  }));
}
