import { getTableColumns, type SQL, sql } from "drizzle-orm";
import type { PgColumn } from "drizzle-orm/pg-core";
import type { KindName } from "../domain/document-kinds";
import type { Db } from "./db/client";
import { checkIns, journalEntries, pages, returnEntries, toolStates } from "./db/schema";
import { httpError } from "./http/errors";

// docs/security.md, "Storage": besides the length of each field, each member has a quota for all
// her writing together, so no account can grow the database without bound.

/** Far above what 75 full reflections, a check-in every day for years and every tool hold. */
export const MEMBER_QUOTA_BYTES = 20 * 1024 * 1024;

/**
 * Writes smaller than this skip the check: the field limits and the check-in date window keep what
 * small writes can add to a few kilobytes a day, so the quota is only ever reached by large ones.
 */
export const QUOTA_CHECK_FROM_BYTES = 16 * 1024;

export const QUOTA_MESSAGE =
  "Your journal has reached its storage limit of 20 MB. Download your words from your account page and shorten older entries to make room.";

/**
 * Where each kind of document of the registry (src/domain/document-kinds.ts) keeps her words: columns of
 * one table, whose bytes her quota counts and whose words her Markdown export prints when her export does
 * not reshape the table (account/export-markdown.ts). A new kind is a compile error here until it says
 * (null: no words of hers, or counted with another kind in the same table). Open pages count most, as
 * many as she likes; settings hold none.
 */
export const wordsOf: { [N in KindName]: readonly [PgColumn, ...PgColumn[]] | null } = {
  reflection: [journalEntries.content],
  completion: null,
  checkIn: [checkIns.gratitude, checkIns.challenge, checkIns.intention],
  // Bonus tools and printable notes share one table, counted once.
  tool: [toolStates.state],
  printableNotes: null,
  page: [pages.body, pages.title],
  returnAnswer: [returnEntries.content],
  appearance: null,
  reminders: null,
  resurfacing: null,
};

/** The bytes of her words in `columns` (of one table). */
function bytesIn(columns: readonly [PgColumn, ...PgColumn[]], userId: string): SQL {
  const { table } = columns[0];
  const owner = (getTableColumns(table) as Record<string, PgColumn>).userId;
  const sizes = columns.map((column) => sql`octet_length(${column}::text)`);
  return sql`select sum(${sql.join(sizes, sql` + `)}) from ${table} where ${owner} = ${userId}`;
}

/** The bytes of her writing stored now, over every kind that holds her words. */
export async function storedBytes(db: Db, userId: string): Promise<number> {
  const sums = Object.values(wordsOf)
    .filter((columns) => columns !== null)
    .map((columns) => sql`coalesce((${bytesIn(columns, userId)}), 0)`);
  const result = await db.execute(sql`select ${sql.join(sums, sql` + `)} as bytes`);
  const [row] = (result as unknown as { rows: { bytes: string | number }[] }).rows;
  return Number(row?.bytes ?? 0);
}

/**
 * The size a write is held to her quota with, or null when it is not checked: small writes are not,
 * unless their kind asks (`always`: open pages, as many as she likes).
 */
export function checkedSize(value: unknown, always = false): number | null {
  const size = Buffer.byteLength(typeof value === "string" ? value : (JSON.stringify(value) ?? ""));
  return always || size >= QUOTA_CHECK_FROM_BYTES ? size : null;
}

/**
 * Runs `write` in one transaction that first takes her quota lock and checks the quota, refusing (413)
 * a write that would take her past it. Checked writes of one member wait for each other, on every app
 * server, so a burst of them cannot pass the quota together (docs/security.md, "Storage").
 */
export function writeWithinQuota<T>(
  db: Db,
  userId: string,
  size: number,
  write: (tx: Db) => Promise<T>,
): Promise<T> {
  return db.transaction(async (tx) => {
    await tx.execute(sql`select pg_advisory_xact_lock(hashtextextended(${`quota:${userId}`}, 0))`);
    if ((await storedBytes(tx as unknown as Db, userId)) + size > MEMBER_QUOTA_BYTES) {
      throw httpError(413, QUOTA_MESSAGE);
    }
    return write(tx as unknown as Db);
  });
}
