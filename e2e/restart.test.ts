import { randomBytes } from "node:crypto";
import { mkdtempSync, readFileSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { sql } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { openDatabase } from "../src/server/db/client";
import { createVerifiedMember, startNode } from "../tests/support/server-process";
import { createPostgresDatabase } from "../tests/support/test-databases";

// Issue "Trust", restart: the generated secret, a signed-in session and saved data survive a
// restart of the built server on the same data; running the migrations again changes nothing.

async function call(
  url: string,
  path: string,
  cookie: string,
  init: { method?: string; json?: unknown } = {},
) {
  const res = await fetch(url + path, {
    method: init.method ?? "GET",
    headers: {
      cookie,
      origin: url,
      ...(init.json === undefined ? {} : { "content-type": "application/json" }),
    },
    body: init.json === undefined ? undefined : JSON.stringify(init.json),
  });
  return { status: res.status, body: (await res.json()) as Record<string, unknown> };
}

/** Every table, column and index the migrations made, and the migrations recorded as applied. */
async function schemaOf(options: { databaseUrl?: string; dataDir?: string }) {
  const database = await openDatabase(options);
  try {
    const rows = async (query: ReturnType<typeof sql>) =>
      ((await database.db.execute(query)) as unknown as { rows: unknown[] }).rows;
    return {
      columns: await rows(sql`select table_name, column_name, data_type, is_nullable, column_default
        from information_schema.columns where table_schema = 'public'
        order by table_name, column_name`),
      indexes: await rows(
        sql`select indexname, indexdef from pg_indexes where schemaname = 'public' order by indexname`,
      ),
      migrations: await rows(sql`select hash, created_at from drizzle.__drizzle_migrations order by id`),
    };
  } finally {
    await database.close();
  }
}

const kinds = process.env.TEST_DATABASE_URL ? (["PGlite", "PostgreSQL"] as const) : (["PGlite"] as const);

describe.each(kinds)("a restart on %s", (kind) => {
  it("keeps the generated secret, the session and every saved word; migrating again is a no-op", async () => {
    const dataDir = mkdtempSync(join(tmpdir(), "g2g-restart-"));
    const postgres = kind === "PostgreSQL" ? await createPostgresDatabase() : undefined;
    const env = {
      DATA_DIR: dataDir,
      DATABASE_URL: postgres?.url ?? "",
      // No secret given: the server generates one into DATA_DIR and must find it again.
      BETTER_AUTH_SECRET: "",
      DEV_MAILBOX: "1",
      PAYMENT_PROVIDER: "local",
      TRUST_PROXY: "1",
    };
    try {
      let server = await startNode(["dist/server/main.js"], env, "/healthz");
      const secret = readFileSync(join(dataDir, "auth-secret"), "utf8");
      expect(secret.trim().length).toBeGreaterThanOrEqual(32);
      const email = `restart-${randomBytes(3).toString("hex")}@grace.test`;
      const cookie = await createVerifiedMember(server.url, email, "10.98.0.1");
      const reflection = `Before the restart ✍️ ${randomBytes(8).toString("hex")}`;
      const checkIn = {
        mood: "peaceful",
        energy: "medium",
        gratitude: "Slow mornings",
        challenge: "Too many tabs",
        intention: "Close the laptop at six",
        timestamp: new Date().toISOString(),
      };
      const date = checkIn.timestamp.slice(0, 10);
      const tool = { checkedItems: { "1": true }, reflection: "Asked for a lift «once»" };
      expect(
        (
          await call(server.url, "/api/journal/1", cookie, {
            method: "PUT",
            json: { value: reflection, baseRevision: 0 },
          })
        ).status,
      ).toBe(200);
      expect((await call(server.url, "/api/journal/1/complete", cookie, { method: "POST" })).status).toBe(
        200,
      );
      expect(
        (
          await call(server.url, `/api/check-ins/${date}`, cookie, {
            method: "PUT",
            json: { value: checkIn, baseRevision: 0 },
          })
        ).status,
      ).toBe(200);
      expect(
        (
          await call(server.url, "/api/tools/askForHelp", cookie, {
            method: "PUT",
            json: { value: tool, baseRevision: 0 },
          })
        ).status,
      ).toBe(200);
      expect(
        (
          await call(server.url, "/api/billing/local/confirm", cookie, {
            method: "POST",
            json: { plan: "journey", isAnnual: true },
          })
        ).status,
      ).toBe(200);
      const before = {
        me: await call(server.url, "/api/me", cookie),
        journal: await call(server.url, "/api/journal/1", cookie),
        checkIn: await call(server.url, `/api/check-ins/${date}`, cookie),
        tool: await call(server.url, "/api/tools/askForHelp", cookie),
        subscription: await call(server.url, "/api/subscription", cookie),
        journey: await call(server.url, "/api/journey", cookie),
      };
      expect(before.me.status).toBe(200);
      await server.stop();

      server = await startNode(["dist/server/main.js"], env, "/healthz");
      try {
        expect(readFileSync(join(dataDir, "auth-secret"), "utf8")).toBe(secret);
        // The same cookie is still a session, and everything reads back exactly.
        expect(await call(server.url, "/api/me", cookie)).toEqual(before.me);
        expect(await call(server.url, "/api/journal/1", cookie)).toEqual(before.journal);
        expect(before.journal.body.value).toBe(reflection);
        expect(await call(server.url, `/api/check-ins/${date}`, cookie)).toEqual(before.checkIn);
        expect(await call(server.url, "/api/tools/askForHelp", cookie)).toEqual(before.tool);
        expect(await call(server.url, "/api/subscription", cookie)).toEqual(before.subscription);
        expect(await call(server.url, "/api/journey", cookie)).toEqual(before.journey);
        expect(before.journey.body).toMatchObject({
          progress: { completed: 1 },
          entitlement: { tier: "Grace Journey" },
        });
        // And the member carries on from where she was.
        const next = await call(server.url, "/api/journal/1", cookie, {
          method: "PUT",
          json: { value: `${reflection}, and after`, baseRevision: before.journal.body.revision },
        });
        expect(next.status).toBe(200);
        expect(next.body.revision).toBe((before.journal.body.revision as number) + 1);
      } finally {
        await server.stop();
      }

      // The server migrated on each start; opening the database twice more changes nothing.
      const target = postgres ? { databaseUrl: postgres.url } : { dataDir };
      const first = await schemaOf(target);
      const second = await schemaOf(target);
      expect(second).toEqual(first);
      expect(first.migrations.length).toBeGreaterThanOrEqual(2);
      expect(first.columns.length).toBeGreaterThan(50);
    } finally {
      rmSync(dataDir, { recursive: true, force: true });
      await postgres?.drop();
    }
  }, 120_000);
});
