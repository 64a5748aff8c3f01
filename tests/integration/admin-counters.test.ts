import { count, eq, sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { AdminStats } from "../../src/domain/billing-api";
import { journalEntries, subscribers, user } from "../../src/server/db/schema";
import { json, newMember } from "../support/billing-members";
import { ADMIN_EMAIL, createTestApp, ORIGIN, type TestApp } from "../support/test-app";
import { testDatabaseKinds } from "../support/test-databases";

// The admin's three numbers come from counters kept by triggers, not from counting every row: they
// must stay exactly what count(*) says through every kind of change.
describe.each(testDatabaseKinds)("the admin counts on %s", (kind) => {
  let t: TestApp;
  let admin: string;

  beforeAll(async () => {
    t = await createTestApp(kind);
    admin = (await newMember(t, ADMIN_EMAIL, "The Admin")).cookie;
  });
  afterAll(() => t.close());

  const stats = async () => json<AdminStats>(await t.request("/api/admin/stats", { cookie: admin }));
  const counted = async (): Promise<AdminStats> => {
    const { db } = t.deps.database;
    const [[users], [active], [entries]] = await Promise.all([
      db.select({ n: count() }).from(user),
      db.select({ n: count() }).from(subscribers).where(eq(subscribers.subscribed, true)),
      db.select({ n: count() }).from(journalEntries),
    ]);
    return { totalUsers: users?.n ?? 0, activeSubscribers: active?.n ?? 0, journalEntries: entries?.n ?? 0 };
  };
  const subscribe = (cookie: string, plan: string) =>
    t.request("/api/billing/local/confirm", {
      method: "POST",
      cookie,
      headers: { origin: ORIGIN },
      json: { plan, isAnnual: false },
    });

  it("match count(*) after sign-ups, saves, a switch of plan, a cancellation and a deleted account", async () => {
    const members = [await newMember(t, "count-1@example.test"), await newMember(t, "count-2@example.test")];
    for (const who of members) {
      expect((await subscribe(who.cookie, "flow")).status).toBe(200);
      await t.request("/api/journal/1", {
        method: "PUT",
        cookie: who.cookie,
        headers: { origin: ORIGIN },
        json: { value: "A page.", baseRevision: 0 },
      });
    }
    expect(await stats()).toEqual(await counted());

    const [first, second] = members as [(typeof members)[number], (typeof members)[number]];
    expect((await subscribe(first.cookie, "journey")).status).toBe(200);
    const cancel = await t.request("/api/billing/local/cancel", {
      method: "POST",
      cookie: second.cookie,
      headers: { origin: ORIGIN },
      json: { atPeriodEnd: false },
    });
    expect(cancel.status).toBe(200);
    expect(await stats()).toEqual(await counted());

    // Deleting an account removes its subscription and journal entries with it (ON DELETE CASCADE).
    const before = await stats();
    await t.deps.database.db.delete(user).where(eq(user.id, first.id));
    expect(await stats()).toEqual({
      totalUsers: before.totalUsers - 1,
      activeSubscribers: before.activeSubscribers - 1,
      journalEntries: before.journalEntries - 1,
    });
    expect(await stats()).toEqual(await counted());
  });

  it("recount on demand gives the same numbers", async () => {
    const before = await stats();
    await t.deps.database.db.execute(sql`select refresh_app_counters()`);
    expect(await stats()).toEqual(before);
    expect(before).toEqual(await counted());
  });
});
