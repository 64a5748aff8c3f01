import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { AdminStats, AdminUsersPage } from "../../src/domain/billing-api";
import { journalEntries, user } from "../../src/server/db/schema";
import { json, newMember } from "../support/billing-members";
import { ADMIN_EMAIL, createTestApp, ORIGIN, type TestApp } from "../support/test-app";
import { testDatabaseKinds } from "../support/test-databases";

describe.each(testDatabaseKinds)("the admin API on %s", (kind) => {
  let t: TestApp;
  let admin: string;
  let member: { cookie: string; id: string };

  beforeAll(async () => {
    t = await createTestApp(kind, {
      ADMIN_DB_CONSOLE_URL: "https://console.example.test/db",
    });
    admin = (await newMember(t, ADMIN_EMAIL.toUpperCase(), "The Admin")).cookie;
    member = await newMember(t, "member@example.test", "Maya Member");
  });
  afterAll(() => t.close());

  const get = (path: string, cookie?: string) => t.request(path, { cookie });
  const stats = async () => json<AdminStats>(await get("/api/admin/stats", admin));

  it("answers 401 to a visitor and 403 to a member", async () => {
    for (const path of ["/api/admin/stats", "/api/admin/users", "/api/admin/consoles"]) {
      const anonymous = await get(path);
      expect(anonymous.status).toBe(401);
      const asMember = await get(path, member.cookie);
      expect(asMember.status).toBe(403);
      expect(await json(asMember)).toEqual({ error: "Only the administrator can do this." });
    }
  });

  it("answers 403 to an account holding the admin address without having verified it", async () => {
    const db = t.deps.database.db;
    await db.update(user).set({ emailVerified: false }).where(eq(user.email, ADMIN_EMAIL));
    // An edit made straight in the database reaches signed-in sessions once their cached copy is dropped.
    t.deps.sessions.clear();
    try {
      const res = await get("/api/admin/stats", admin);
      expect(res.status).toBe(403);
    } finally {
      await db.update(user).set({ emailVerified: true }).where(eq(user.email, ADMIN_EMAIL));
      t.deps.sessions.clear();
    }
    expect((await get("/api/admin/stats", admin)).status).toBe(200);
  });

  it("counts users, active subscribers and journal entries", async () => {
    const before = await stats();
    const subscriber = await newMember(t, `subscriber-${kind}@example.test`);
    await t.request("/api/billing/local/confirm", {
      method: "POST",
      cookie: subscriber.cookie,
      headers: { origin: ORIGIN },
      json: { plan: "journey", isAnnual: false },
    });
    await t.deps.database.db.insert(journalEntries).values([
      { userId: subscriber.id, day: 1, content: "A first page." },
      { userId: subscriber.id, day: 2, content: "A second page." },
      { userId: member.id, day: 1, content: "Maya's page." },
    ]);
    expect(await stats()).toEqual({
      totalUsers: before.totalUsers + 1,
      activeSubscribers: before.activeSubscribers + 1,
      journalEntries: before.journalEntries + 3,
    });
  });

  it("lists members newest first, with tier and status, searchable by e-mail or name", async () => {
    const page = await json<AdminUsersPage>(await get("/api/admin/users", admin));
    expect(page.page).toBe(1);
    expect(page.pageSize).toBe(20);
    expect(page.total).toBe(page.users.length);
    const maya = page.users.find((row) => row.email === "member@example.test");
    expect(maya).toMatchObject({ name: "Maya Member", emailVerified: true, tier: null, status: "none" });
    const sorted = [...page.users].sort((a, b) => b.createdAt.localeCompare(a.createdAt));
    expect(page.users.map((row) => row.id)).toEqual(sorted.map((row) => row.id));

    const byName = await json<AdminUsersPage>(await get("/api/admin/users?q=maya", admin));
    expect(byName.users.map((row) => row.email)).toEqual(["member@example.test"]);
    const subscribed = await json<AdminUsersPage>(await get(`/api/admin/users?q=subscriber-${kind}`, admin));
    expect(subscribed.users[0]).toMatchObject({
      tier: "Grace Journey",
      status: "trialing",
      subscribed: true,
    });
    // A % is a letter to search for, not a wildcard.
    const wildcard = await json<AdminUsersPage>(await get("/api/admin/users?q=%25", admin));
    expect(wildcard.total).toBe(0);
  });

  it("pages through more members than fit on one page", async () => {
    const now = Date.now();
    await t.deps.database.db.insert(user).values(
      Array.from({ length: 23 }, (_, i) => ({
        id: `paged-${kind}-${i}`,
        name: `Paged ${i}`,
        email: `paged-${i}@example.test`,
        emailVerified: true,
        createdAt: new Date(now + i * 1000),
      })),
    );
    const first = await json<AdminUsersPage>(await get("/api/admin/users?q=paged-", admin));
    const second = await json<AdminUsersPage>(await get("/api/admin/users?q=paged-&page=2", admin));
    expect(first.total).toBe(23);
    expect(first.users).toHaveLength(20);
    expect(first.users[0]?.email).toBe("paged-22@example.test");
    expect(second.users.map((row) => row.email)).toEqual([
      "paged-2@example.test",
      "paged-1@example.test",
      "paged-0@example.test",
    ]);
    expect((await get("/api/admin/users?page=0", admin)).status).toBe(400);
    expect((await get("/api/admin/users?page=abc", admin)).status).toBe(400);
  });

  it("gives the admin the configured console addresses, and null for the unset one", async () => {
    expect(await json(await get("/api/admin/consoles", admin))).toEqual({
      databaseUrl: "https://console.example.test/db",
      functionsUrl: null,
    });
  });
});
