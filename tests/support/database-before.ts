import { cpSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { PGlite } from "@electric-sql/pglite";
import { pg_trgm } from "@electric-sql/pglite/contrib/pg_trgm";
import { drizzle } from "drizzle-orm/pglite";
import { migrate } from "drizzle-orm/pglite/migrator";

const source = join(import.meta.dirname, "../../src/server/db/migrations");

/**
 * A PGlite database as it stood before migration `idx`: every migration from it on is held back until
 * `migrateRest()`, so a test can fill it as an older version of the app would have, then see what the
 * migration does to those rows.
 */
export async function databaseBefore(idx: number) {
  const folder = mkdtempSync(join(tmpdir(), "g2g-migrations-"));
  cpSync(source, folder, { recursive: true });
  const journalPath = join(folder, "meta/_journal.json");
  const full = readFileSync(journalPath, "utf8");
  const journal = JSON.parse(full);
  journal.entries = journal.entries.filter((entry: { idx: number }) => entry.idx < idx);
  writeFileSync(journalPath, JSON.stringify(journal));

  const client = new PGlite({ extensions: { pg_trgm } });
  const db = drizzle(client);
  await migrate(db, { migrationsFolder: folder });
  return {
    db,
    async migrateRest() {
      writeFileSync(journalPath, full);
      await migrate(db, { migrationsFolder: folder });
    },
    async close() {
      await client.close();
      rmSync(folder, { recursive: true, force: true });
    },
  };
}
