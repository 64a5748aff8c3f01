import { eq } from "drizzle-orm";
import { drizzle } from "drizzle-orm/node-postgres";
import pg from "pg";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { AdminMembersPage, AdminOverview } from "../../src/domain/admin-console";
import { openDatabase } from "../../src/server/db/client";
import { adminAudit, user } from "../../src/server/db/schema";
import { json, newMember } from "../support/billing-members";
import { ADMIN_EMAIL, createTestApp, ORIGIN, type TestApp } from "../support/test-app";
import { createPostgresDatabase } from "../support/test-databases";

// DATABASE_REPLICA_URL (docs/deploy.md, "Read replicas"): the console's reads go to the replica, every
// member's reads and writes and the console's writes to the primary. The "replica" here is a second
// database that holds what the test puts in it, so where each read went shows in what it answers; a
// real streaming replica was checked by hand (docs/deploy.md).

describe.runIf(process.env.TEST_DATABASE_URL)("reads that may lag, from a read replica", () => {
  let t: TestApp;
  let replica: { url: string; drop(): Promise<void> };
  let replicaPool: pg.Pool;
  let admin: Awaited<ReturnType<typeof newMember>>;
  let ana: Awaited<ReturnType<typeof newMember>>;

  beforeAll(async () => {
    replica = await createPostgresDatabase();
    // The replica has the primary's schema, as a streaming replica would.
    await (await openDatabase({ databaseUrl: replica.url })).close();
    replicaPool = new pg.Pool({ connectionString: replica.url, max: 2 });
    t = await createTestApp("postgres", { DATABASE_REPLICA_URL: replica.url, PAYMENT_PROVIDER: "local" });
    admin = await newMember(t, ADMIN_EMAIL, "Admin");
    ana = await newMember(t, "ana@example.test", "Ana Primary");
    // The replica holds Ana under another name: whatever reads it shows that name.
    const [row] = await t.deps.database.db.select().from(user).where(eq(user.id, ana.id));
    if (!row) throw new Error("no member");
    await drizzle({ client: replicaPool })
      .insert(user)
      .values({ ...row, name: "Ana as the replica has her" });
  });

  afterAll(async () => {
    await t?.close();
    await replicaPool?.end();
    await replica?.drop();
  });

  it("names the replica in the start-up log", () => {
    expect(t.deps.database.description).toMatch(/, reads that may lag from 127\.0\.0\.1:5432\/g2g_test_\w+$/);
  });

  it("the console's member list and overview are read from the replica", async () => {
    const page = await json<AdminMembersPage>(
      await t.request("/api/admin/members", { cookie: admin.cookie }),
    );
    expect(page.members.map((member) => member.name)).toEqual(["Ana as the replica has her"]);
    const overview = await json<AdminOverview>(
      await t.request("/api/admin/overview", { cookie: admin.cookie }),
    );
    expect(overview.members.total).toBe(1);
  });

  it("a member reads and writes on the primary, and reads her own save at once", async () => {
    const me = await json<{ user: { name: string } }>(await t.request("/api/me", { cookie: ana.cookie }));
    expect(me.user.name).toBe("Ana Primary");
    const saved = await t.request("/api/journal/1", {
      method: "PUT",
      cookie: ana.cookie,
      headers: { origin: ORIGIN },
      json: { value: "Written on the primary.", baseRevision: 0 },
    });
    expect(saved.status).toBe(200);
    const read = await t.request("/api/journal/1", { cookie: ana.cookie });
    expect(await read.json()).toMatchObject({ value: "Written on the primary.", revision: 1 });
  });

  it("what the console writes goes to the primary", async () => {
    const exported = await t.request("/api/admin/members?format=csv", { cookie: admin.cookie });
    expect(exported.status).toBe(200);
    expect(await exported.text()).toContain("Ana as the replica has her");
    const onPrimary = await t.deps.database.db
      .select({ action: adminAudit.action })
      .from(adminAudit)
      .where(eq(adminAudit.actorId, admin.id));
    expect(onPrimary.map((entry) => entry.action)).toContain("members.export");
  });
});
