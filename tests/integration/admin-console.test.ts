import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type {
  AdminAudit,
  AdminCohorts,
  AdminFunnel,
  AdminMemberDetail,
  AdminMembersPage,
  AdminOverview,
} from "../../src/domain/admin-console";
import type { SubscriptionState } from "../../src/domain/billing-api";
import { user } from "../../src/server/db/schema";
import { json, newMember } from "../support/billing-members";
import { ADMIN_EMAIL, createTestApp, latestLink, ORIGIN, type TestApp } from "../support/test-app";
import { testDatabaseKinds } from "../support/test-databases";

// The operator's console (docs/architecture.md, "The console"): the scripted scenario in test mode,
// then each read and action, on PGlite and PostgreSQL.

type Member = Awaited<ReturnType<typeof newMember>>;

describe.each(testDatabaseKinds)("the operator's console on %s", (kind) => {
  let t: TestApp;
  let admin: Member;
  const m: Member[] = [];

  const get = (path: string, cookie = admin.cookie) => t.request(path, { cookie });
  const send = (
    method: string,
    path: string,
    body?: unknown,
    cookie = admin.cookie,
    origin: string | null = ORIGIN,
  ) =>
    t.request(path, {
      method,
      cookie,
      json: body,
      headers: origin ? { origin } : {},
    });
  const ok = async (res: Promise<Response>) => {
    const answer = await res;
    if (answer.status !== 200) throw new Error(`${answer.status} ${await answer.text()}`);
    return answer;
  };

  beforeAll(async () => {
    t = await createTestApp(kind);
    admin = await newMember(t, ADMIN_EMAIL, "The Admin");
    for (const [i, name] of ["Ann One", "Bea Two", "Cleo Three", "Dee Four"].entries()) {
      m.push(await newMember(t, `member-${i + 1}@example.test`, name));
    }
    const [m1, m2, m3, m4] = m as [Member, Member, Member, Member];
    const confirm = (who: Member, plan: string, isAnnual: boolean) =>
      ok(send("POST", "/api/billing/local/confirm", { plan, isAnnual }, who.cookie));
    const endTrial = (who: Member) => ok(send("POST", "/api/billing/local/end-trial", undefined, who.cookie));
    await confirm(m1, "flow", false);
    await endTrial(m1);
    await confirm(m2, "journey", true);
    await endTrial(m2);
    await confirm(m3, "collective", false);
    await confirm(m4, "collective", false);
    await endTrial(m4);
    await ok(send("POST", "/api/billing/local/cancel", { atPeriodEnd: false }, m4.cookie));
  });
  afterAll(() => t.close());

  it("answers the scripted scenario: MRR 2950, two paying, one trial, one cancelled", async () => {
    const overview = await json<AdminOverview>(await ok(get("/api/admin/overview")));
    expect(overview.mrrCents).toBe(2950);
    // Four members: the admin's own account is not one of them.
    expect(overview.members).toMatchObject({
      total: 4,
      active: 2,
      trialing: 1,
      canceled: 1,
      free: 0,
      comped: 0,
    });
    expect(overview.byPlan).toContainEqual({
      plan: "Grace Journey",
      period: "annual",
      members: 1,
      mrrCents: 1850,
    });
    expect(overview.byPlan).toContainEqual({
      plan: "Grace Flow",
      period: "monthly",
      members: 1,
      mrrCents: 1100,
    });
    expect(overview.trials).toEqual({ started: 4, converted: 3, canceled: 0 });
    // This month's money, from the payments: the three trials that ended were billed (issue #45 item 6).
    expect(overview.revenue).toEqual({
      month: new Date().toISOString().slice(0, 7),
      collectedCents: 1100 + 22200 + 3300,
      refundedCents: 0,
      giftsCents: 0,
    });
    expect(overview.churn).toMatchObject({
      month: new Date().toISOString().slice(0, 7),
      canceled: 1,
      paidInMonth: 3,
      rate: 1 / 3,
    });
    expect(overview.weekly).toHaveLength(12);
    const thisWeek = overview.weekly.at(-1);
    expect(thisWeek).toMatchObject({ newMembers: 4, newPaid: 3, canceled: 1 });
  });

  it("lists exactly members 1 and 2 in the CSV of status=active", async () => {
    const res = await ok(get("/api/admin/members?status=active&format=csv"));
    expect(res.headers.get("content-type")).toContain("text/csv");
    expect(res.headers.get("content-disposition")).toContain("attachment");
    const lines = (await res.text()).trim().split("\r\n");
    expect(lines[0]).toBe(
      "id,name,email,plan,period,status,renewsOrEndsOn,cancelScheduled,joinedAt,lastActiveAt,daysCompleted",
    );
    expect(
      lines
        .slice(1)
        .map((line) => line.split(",")[2])
        .sort(),
    ).toEqual(['"member-1@example.test"', '"member-2@example.test"']);
  });

  it("records each change of her subscription with its cause", async () => {
    const detail = await json<AdminMemberDetail>(await ok(get(`/api/admin/members/${m[3]?.id}`)));
    expect(detail.history.map((entry) => [entry.fromStatus, entry.toStatus, entry.cause])).toEqual([
      ["active", "canceled", "cancel"],
      ["trialing", "active", "end_trial"],
      ["none", "trialing", "checkout"],
    ]);
    expect(detail.history[1]).toMatchObject({ plan: "Grace Collective", period: "monthly" });
    expect(detail.member).toMatchObject({
      status: "canceled",
      email: "member-4@example.test",
      remindersOn: false,
    });
    // Her verification and welcome mails, by subject only.
    expect(detail.mails.map((mail) => mail.subject)).toContain("Confirm your e-mail for Grind to Grace");
  });

  it("turns away visitors (401) and members (403) on every console route", async () => {
    const id = m[0]?.id as string;
    const routes: [string, string, unknown?][] = [
      ["GET", "/api/admin/overview"],
      ["GET", "/api/admin/funnel"],
      ["GET", "/api/admin/cohorts"],
      ["GET", "/api/admin/members"],
      ["GET", "/api/admin/members?format=csv"],
      ["GET", `/api/admin/members/${id}`],
      ["GET", "/api/admin/audit"],
      ["GET", "/api/admin/notices"],
      ["PUT", "/api/admin/notices", { mode: "each" }],
      ["POST", `/api/admin/members/${id}/comp`, { plan: "flow", until: null }],
      ["DELETE", `/api/admin/members/${id}/comp`],
      ["POST", `/api/admin/members/${id}/verification`],
    ];
    for (const [method, path, body] of routes) {
      expect((await t.request(path, { method, json: body, headers: { origin: ORIGIN } })).status, path).toBe(
        401,
      );
      const asMember = await send(method, path, body, m[0]?.cookie);
      expect(asMember.status, `${method} ${path}`).toBe(403);
    }
    // Every action refuses a request from another site, even the admin's.
    for (const [method, path, body] of routes.filter(([method]) => method !== "GET")) {
      expect((await send(method, path, body, admin.cookie, "https://evil.example")).status, path).toBe(403);
      const crossSite = await t.request(path, {
        method,
        cookie: admin.cookie,
        json: body,
        headers: { "sec-fetch-site": "cross-site" },
      });
      expect(crossSite.status, path).toBe(403);
    }
    expect(await json<{ mode: string }>(await get("/api/admin/notices"))).toEqual({ mode: "off" });
  });

  it("gives complimentary access to a member who does not pay, refuses it to one who does, and ends it", async () => {
    const paying = await send("POST", `/api/admin/members/${m[0]?.id}/comp`, {
      plan: "collective",
      until: null,
    });
    expect(paying.status).toBe(409);
    expect((await json(paying)).error).toMatch(/^She pays for Grace Flow/);

    const her = await newMember(t, `comped-${kind}@example.test`, "Hope Given");
    const granted = await json<AdminMemberDetail>(
      await ok(send("POST", `/api/admin/members/${her.id}/comp`, { plan: "journey", until: null })),
    );
    expect(granted.comp).toEqual({ plan: "Grace Journey", until: null });
    expect(await json<SubscriptionState>(await get("/api/subscription", her.cookie))).toMatchObject({
      subscribed: true,
      subscription_tier: "Grace Journey",
      status: "comped",
      subscription_end: null,
    });
    // Her paid days open: day 16 is Grace Journey's.
    expect((await get("/api/journey/days/16", her.cookie)).status).not.toBe(403);

    const until = new Date(Date.now() + 30 * 86_400_000).toISOString().slice(0, 10);
    const dated = await json<AdminMemberDetail>(
      await ok(send("POST", `/api/admin/members/${her.id}/comp`, { plan: "flow", until })),
    );
    expect(dated.comp).toEqual({ plan: "Grace Flow", until });
    const state = await json<SubscriptionState>(await get("/api/subscription", her.cookie));
    expect(state.subscription_end?.slice(0, 10)).toBe(until);
    const overview = await json<AdminOverview>(await get("/api/admin/overview"));
    expect(overview.members.comped).toBe(1);
    expect(overview.mrrCents).toBe(2950);

    const ended = await json<AdminMemberDetail>(
      await ok(send("DELETE", `/api/admin/members/${her.id}/comp`)),
    );
    expect(ended.comp).toBeNull();
    expect(await json<SubscriptionState>(await get("/api/subscription", her.cookie))).toMatchObject({
      subscribed: false,
    });
    expect((await send("DELETE", `/api/admin/members/${her.id}/comp`)).status).toBe(409);
    expect(ended.history.map((entry) => entry.cause)).toEqual(["comp_end", "comp", "comp"]);

    const pastDate = await send("POST", `/api/admin/members/${her.id}/comp`, {
      plan: "flow",
      until: "2020-01-01",
    });
    expect(pastDate.status).toBe(400);
    expect(
      (await send("POST", `/api/admin/members/${her.id}/comp`, { plan: "gold", until: null })).status,
    ).toBe(400);
    expect((await send("POST", "/api/admin/members/nobody/comp", { plan: "flow", until: null })).status).toBe(
      404,
    );
  });

  it("keeps the audit log after the member deletes her account, naming her a deleted member", async () => {
    const her = await newMember(t, `audited-${kind}@example.test`, "Ada Audit");
    await ok(send("POST", `/api/admin/members/${her.id}/comp`, { plan: "flow", until: null }));
    await ok(send("DELETE", "/api/account", { password: "grace-123" }, her.cookie));
    const audit = await json<AdminAudit>(await ok(get("/api/admin/audit")));
    expect(audit.entries[0]).toMatchObject({
      actor: "The Admin",
      action: "comp.grant",
      member: { id: null, name: "a deleted member" },
    });
    expect(JSON.stringify(audit)).not.toContain(her.email);
    expect(JSON.stringify(audit)).not.toContain(her.id);
  });

  it("resends verification to a member who has not verified, and refuses for one who has", async () => {
    const email = `unverified-${kind}@example.test`;
    await t.request("/api/auth/sign-up/email", {
      method: "POST",
      json: { email, password: "grace-123", name: "Una Verified" },
    });
    const [row] = await t.deps.database.db.select({ id: user.id }).from(user).where(eq(user.email, email));
    const before = t.deps.devMailbox?.list(email).length ?? 0;
    await ok(send("POST", `/api/admin/members/${row?.id}/verification`));
    expect(t.deps.devMailbox?.list(email).length).toBe(before + 1);
    expect(latestLink(t, email, "/verify-email")).toContain("/verify-email");
    const verified = await send("POST", `/api/admin/members/${m[0]?.id}/verification`);
    expect(verified.status).toBe(409);
    expect((await json(verified)).error).toBe("Her address is already verified.");
    const detail = await json<AdminMemberDetail>(await ok(get(`/api/admin/members/${row?.id}`)));
    expect(detail.member.emailVerified).toBe(false);
  });

  it("filters members, pages them by key, and escapes a formula in the CSV", async () => {
    const db = t.deps.database.db;
    const start = Date.now() - 86_400_000;
    await db.insert(user).values(
      Array.from({ length: 55 }, (_, i) => ({
        id: `keyset-${kind}-${i}`,
        name: i === 0 ? '=HYPERLINK("https://evil.example","click")' : `Keyset ${i}`,
        email: `keyset-${i}@example.test`,
        emailVerified: true,
        // Two share each moment, so the id breaks the tie.
        createdAt: new Date(start + Math.floor(i / 2) * 1000),
      })),
    );
    const first = await json<AdminMembersPage>(await ok(get("/api/admin/members?q=keyset-")));
    expect(first.members).toHaveLength(50);
    expect(first.nextCursor).not.toBeNull();
    const second = await json<AdminMembersPage>(
      await ok(get(`/api/admin/members?q=keyset-&cursor=${first.nextCursor}`)),
    );
    expect(second.nextCursor).toBeNull();
    const ids = [...first.members, ...second.members].map((row) => row.id);
    expect(new Set(ids).size).toBe(55);
    expect(first.members[0]).toMatchObject({
      status: "free",
      plan: null,
      daysCompleted: 0,
      lastActiveAt: null,
    });
    expect((await get("/api/admin/members?cursor=not-a-cursor")).status).toBe(400);
    expect((await get("/api/admin/members?status=gold")).status).toBe(400);

    const quiet = await json<AdminMembersPage>(await ok(get("/api/admin/members?q=keyset-&inactiveDays=0")));
    expect(quiet.members).toHaveLength(50);
    const recent = await json<AdminMembersPage>(await ok(get("/api/admin/members?q=keyset-&inactiveDays=2")));
    expect(recent.members).toHaveLength(0);
    const trial = await json<AdminMembersPage>(await ok(get("/api/admin/members?trialEndsWithinDays=8")));
    expect(trial.members.map((row) => row.email)).toEqual(["member-3@example.test"]);
    const byPlan = await json<AdminMembersPage>(await ok(get("/api/admin/members?plan=journey")));
    expect(byPlan.members.map((row) => row.email)).toEqual(["member-2@example.test"]);

    const csv = await (await ok(get("/api/admin/members?q=keyset-0@&format=csv"))).text();
    expect(csv).toContain(`"'=HYPERLINK(""https://evil.example"",""click"")"`);
    const audit = await json<AdminAudit>(await ok(get("/api/admin/audit")));
    expect(audit.entries[0]).toMatchObject({ action: "members.export" });
  });

  it("counts how far members have come on the path, and which week's joiners kept going", async () => {
    const her = m[0] as Member;
    await ok(send("PUT", "/api/journal/1", { value: "A first page.", baseRevision: 0 }, her.cookie));
    await ok(send("POST", "/api/journal/1/complete", {}, her.cookie));
    const funnel = await json<AdminFunnel>(await ok(get("/api/admin/funnel")));
    expect(funnel.steps[0]).toEqual({ day: 1, members: 1 });
    expect(funnel.steps.map((step) => step.day)).toEqual([1, 5, 15, 25, 30, 31, 35, 40, 45, 50, 60, 65, 75]);
    expect(funnel.steps[1]).toEqual({ day: 5, members: 0 });
    const detail = await json<AdminMemberDetail>(await ok(get(`/api/admin/members/${her.id}`)));
    expect(detail.member.daysCompleted).toBe(1);
    expect(detail.member.lastActiveAt).not.toBeNull();
    const cohorts = await json<AdminCohorts>(await ok(get("/api/admin/cohorts")));
    expect(cohorts.cohorts).toHaveLength(12);
    const thisWeek = cohorts.cohorts.at(-1);
    expect(thisWeek?.active).toHaveLength(1);
    expect(thisWeek?.members).toBeGreaterThanOrEqual(5);
    expect(thisWeek?.active[0]).toBe(Math.round(100 / (thisWeek?.members ?? 1)));
  });

  it("mails the admin about a new paying member when staff notices are on", async () => {
    expect(await json(await ok(send("PUT", "/api/admin/notices", { mode: "each" })))).toEqual({
      mode: "each",
    });
    const her = await newMember(t, `notice-${kind}@example.test`, "Nora Notice");
    await ok(send("POST", "/api/billing/local/confirm", { plan: "flow", isAnnual: false }, her.cookie));
    await ok(send("POST", "/api/billing/local/end-trial", undefined, her.cookie));
    const mails = t.deps.devMailbox?.list(ADMIN_EMAIL) ?? [];
    expect(mails[0]?.subject).toBe("A new paying member");
    expect(mails[0]?.text).toContain("Nora Notice");
    await ok(send("PUT", "/api/admin/notices", { mode: "off" }));
  });

  it("mails the admin one daily digest instead, when she chooses it", async () => {
    await ok(send("PUT", "/api/admin/notices", { mode: "digest" }));
    const before = t.deps.devMailbox?.list(ADMIN_EMAIL).length ?? 0;
    // The digest waits for 08:00 UTC and tells the day before it, which holds everything above.
    const now = new Date();
    const next = new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), now.getUTCDate(), 8));
    if (next.getTime() <= now.getTime()) next.setUTCDate(next.getUTCDate() + 1);
    await t.deps.jobs.drain(new Date(next.getTime() + 60_000));
    const mails = t.deps.devMailbox?.list(ADMIN_EMAIL) ?? [];
    expect(mails.length).toBe(before + 1);
    expect(mails[0]?.subject).toBe("Your daily Grind to Grace digest");
    expect(mails[0]?.text).toMatch(
      /In the last day: \d+ new paying members, 1 cancellation, 0 failed payments\./,
    );
    await ok(send("PUT", "/api/admin/notices", { mode: "off" }));
  });

  it("refuses to end a trial she does not have", async () => {
    const res = await send("POST", "/api/billing/local/end-trial", undefined, m[0]?.cookie);
    expect(res.status).toBe(409);
  });

  it("never answers a member's words: a unique word in each place she writes appears in no admin answer", async () => {
    const word = `zephyrquill${kind}`;
    const her = await newMember(t, `words-${kind}@example.test`, "Wren Words");
    const today = new Date().toISOString().slice(0, 10);
    await ok(
      send("PUT", "/api/journal/1", { value: `My reflection holds ${word}.`, baseRevision: 0 }, her.cookie),
    );
    await ok(send("POST", "/api/journal/1/complete", {}, her.cookie));
    await ok(
      send(
        "PUT",
        `/api/check-ins/${today}`,
        {
          value: {
            mood: "peaceful",
            energy: "high",
            gratitude: word,
            challenge: word,
            intention: word,
            timestamp: new Date().toISOString(),
          },
          baseRevision: 0,
        },
        her.cookie,
      ),
    );
    await ok(
      send(
        "PUT",
        "/api/tools/askForHelp",
        { value: { checkedItems: { "0": true }, reflection: word }, baseRevision: 0 },
        her.cookie,
      ),
    );
    await ok(
      send(
        "PUT",
        "/api/tools/printable-notes-january-worksheet",
        { value: { notes: word }, baseRevision: 0 },
        her.cookie,
      ),
    );
    expect(await (await ok(get("/api/account/export?format=json", her.cookie))).text()).toContain(word);
    expect(await (await ok(get("/api/account/export?format=md", her.cookie))).text()).toContain(word);

    const answers = [
      await get("/api/admin/stats"),
      await get("/api/admin/users"),
      await get(`/api/admin/users?q=${her.email}`),
      await get("/api/admin/consoles"),
      await get("/api/admin/overview"),
      await get("/api/admin/funnel"),
      await get("/api/admin/cohorts"),
      await get("/api/admin/members"),
      await get(`/api/admin/members?q=${word}`),
      await get(`/api/admin/members?q=${her.email}`),
      await get("/api/admin/members?format=csv"),
      await get(`/api/admin/members/${her.id}`),
      await send("POST", `/api/admin/members/${her.id}/comp`, { plan: "flow", until: null }),
      await send("DELETE", `/api/admin/members/${her.id}/comp`),
      await get("/api/admin/audit"),
      await get("/api/admin/notices"),
    ];
    for (const res of answers) {
      expect(res.status, res.url).toBe(200);
      const text = await res.text();
      expect(text.toLowerCase()).not.toContain(word);
    }
    const herRow = await json<AdminMemberDetail>(await get(`/api/admin/members/${her.id}`));
    expect(herRow.member.daysCompleted).toBe(1);
  });
});
