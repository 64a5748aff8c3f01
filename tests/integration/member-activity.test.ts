import { eq, sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { memberActivity, user } from "../../src/server/db/schema";
import { createTestApp, signUpVerified, type TestApp } from "../support/test-app";
import { testDatabaseKinds } from "../support/test-databases";

// The console's activity row (member_activity) follows her writing: each save, check-in and tool
// update keeps it current, but a write that finds it current already (active within the minute,
// this week counted) leaves it alone (migration 0014).

describe.each(testDatabaseKinds)("her activity row on %s", (kind) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp(kind, { WRITES_PER_MINUTE: "1000" });
  });
  afterAll(() => t.close());

  const activityOf = async (userId: string) => {
    const [row] = await t.deps.database.db
      .select()
      .from(memberActivity)
      .where(eq(memberActivity.userId, userId));
    return row;
  };
  const setActivity = (userId: string, values: Partial<typeof memberActivity.$inferInsert>) =>
    t.deps.database.db.update(memberActivity).set(values).where(eq(memberActivity.userId, userId));

  let revision = 0;
  /** A new member, her tool at revision 0 again. */
  const signUp = async (email: string) => {
    revision = 0;
    const cookie = await signUpVerified(t, email);
    const me = (await (await t.request("/api/me", { cookie })).json()) as { user: { id: string } };
    return { cookie, id: me.user.id };
  };
  const useTool = async (cookie: string, note: string) => {
    const res = await t.request("/api/tools/askForHelp", {
      method: "PUT",
      json: { value: { checkedItems: {}, reflection: note }, baseRevision: revision },
      cookie,
    });
    expect(res.status).toBe(200);
    revision = ((await res.json()) as { revision: number }).revision;
  };

  it("is written by her first tool update, left alone within the minute, moved on after it", async () => {
    const { cookie, id } = await signUp(`activity-${kind}@example.test`);

    await useTool(cookie, "First.");
    const first = await activityOf(id);
    expect(first?.activeWeeks).toBe(1);
    expect(Date.now() - (first?.lastActiveAt.getTime() ?? 0)).toBeLessThan(60_000);

    const halfAMinuteAgo = new Date(Date.now() - 30_000);
    await setActivity(id, { lastActiveAt: halfAMinuteAgo });
    await useTool(cookie, "Second.");
    expect((await activityOf(id))?.lastActiveAt.getTime()).toBe(halfAMinuteAgo.getTime());

    await setActivity(id, { lastActiveAt: new Date(Date.now() - 2 * 60_000) });
    await useTool(cookie, "Third.");
    expect(Date.now() - ((await activityOf(id))?.lastActiveAt.getTime() ?? 0)).toBeLessThan(60_000);
  });

  it("counts a new week at once, even within the minute", async () => {
    const { cookie, id } = await signUp(`weeks-${kind}@example.test`);
    await useTool(cookie, "This week.");
    // She joined two weeks ago: this week is her third, bit 2.
    await t.deps.database.db
      .update(user)
      .set({ createdAt: sql`now() - interval '14 days'` })
      .where(eq(user.id, id));
    await setActivity(id, { lastActiveAt: new Date(), activeWeeks: 1 });
    await useTool(cookie, "Two weeks on.");
    expect((await activityOf(id))?.activeWeeks).toBe(1 | (1 << 2));
  });

  it("counts a completed day within the minute", async () => {
    const { cookie, id } = await signUp(`completed-${kind}@example.test`);
    const saved = await t.request("/api/journal/1", {
      method: "PUT",
      json: { value: "Day one.", baseRevision: 0 },
      cookie,
    });
    expect(saved.status).toBe(200);
    expect((await activityOf(id))?.daysCompleted).toBe(0);
    const completed = await t.request("/api/journal/1/complete", { method: "POST", cookie });
    expect(completed.status).toBe(200);
    const row = await activityOf(id);
    expect(row?.daysCompleted).toBe(1);
    expect(row?.lastCompletedDay).toBe(1);
  });
});
