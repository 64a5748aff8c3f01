import { mkdirSync, readdirSync, rmSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import { openDatabase } from "../src/server/db/client";
import { sqlDefinitions } from "../src/server/db/sql-definitions";

// npm run db:sql — after a migration adds or redefines a function or trigger, writes the definitions a fresh
// database now holds to src/server/db/sql (docs/architecture.md, "Rules in SQL"): one file per function,
// and triggers.sql. The definitions test compares them with the database's on both databases.

const dir = join(import.meta.dirname, "../src/server/db/sql");
const database = await openDatabase({});
try {
  const { functions, triggers } = await sqlDefinitions(database.db);
  mkdirSync(dir, { recursive: true });
  for (const file of readdirSync(dir)) if (file.endsWith(".sql")) rmSync(join(dir, file));
  for (const [name, definition] of functions) writeFileSync(join(dir, `${name}.sql`), definition);
  writeFileSync(join(dir, "triggers.sql"), triggers);
  console.log(`${functions.size} functions and the triggers written to src/server/db/sql`);
} finally {
  await database.close();
}
