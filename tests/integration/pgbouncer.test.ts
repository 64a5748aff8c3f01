import { sql } from "drizzle-orm";
import pg from "pg";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { openDatabase } from "../../src/server/db/client";
import { newMember } from "../support/billing-members";
import { createTestApp, ORIGIN, type TestApp } from "../support/test-app";
import { createPostgresDatabase, postgresEnv } from "../support/test-databases";

// DATABASE_URL through PgBouncer in transaction mode, DATABASE_DIRECT_URL at PostgreSQL itself
// (docs/deploy.md, "Through PgBouncer"): run when .ci/run has started one (TEST_PGBOUNCER_URL).
// Debian 12's PgBouncer 1.18 keeps no statement prepared by name from one transaction to the next.

const pooled = Boolean(process.env.TEST_DATABASE_URL && process.env.TEST_PGBOUNCER_URL);

describe.runIf(pooled)("an app server through PgBouncer in transaction mode", () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp("pgbouncer", { PAYMENT_PROVIDER: "local" });
  });
  afterAll(() => t?.close());

  it("names the pooler and PostgreSQL in the start-up log", () => {
    expect(t.deps.database.description).toMatch(
      /^PostgreSQL \(127\.0\.0\.1:\d+\/g2g_test_\w+ through a pooler, 127\.0\.0\.1:5432\/g2g_test_\w+ direct\)$/,
    );
  });

  it("saves many members' reflections and check-ins at once, each answered 200 and read back", async () => {
    const members = await Promise.all(
      [1, 2, 3, 4, 5, 6].map((n) => newMember(t, `pooled-${n}@example.test`)),
    );
    const put = (cookie: string, path: string, value: unknown, baseRevision: number) =>
      t.request(path, {
        method: "PUT",
        cookie,
        headers: { origin: ORIGIN },
        json: { value, baseRevision },
        background: "leave",
      });
    const today = new Date().toISOString().slice(0, 10);
    // Three rounds, every member at once: the statements each save uses run on whichever of
    // PgBouncer's connections is free, again and again.
    for (let round = 0; round < 3; round++) {
      const answers = await Promise.all(
        members.flatMap((member) => [
          put(member.cookie, "/api/journal/1", `Round ${round}, page one.`, round),
          put(member.cookie, "/api/journal/2", `Round ${round}, page two.`, round),
          put(
            member.cookie,
            `/api/check-ins/${today}`,
            {
              mood: "peaceful",
              energy: "medium",
              gratitude: `Round ${round}.`,
              challenge: "",
              intention: "",
              timestamp: new Date().toISOString(),
            },
            round,
          ),
        ]),
      );
      expect(answers.map((res) => res.status)).toEqual(answers.map(() => 200));
    }
    for (const member of members) {
      const read = await t.request("/api/journal/2", { cookie: member.cookie });
      expect(await read.json()).toMatchObject({ value: "Round 2, page two.", revision: 3 });
    }
  });
});

describe.runIf(pooled)("app servers starting together through PgBouncer", () => {
  it("migrate on PostgreSQL itself and leave no migration lock held", async () => {
    const postgres = await createPostgresDatabase();
    const env = postgresEnv("pgbouncer", postgres.url);
    try {
      const servers = await Promise.all(
        [1, 2, 3].map(() =>
          openDatabase({ databaseUrl: env.DATABASE_URL, databaseDirectUrl: env.DATABASE_DIRECT_URL }),
        ),
      );
      const counts = await Promise.all(
        servers.map(async ({ db }) => {
          const result = await db.execute(sql`select count(*)::int as n from "user"`);
          return (result as unknown as { rows: { n: number }[] }).rows[0]?.n;
        }),
      );
      expect(counts).toEqual([0, 0, 0]);
      // A session's advisory lock taken through the pooler would stay on whichever server connection
      // ran it, blocking the next start for good.
      const admin = new pg.Client({ connectionString: postgres.url });
      await admin.connect();
      const { rows } = await admin.query(
        "select count(*)::int as n from pg_locks where locktype = 'advisory' and database = (select oid from pg_database where datname = current_database())",
      );
      await admin.end();
      expect(rows[0].n).toBe(0);
      await Promise.all(servers.map((server) => server.close()));
    } finally {
      await postgres.drop();
    }
  });
});
