import { eq, sql } from "drizzle-orm";
import pg from "pg";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { bootstrap } from "../../src/server/bootstrap";
import { loadConfig } from "../../src/server/config";
import { notifying } from "../../src/server/db/revisioned";
import { session } from "../../src/server/db/schema";
import { newMember } from "../support/billing-members";
import { inProcessApp, ORIGIN, type TestApp } from "../support/test-app";
import {
  createPostgresDatabase,
  describeDatabase,
  postgresEnv,
  scaleOutPostgresKinds,
} from "../support/test-databases";

// Two app servers over one PostgreSQL database, in one process: what changes through A is seen
// through B at once, because B's caches hear A's NOTIFY (src/server/db/change-feed.ts). Directly, and
// through PgBouncer in transaction mode when .ci/run has started one, LISTEN then going direct.

const WITHIN_MS = 2_000;

async function eventually<T>(ask: () => Promise<T>, expected: T): Promise<T> {
  const deadline = Date.now() + WITHIN_MS;
  let answer = await ask();
  while (answer !== expected && Date.now() < deadline) {
    await new Promise((resolve) => setTimeout(resolve, 25));
    answer = await ask();
  }
  return answer;
}

for (const kind of scaleOutPostgresKinds)
  describe.runIf(process.env.TEST_DATABASE_URL)(
    `caches across app servers on ${describeDatabase(kind)}`,
    () => {
      let a: TestApp;
      let b: TestApp;
      let drop: () => Promise<void>;
      let databaseName: string;

      beforeAll(async () => {
        const database = await createPostgresDatabase();
        drop = database.drop;
        databaseName = new URL(database.url).pathname.slice(1);
        const server = async () => {
          const config = loadConfig({
            NODE_ENV: "test",
            DEV_MAILBOX: "1",
            BETTER_AUTH_SECRET: "test-secret-test-secret-test-secret-0123",
            ...postgresEnv(kind, database.url),
            PAYMENT_PROVIDER: "local",
          });
          const deps = await bootstrap(config, { log: () => undefined });
          return inProcessApp(deps, () => deps.database.close());
        };
        a = await server();
        b = await server();
      });

      afterAll(async () => {
        await a?.close();
        await b?.close();
        await drop?.();
      });

      const dayTwelve = (t: TestApp, cookie: string) =>
        t.request("/api/journey/days/12", { cookie }).then((res) => res.status);
      const me = (t: TestApp, cookie: string) => t.request("/api/me", { cookie }).then((res) => res.status);
      const post = (t: TestApp, path: string, cookie: string, json: unknown = {}) =>
        t.request(path, { method: "POST", cookie, json, headers: { origin: ORIGIN } });

      it("a subscription paid through A opens paid days on B, and a cancellation through A closes them", async () => {
        const member = await newMember(a, "pays@example.test");
        expect(await dayTwelve(b, member.cookie)).toBe(403);
        expect(
          (await post(a, "/api/billing/local/confirm", member.cookie, { plan: "journey", isAnnual: false }))
            .status,
        ).toBe(200);
        expect(await eventually(() => dayTwelve(b, member.cookie), 200)).toBe(200);
        expect(
          (await post(a, "/api/billing/local/cancel", member.cookie, { atPeriodEnd: false })).status,
        ).toBe(200);
        expect(await eventually(() => dayTwelve(b, member.cookie), 403)).toBe(403);
      });

      it("a day completed and a check-in saved through A show on B's dashboard", async () => {
        const member = await newMember(a, "progresses@example.test");
        const dashboard = async () =>
          (await (await b.request("/api/journey", { cookie: member.cookie })).json()) as {
            progress: { completed: number };
            latestEnergy: string | null;
          };
        expect((await dashboard()).progress.completed).toBe(0);
        expect((await post(a, "/api/journal/1/complete", member.cookie)).status).toBe(200);
        expect(await eventually(async () => (await dashboard()).progress.completed, 1)).toBe(1);
        const today = new Date().toISOString().slice(0, 10);
        const checkIn = await a.request(`/api/check-ins/${today}`, {
          method: "PUT",
          cookie: member.cookie,
          headers: { origin: ORIGIN },
          json: {
            value: {
              mood: "peaceful",
              energy: "low",
              gratitude: "Tea.",
              challenge: "Emails.",
              intention: "A walk.",
              timestamp: new Date().toISOString(),
            },
            baseRevision: 0,
          },
        });
        expect(checkIn.status).toBe(200);
        expect(await eventually(async () => (await dashboard()).latestEnergy, "low")).toBe("low");
      });

      it("each server hears another's change once and passes over its own, which it heard when it sent it", async () => {
        const heard = (t: TestApp) => {
          const members: string[] = [];
          t.deps.database.changes.subscribe((change) => {
            if (change.kind === "subscriber" || change.kind === "progress") members.push(change.userId);
          });
          return members;
        };
        const byA = heard(a);
        const byB = heard(b);
        await a.deps.database.changes.publish({ kind: "subscriber", userId: "sent-by-a" });
        // A write's statement carries this one when A brings its own copy up to date: only the others hear it.
        const announcement = a.deps.database.changes.announcement({
          kind: "progress",
          userId: "only-for-others",
        });
        if (!announcement) throw new Error("PostgreSQL announces changes");
        await a.deps.database.db.execute(
          sql`select ${notifying(announcement.channel, announcement.payload)}`,
        );
        // Sent after A's: once both have heard it, A's NOTIFYs have reached every listener (commit order).
        await b.deps.database.changes.publish({ kind: "subscriber", userId: "sent-by-b" });
        expect(await eventually(async () => byA.includes("sent-by-b"), true)).toBe(true);
        expect(await eventually(async () => byB.includes("sent-by-a"), true)).toBe(true);
        expect(byA).toEqual(["sent-by-a", "sent-by-b"]);
        // B may hear A's before it sends its own.
        expect(byB.toSorted()).toEqual(["only-for-others", "sent-by-a", "sent-by-b"]);
      });

      it("signing out through A ends the session on B", async () => {
        const member = await newMember(a, "leaves@example.test");
        expect(await me(b, member.cookie)).toBe(200);
        expect((await post(a, "/api/auth/sign-out", member.cookie)).status).toBe(200);
        expect(await eventually(() => me(b, member.cookie), 401)).toBe(401);
      });

      it("when B loses its listening connection it reconnects and drops what it cached", async () => {
        const member = await newMember(a, "stays@example.test");
        expect(await me(b, member.cookie)).toBe(200);

        const admin = new pg.Client({ connectionString: process.env.TEST_DATABASE_URL });
        await admin.connect();
        try {
          // End every LISTEN connection on this database: A's and B's change feeds both lose theirs.
          const { rows } = await admin.query(
            `select pg_terminate_backend(pid) from pg_stat_activity where query ilike 'LISTEN%' and datname = $1`,
            [databaseName],
          );
          expect(rows.length).toBe(2);
          // Her session ends while no one listens: nothing announces it, yet B must not keep serving it.
          const ended = await b.deps.database.db
            .delete(session)
            .where(eq(session.userId, member.id))
            .returning();
          expect(ended.length).toBe(1);
          expect(await eventually(() => me(b, member.cookie), 401)).toBe(401);
          // B listens again, so its cache serves again.
          expect(await eventually(async () => b.deps.database.changes.live, true)).toBe(true);
        } finally {
          await admin.end();
        }
      });
    },
  );
