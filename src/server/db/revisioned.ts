import { and, eq, getTableColumns, getTableName, is, SQL, sql } from "drizzle-orm";
import type { PgColumn, PgInsertValue, PgTable, PgUpdateSetSource } from "drizzle-orm/pg-core";
import type { Synced, SyncSaved } from "../../domain/sync";
import { Batcher } from "./batcher";
import type { Announcement } from "./change-feed";
import type { Db } from "./client";
import { preparedWritesOf } from "./prepared-writes";

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
  /** A change the statement sends when the write lands (change-feed.ts), in the same round trip. */
  announce?: Announcement | null;
}

/** `pg_notify` in a RETURNING: it runs once for the row written, and nothing is sent when none was. */
export const notifying = (channel: unknown, payload: unknown) => sql`pg_notify(${channel}, ${payload})`;

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

/** The statements of one shape of write (a table, its key columns, the columns written). */
interface WriteStatements {
  insert: PreparedWrite;
  /** Updates that arrive together are written together (batcher.ts): nearly every save is an update. */
  updates: Batcher<PlaceholderValues, Record<string, unknown> | undefined>;
}

type PreparedWrite = { execute(values: Record<string, unknown>): Promise<Record<string, unknown>[]> };

/** A write's values by placeholder name: `baseRevision`, `channel`, `payload`, `key_<column>`, `value_<column>`. */
type PlaceholderValues = Record<string, unknown>;

let statementCount = 0;

/**
 * The statements of a write shaped like `write`, built once per database handle: building a statement with
 * drizzle cost about as much as the rest of a save (bench/README.md, issue 30). Values given as SQL
 * (`now()`) are part of a statement's text, so such a write is built each time instead.
 */
function statementsFor<T extends RevisionedTable>(
  db: Db,
  table: T,
  { savedAt, key, values, announce }: RevisionedWrite<T>,
): WriteStatements | undefined {
  const written = values as Record<string, unknown>;
  // As drizzle does, a value left undefined is not written (an insert takes the column's default).
  const valueNames = Object.keys(written).filter((name) => written[name] !== undefined);
  if (valueNames.some((name) => is(written[name], SQL))) return undefined;
  const keyNames = Object.keys(key);
  const shape = `${getTableName(table)}|${savedAt.name}|${keyNames}|${valueNames}|${Boolean(announce)}`;
  const statements = preparedWritesOf<WriteStatements>(db);
  if (!statements) return undefined;
  const known = statements.get(shape);
  if (known) return known;
  const columns = getTableColumns(table) as Record<string, PgColumn>;
  const placeholders = (names: string[], prefix: string) =>
    Object.fromEntries(names.map((name) => [name, sql.placeholder(`${prefix}${name}`)]));
  const keyCondition = keyNames.map((name) => eq(columns[name] as PgColumn, sql.placeholder(`key_${name}`)));
  const { revision } = table;
  const returning = {
    revision,
    savedAt,
    ...(announce ? { announced: notifying(sql.placeholder("channel"), sql.placeholder("payload")) } : {}),
  };
  // Named, so PostgreSQL parses and plans each one once per connection.
  const insert = db
    .insert(table)
    .values({
      ...placeholders(keyNames, "key_"),
      ...placeholders(valueNames, "value_"),
      revision: 1,
    } as PgInsertValue<T>)
    .onConflictDoNothing()
    .returning(returning)
    .prepare(`g2g_write_${++statementCount}`) as PreparedWrite;
  const update = db
    .update(table)
    .set({ ...placeholders(valueNames, "value_"), revision: sql`${revision} + 1` } as PgUpdateSetSource<T>)
    .where(and(...keyCondition, eq(revision, sql.placeholder("baseRevision"))))
    .returning(returning)
    .prepare(`g2g_write_${++statementCount}`) as PreparedWrite;
  const updateMany = batchUpdate(db, table, columns, savedAt, keyNames, valueNames, Boolean(announce));
  const made: WriteStatements = {
    insert,
    updates: new Batcher({
      // Two saves of one document never share a batch: the second is edited from the first's revision.
      key: (write) => keyNames.map((name) => String(write[`key_${name}`])).join("\u0000"),
      // A statement of a few MB at most, as the reflections' (a body may be 512 kB).
      weight: writtenSize,
      maxItems: 100,
      maxWeight: 4_000_000,
      run: async (writes) => {
        // Alone (a quiet server), the plain update: the batch's JSON costs more than it saves for one.
        if (writes.length === 1) return [(await update.execute(writes[0] as PlaceholderValues))[0]];
        const rows = JSON.stringify(writes.map((write, ord) => batchRow(columns, write, ord)));
        const byOrd = new Map<number, Record<string, unknown>>();
        for (const row of await updateMany.execute({ rows })) byOrd.set(Number(row.ord), row);
        return writes.map((_, ord) => byOrd.get(ord));
      },
    }),
  };
  statements.set(shape, made);
  return made;
}

/**
 * The UPDATE of several writes of one shape, prepared once. The batch is one JSON array of rows
 * (`batchRow`): each column as the driver value a single write would send, read as text and cast
 * back to its column's type.
 */
function batchUpdate(
  db: Db,
  table: RevisionedTable,
  columns: Record<string, PgColumn>,
  savedAt: PgColumn,
  keyNames: string[],
  valueNames: string[],
  announces: boolean,
): PreparedWrite {
  const field = (prefix: "key_" | "value_", name: string) =>
    sql`batch.${sql.identifier(prefix + name)}::${sql.raw((columns[name] as PgColumn).getSQLType())}`;
  const recordColumns = [
    "ord integer",
    '"baseRevision" integer',
    ...(announces ? ["channel text", "payload text"] : []),
    ...keyNames.map((name) => `"key_${name}" text`),
    ...valueNames.map((name) => `"value_${name}" text`),
  ].join(", ");
  const { revision } = table;
  return db
    .update(table)
    .set({
      ...Object.fromEntries(valueNames.map((name) => [name, field("value_", name)])),
      revision: sql`${revision} + 1`,
    } as PgUpdateSetSource<RevisionedTable>)
    .from(sql`jsonb_to_recordset(${sql.placeholder("rows")}::jsonb) as batch(${sql.raw(recordColumns)})`)
    .where(
      and(
        ...keyNames.map((name) => eq(columns[name] as PgColumn, field("key_", name))),
        eq(revision, sql`batch."baseRevision"`),
      ),
    )
    .returning({
      ord: sql<number>`batch.ord`,
      revision,
      savedAt,
      ...(announces ? { announced: notifying(sql`batch.channel`, sql`batch.payload`) } : {}),
    })
    .prepare(`g2g_write_${++statementCount}`) as PreparedWrite;
}

/** The values of a prepared write: each key and value column under its placeholder's name. */
function placeholderValues(
  key: object,
  values: object,
  baseRevision: number,
  announce: Announcement | null | undefined,
): PlaceholderValues {
  const filled: PlaceholderValues = { baseRevision, ...announce };
  for (const [name, value] of Object.entries(key)) filled[`key_${name}`] = value;
  for (const [name, value] of Object.entries(values)) {
    if (value !== undefined) filled[`value_${name}`] = value;
  }
  return filled;
}

/** About how many characters a write sends: its text as it is, any other value as JSON. */
function writtenSize(write: PlaceholderValues): number {
  let size = 0;
  for (const value of Object.values(write)) {
    size += typeof value === "string" ? value.length : (JSON.stringify(value)?.length ?? 0);
  }
  return size;
}

/** A write's row in a batch: its place, and each column's value as its driver value. */
function batchRow(columns: Record<string, PgColumn>, write: PlaceholderValues, ord: number) {
  const row: Record<string, unknown> = { ord };
  for (const [name, value] of Object.entries(write)) {
    const column = /^(?:key|value)_(.+)$/.exec(name)?.[1];
    row[name] =
      column === undefined || value === null ? value : (columns[column] as PgColumn).mapToDriverValue(value);
  }
  return row;
}

/**
 * The one revision-guarded write of a synced document (docs/architecture.md, "The synced document"):
 * a first save (base revision 0) inserts the row at revision 1 unless another device created it
 * meanwhile; a later save updates it only while it is still at `baseRevision`. Null when neither
 * happened, which the route answers as a conflict with the stored value. Updates that arrive together
 * are written together (`statementsFor`); reflections have their own batched writer (db/journal-entries.ts).
 */
export async function writeRevisioned<T extends RevisionedTable>(
  db: Db,
  table: T,
  { savedAt, key, values, announce }: RevisionedWrite<T>,
  baseRevision: number,
): Promise<SyncSaved | null> {
  // In a transaction (a write held to her quota, storage-quota.ts) the statement is built each time: named
  // statements are kept with the database handle (preparesWrites), and a transaction is a new one each time.
  const prepared = statementsFor(db, table, { savedAt, key, values, announce });
  if (prepared) {
    const filled = placeholderValues(key, values, baseRevision, announce);
    const written =
      baseRevision === 0 ? (await prepared.insert.execute(filled))[0] : await prepared.updates.run(filled);
    return written ? saved(written) : null;
  }
  const { revision } = table;
  const returning = {
    revision,
    savedAt,
    ...(announce ? { announced: notifying(announce.channel, announce.payload) } : {}),
  };
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
  return written ? saved(written) : null;
}

const saved = (row: Record<string, unknown>): SyncSaved => ({
  revision: Number(row.revision),
  updatedAt: (row.savedAt as Date).toISOString(),
});
