import { and, count, desc, eq, sql } from "drizzle-orm";
import { excerptOf } from "../../domain/journal-archive";
import type { PageList, PageValue } from "../../domain/open-pages";
import type { Synced, SyncSaved } from "../../domain/sync";
import { isSealed } from "../../domain/text-limits";
import type { Db } from "./client";
import { writeRevisioned } from "./revisioned";
import { pages } from "./schema";

// Her open pages (D23). Every query is scoped by her id; a page's key is (her id, its id).

const ownPage = (userId: string, id: string) => and(eq(pages.userId, userId), eq(pages.id, id));

/** Characters of a page's text that leave the database for a search's excerpt. */
export const PAGE_WINDOW = 300;

/** Pages in one answer of her list (`GET /api/pages?cursor=`). */
export const PAGES_PER_LIST = 50;

/** The most pages one member keeps: far beyond a page a day for ten years. */
export const MAX_PAGES = 5_000;

export const TOO_MANY_PAGES = `You have ${MAX_PAGES.toLocaleString("en-US")} open pages, the most one journal keeps. Delete a page you no longer need to make room for a new one.`;

/** One page as a synced document; a page she has not written (or deleted) reads as null at revision 0. */
export async function readPage(db: Db, userId: string, id: string): Promise<Synced<PageValue | null>> {
  const [row] = await db
    .select({
      date: pages.date,
      title: pages.title,
      body: pages.body,
      revision: pages.revision,
      updatedAt: pages.updatedAt,
    })
    .from(pages)
    .where(ownPage(userId, id))
    .limit(1);
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

/** How many pages she keeps. */
export async function pageCount(db: Db, userId: string): Promise<number> {
  const [row] = await db.select({ n: count() }).from(pages).where(eq(pages.userId, userId));
  return row?.n ?? 0;
}

/**
 * One list page of her pages, newest first (by their date, then by when she last wrote), from the
 * stored word counts and openings. `cursor` is the last list page's `nextCursor`; null for a cursor
 * that is not one.
 */
export async function listPages(db: Db, userId: string, cursor?: string): Promise<PageList | null> {
  const after = decodePageCursor(cursor);
  if (cursor && !after) return null;
  const rows = await db
    .select({
      id: pages.id,
      date: pages.date,
      title: pages.title,
      opening: pages.opening,
      words: pages.words,
      updatedAt: pages.updatedAt,
      /** The exact stored time, for the cursor (a JS Date keeps only milliseconds). */
      at: sql<string>`${pages.updatedAt}::text`,
    })
    .from(pages)
    .where(
      and(
        eq(pages.userId, userId),
        after
          ? sql`(${pages.date}, ${pages.updatedAt}, ${pages.id}) < (${after[0]}::date, ${after[1]}::timestamptz, ${after[2]})`
          : undefined,
      ),
    )
    .orderBy(desc(pages.date), desc(pages.updatedAt), desc(pages.id))
    .limit(PAGES_PER_LIST + 1);
  const listed = rows.slice(0, PAGES_PER_LIST);
  const last = listed.at(-1);
  return {
    pages: listed.map((row) => ({
      id: row.id,
      date: row.date,
      title: row.title,
      excerpt: excerptOf(row.opening),
      words: isSealed(row.opening) ? null : row.words,
      updatedAt: row.updatedAt.toISOString(),
    })),
    nextCursor:
      rows.length > PAGES_PER_LIST && last
        ? Buffer.from(JSON.stringify([last.date, last.at, last.id])).toString("base64url")
        : null,
  };
}

function decodePageCursor(cursor: string | undefined): [string, string, string] | null {
  if (!cursor) return null;
  try {
    const value = JSON.parse(Buffer.from(cursor, "base64url").toString("utf8"));
    const [date, at, id] = Array.isArray(value) ? value : [];
    if (
      value.length === 3 &&
      /^\d{4}-\d{2}-\d{2}$/.test(String(date)) &&
      /^\d{4}-\d{2}-\d{2}[ T][\d:.]+(Z|[+-]\d{2}(:?\d{2})?)?$/.test(String(at)) &&
      typeof id === "string"
    )
      return [date, at, id];
  } catch {}
  return null;
}
