import { and, eq, getTableColumns, sql } from "drizzle-orm";
import type { PgColumn, PgInsertValue, PgTable, PgUpdateSetSource } from "drizzle-orm/pg-core";
import type { Synced, SyncSaved } from "../../domain/sync";
import type { Db } from "./client";

/** A table of synced documents: one row per member and key, with its revision. */
type RevisionedTable = PgTable & { revision: PgColumn };

/** One document's row: its key columns (which find it, and fill a first save). */
export interface RevisionedRow<T extends PgTable> {
  /** When the row was last saved (check-ins keep it as `saved_at`, the others as `updated_at`). */
  savedAt: PgColumn;
  key: Partial<PgInsertValue<T>>;
}

/** A write of one document: its row and what she wrote. */
export interface RevisionedWrite<T extends PgTable> extends RevisionedRow<T> {
  values: PgUpdateSetSource<T>;
}

function rowCondition<T extends RevisionedTable>(table: T, key: RevisionedRow<T>["key"]) {
  const columns = getTableColumns(table) as Record<string, PgColumn>;
  return Object.entries(key).map(([name, value]) => eq(columns[name] as PgColumn, value));
}

/** One document as stored in the column `value`; `empty` at revision 0 when she has not saved it. */
export async function readRevisioned<T extends RevisionedTable, V>(
  db: Db,
  table: T,
  { savedAt, key, value }: RevisionedRow<T> & { value: PgColumn },
  empty: V,
): Promise<Synced<V>> {
  const [row] = await db
    .select({ value, revision: table.revision, savedAt })
    .from(table as PgTable)
    .where(and(...rowCondition(table, key)))
    .limit(1);
  if (!row) return { value: empty, revision: 0, updatedAt: null };
  return {
    value: row.value as V,
    revision: Number(row.revision),
    updatedAt: (row.savedAt as Date).toISOString(),
  };
}

/**
 * The one revision-guarded write of a synced document (docs/architecture.md, "The synced document"):
 * a first save (base revision 0) inserts the row at revision 1 unless another device created it
 * meanwhile; a later save updates it only while it is still at `baseRevision`. Null when neither
 * happened, which the route answers as a conflict with the stored value. Reflections are batched
 * instead (db/journal-entries.ts), where `npm run bench` shows it pays.
 */
export async function writeRevisioned<T extends RevisionedTable>(
  db: Db,
  table: T,
  { savedAt, key, values }: RevisionedWrite<T>,
  baseRevision: number,
): Promise<SyncSaved | null> {
  const { revision } = table;
  const returning = { revision, savedAt };
  const [written] =
    baseRevision === 0
      ? await db
          .insert(table)
          .values({ ...key, ...values, revision: 1 } as PgInsertValue<T>)
          .onConflictDoNothing()
          .returning(returning)
      : await db
          .update(table)
          .set({ ...values, revision: sql`${revision} + 1` } as PgUpdateSetSource<T>)
          .where(and(...rowCondition(table, key), eq(revision, baseRevision)))
          .returning(returning);
  if (!written) return null;
  return { revision: Number(written.revision), updatedAt: (written.savedAt as Date).toISOString() };
}
