import { randomBytes } from "node:crypto";
import pg from "pg";

/** PGlite; PostgreSQL directly; PostgreSQL through PgBouncer in transaction mode (scale-out tests only). */
export type TestDatabaseKind = "pglite" | "postgres" | "pgbouncer";

/** PGlite always; PostgreSQL too when TEST_DATABASE_URL is set (CI points it at the local server). */
export const testDatabaseKinds: TestDatabaseKind[] = process.env.TEST_DATABASE_URL
  ? ["pglite", "postgres"]
  : ["pglite"];

/**
 * The scale-out tests' databases: the above, and PostgreSQL through PgBouncer when .ci/run has started
 * one (TEST_PGBOUNCER_URL; docs/deploy.md, "Through PgBouncer").
 */
export const scaleOutDatabaseKinds: TestDatabaseKind[] = [
  ...testDatabaseKinds,
  ...(process.env.TEST_DATABASE_URL && process.env.TEST_PGBOUNCER_URL ? (["pgbouncer"] as const) : []),
];

/**
 * The PostgreSQL routes of the two-server tests: directly, and through PgBouncer when .ci/run has started
 * one. Each runs only when TEST_DATABASE_URL is set (`describe.runIf`), so a file of them still holds a suite.
 */
export const scaleOutPostgresKinds: TestDatabaseKind[] = [
  "postgres",
  ...(process.env.TEST_PGBOUNCER_URL ? (["pgbouncer"] as const) : []),
];

/** How an app server reaches the database `url` names on the local PostgreSQL, as `kind` says. */
export function postgresEnv(kind: TestDatabaseKind, url: string): Record<string, string> {
  return kind === "pgbouncer"
    ? { DATABASE_URL: throughPgBouncer(url), DATABASE_DIRECT_URL: url }
    : { DATABASE_URL: url };
}

/** What a test names a kind of database as. */
export const describeDatabase = (kind: TestDatabaseKind) =>
  ({ pglite: "PGlite", postgres: "PostgreSQL", pgbouncer: "PostgreSQL through PgBouncer" })[kind];

/** A fresh, empty PostgreSQL database for one test file; `drop` removes it. */
export async function createPostgresDatabase(): Promise<{ url: string; drop(): Promise<void> }> {
  const adminUrl = process.env.TEST_DATABASE_URL;
  if (!adminUrl) throw new Error("TEST_DATABASE_URL is not set");
  const name = `g2g_test_${randomBytes(6).toString("hex")}`;
  const admin = new pg.Client({ connectionString: adminUrl });
  await admin.connect();
  await admin.query(`create database ${name}`);
  await admin.end();
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  return {
    url: url.toString(),
    async drop() {
      const client = new pg.Client({ connectionString: adminUrl });
      await client.connect();
      await client.query(`drop database if exists ${name} with (force)`);
      await client.end();
    },
  };
}

/**
 * `url` (a database on the local PostgreSQL) as reached through the PgBouncer .ci/run starts in
 * transaction mode (tests/support/pgbouncer.ini), which passes any database name on.
 */
function throughPgBouncer(url: string): string {
  const pooler = process.env.TEST_PGBOUNCER_URL;
  if (!pooler) throw new Error("TEST_PGBOUNCER_URL is not set");
  const pooled = new URL(url);
  const { hostname, port } = new URL(pooler);
  pooled.hostname = hostname;
  pooled.port = port;
  return pooled.toString();
}
