import { and, desc, eq, sql } from "drizzle-orm";
import { excerptOf } from "../../domain/journal-archive";
import type { PageSummary, PageValue } from "../../domain/open-pages";
import type { Synced, SyncSaved } from "../../domain/sync";
import type { Db } from "./client";
import { writeRevisioned } from "./revisioned";
import { pages } from "./schema";

// Her open pages (D23). Every query is scoped by her id; a page's key is (her id, its id).

const ownPage = (userId: string, id: string) => and(eq(pages.userId, userId), eq(pages.id, id));

/**
 * A page's word count, counted where it is stored (as wordCount does), so lists never fetch whole
 * texts: a member may write as many pages as she likes.
 */
export const pageWords = sql<number>`coalesce(array_length(regexp_split_to_array(nullif(regexp_replace(${pages.body}, '^\\s+|\\s+$', '', 'g'), ''), '\\s+'), 1), 0)`;

/** Characters of a page's text that leave the database for a list: enough for its excerpt. */
export const PAGE_WINDOW = 300;

/** One page as a synced document; a page she has not written (or deleted) reads as null at revision 0. */
export async function readPage(db: Db, userId: string, id: string): Promise<Synced<PageValue | null>> {
  const [row] = await db.select().from(pages).where(ownPage(userId, id)).limit(1);
  if (!row) return { value: null, revision: 0, updatedAt: null };
  return {
    value: { date: row.date, title: row.title, body: row.body },
    revision: row.revision,
    updatedAt: row.updatedAt.toISOString(),
  };
}

/** Writes only when the stored page is still the one at `baseRevision` (0: no page yet). */
export function writePage(
  db: Db,
  userId: string,
  id: string,
  value: PageValue,
  baseRevision: number,
): Promise<SyncSaved | null> {
  return writeRevisioned(
    db,
    pages,
    {
      savedAt: pages.updatedAt,
      key: { userId, id },
      values: { ...value, updatedAt: sql`now()` },
    },
    baseRevision,
  );
}

/** True when a page was there to delete. */
export async function deletePage(db: Db, userId: string, id: string): Promise<boolean> {
  const rows = await db.delete(pages).where(ownPage(userId, id)).returning({ id: pages.id });
  return rows.length > 0;
}

/** Her pages, newest first (by their date, then by when she last wrote). */
export async function listPages(db: Db, userId: string): Promise<PageSummary[]> {
  const rows = await db
    .select({
      id: pages.id,
      date: pages.date,
      title: pages.title,
      opening: sql<string>`substr(${pages.body}, 1, ${PAGE_WINDOW})`,
      words: pageWords,
      updatedAt: pages.updatedAt,
    })
    .from(pages)
    .where(eq(pages.userId, userId))
    .orderBy(desc(pages.date), desc(pages.updatedAt));
  return rows.map((row) => ({
    id: row.id,
    date: row.date,
    title: row.title,
    excerpt: excerptOf(row.opening),
    words: Number(row.words),
    updatedAt: row.updatedAt.toISOString(),
  }));
}
