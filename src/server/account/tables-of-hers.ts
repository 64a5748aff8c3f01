import { eq, getTableColumns, getTableName, is } from "drizzle-orm";
import { getTableConfig, type PgColumn, PgTable } from "drizzle-orm/pg-core";
import type { Db } from "../db/client";
import * as schema from "../db/schema";
import { user } from "../db/schema";
import { wordsOf } from "../storage-quota";

// The tables holding her rows, found in the schema itself, so that a new table is in her export without an
// edit (docs/architecture.md, "Her words back"): every table with a `userId` column.

/**
 * A column named for a secret (a password or its hash, a token, an API or private key, a one-time or backup code): never
 * read for her export. Broad on purpose: a column of hers it wrongly catches holds no words of hers.
 */
export const SECRET_COLUMN = /password|token|secret|hash|otp|backup|credential|api_?key|private_?key/i;

/** A table of the schema with her id in `userId`, under its name in the schema module. */
export interface TableOfHers {
  exportName: string;
  table: PgTable;
  userId: PgColumn;
}

/** Every table of `tables` (the schema module unless a test says) with a `userId` column, by its SQL name. */
export function tablesOfHers(tables: Record<string, unknown> = schema): Map<string, TableOfHers> {
  const found = new Map<string, TableOfHers>();
  for (const [exportName, table] of Object.entries(tables)) {
    if (!is(table, PgTable)) continue;
    const userId = (getTableColumns(table) as Record<string, PgColumn>).userId;
    if (userId) found.set(getTableName(table), { exportName, table, userId });
  }
  return found;
}

/**
 * Her rows of a table as stored, in the order of its primary key: every column but her id, the secrets and
 * any other member's id (a column referencing `user`), which are never read. Words sealed on her device stay
 * sealed, as her device opens them.
 */
export async function plainRowsOf(db: Db, { table, userId }: TableOfHers, herId: string) {
  const { columns: all, primaryKeys, foreignKeys } = getTableConfig(table);
  const members = new Set(
    foreignKeys
      .map((key) => key.reference())
      .filter((reference) => reference.foreignTable === user)
      .flatMap((reference) => reference.columns),
  );
  const columns = Object.entries(getTableColumns(table) as Record<string, PgColumn>).filter(
    ([name, column]) =>
      column !== userId &&
      !members.has(column) &&
      !SECRET_COLUMN.test(name) &&
      !SECRET_COLUMN.test(column.name),
  );
  const order = [...all.filter((column) => column.primary), ...(primaryKeys[0]?.columns ?? [])];
  const rows = await db
    .select(Object.fromEntries(columns))
    .from(table)
    .where(eq(userId, herId))
    .orderBy(...order);
  // A bigint column read as a BigInt would stop her JSON export: it goes as its digits.
  return rows.map((row) =>
    Object.fromEntries(
      Object.entries(row).map(([name, value]) => [
        name,
        typeof value === "bigint" ? value.toString() : value,
      ]),
    ),
  );
}

/**
 * The fields holding her words in each table of hers, by its name in the schema: the columns storage-quota.ts's
 * `wordsOf` names for each kind of document, so her Markdown prints a new kind's words with no edit.
 */
export function wordFieldsOf(tables: Map<string, TableOfHers> = tablesOfHers()): Map<string, string[]> {
  const fields = new Map<string, string[]>();
  for (const column of Object.values(wordsOf).flatMap((columns) => columns ?? [])) {
    const found = tables.get(getTableName(column.table));
    const columns = Object.entries(getTableColumns(column.table) as Record<string, PgColumn>);
    const name = columns.find(([, each]) => each === column)?.[0];
    if (found && name) fields.set(found.exportName, [...(fields.get(found.exportName) ?? []), name]);
  }
  return fields;
}
