import { type SQL, sql } from "drizzle-orm";
import type { Db } from "./client";

// docs/architecture.md, "Rules in SQL": the functions and triggers the migrations leave in the database, as
// PostgreSQL itself writes them. `npm run db:sql` writes them to src/server/db/sql, where the current body of
// each lives in one place; tests/integration/sql-definitions.test.ts fails when the two differ.

/**
 * Each function of ours (not an extension's) by name, and every trigger, as `pg_get_functiondef` and
 * `pg_get_triggerdef` write them.
 */
export async function sqlDefinitions(db: Db): Promise<{ functions: Map<string, string>; triggers: string }> {
  const functions = await rows<{ name: string; definition: string }>(
    db,
    sql`
    select p.proname as name, pg_get_functiondef(p.oid) as definition
    from pg_proc p join pg_namespace n on n.oid = p.pronamespace
    where n.nspname = 'public' and p.prokind = 'f'
      and not exists (select from pg_depend d where d.objid = p.oid and d.deptype = 'e')
    order by p.proname`,
  );
  const triggers = await rows<{ definition: string }>(
    db,
    sql`
    select pg_get_triggerdef(t.oid) as definition
    from pg_trigger t join pg_class c on c.oid = t.tgrelid join pg_namespace n on n.oid = c.relnamespace
    where n.nspname = 'public' and not t.tgisinternal
    order by c.relname, t.tgname`,
  );
  return {
    functions: new Map(functions.map(({ name, definition }) => [name, `${definition.trim()}\n`])),
    triggers: `${triggers.map(({ definition }) => `${definition};`).join("\n")}\n`,
  };
}

/** The rows of a statement, which PGlite and node-postgres both answer as `{ rows }`. */
const rows = async <T>(db: Db, statement: SQL) =>
  ((await db.execute(statement)) as unknown as { rows: T[] }).rows;
