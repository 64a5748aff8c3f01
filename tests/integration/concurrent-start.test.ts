import { describe, expect, it } from "vitest";
import { openDatabase } from "../../src/server/db/client";
import { createPostgresDatabase } from "../support/test-databases";

// docs/deploy.md: several app servers may start at once on a new PostgreSQL database.
describe.runIf(process.env.TEST_DATABASE_URL)("app servers starting together on PostgreSQL", () => {
  it("all migrate one empty database at once and find the same schema", async () => {
    const postgres = await createPostgresDatabase();
    try {
      const servers = await Promise.all([1, 2, 3].map(() => openDatabase({ databaseUrl: postgres.url })));
      const tables = await Promise.all(
        servers.map(async ({ db }) => {
          const { rows } = (await db.execute(
            "select count(*)::int as n from information_schema.tables where table_schema = 'public'" as never,
          )) as unknown as { rows: { n: number }[] };
          return rows[0]?.n;
        }),
      );
      expect(new Set(tables).size).toBe(1);
      expect(tables[0]).toBeGreaterThan(5);
      await Promise.all(servers.map((server) => server.close()));
    } finally {
      await postgres.drop();
    }
  });
});
