import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { AdminAudit, AdminMembersPage } from "../../src/domain/admin-console";
import type { SubscriptionState } from "../../src/domain/billing-api";
import { adminAudit } from "../../src/server/db/schema";
import { json, newMember } from "../support/billing-members";
import { ADMIN_EMAIL, createTestApp, ORIGIN, type TestApp } from "../support/test-app";
import { testDatabaseKinds } from "../support/test-databases";

// The console writes people and plans as they are (docs/architecture.md, "The console"): the audit log names
// who acted and for whom, never an id; gifts and comps have no billing period; the members CSV says when
// each plan renews or ends and whether a cancel is scheduled. On PGlite and PostgreSQL.

type Member = Awaited<ReturnType<typeof newMember>>;

const csvHeader =
  "id,name,email,plan,period,status,renewsOrEndsOn,cancelScheduled,joinedAt,lastActiveAt,daysCompleted";

/** The CSV's rows by e-mail, each as its header's fields (cells are quoted; none here holds a comma). */
function csvRows(text: string) {
  const [header, ...lines] = text.trim().split("\r\n");
  const names = (header ?? "").split(",");
  return {
    header,
    byEmail: new Map(
      lines.map((line) => {
        const cells = line.split(",").map((cell) => cell.replace(/^"|"$/g, ""));
        const row = Object.fromEntries(names.map((name, i) => [name, cells[i] ?? ""]));
        return [row.email, row];
      }),
    ),
  };
}

describe.each(testDatabaseKinds)("the console's names, dates and plans on %s", (kind) => {
  let t: TestApp;
  let admin: Member;
  let monthly: Member;
  let leaving: Member;
  let trial: Member;
  let given: Member;
  let gone: Member;
  const until = new Date(Date.now() + 30 * 86_400_000).toISOString().slice(0, 10);

  const get = (path: string, cookie = admin.cookie) => t.request(path, { cookie });
  const send = async (method: string, path: string, body?: unknown, cookie = admin.cookie) => {
    const res = await t.request(path, { method, cookie, json: body, headers: { origin: ORIGIN } });
    if (res.status !== 200) throw new Error(`${method} ${path}: ${res.status} ${await res.text()}`);
    return res;
  };
  const subscription = async (who: Member) =>
    json<SubscriptionState>(await get("/api/subscription", who.cookie));

  beforeAll(async () => {
    t = await createTestApp(kind);
    admin = await newMember(t, ADMIN_EMAIL, "Coach Rae");
    monthly = await newMember(t, "monthly@example.test", "Mona Monthly");
    leaving = await newMember(t, "leaving@example.test", "Lena Leaving");
    trial = await newMember(t, "trial@example.test", "Tia Trial");
    given = await newMember(t, "given@example.test", "Gia Given");
    gone = await newMember(t, "gone@example.test", "Dora Gone");
    await send("POST", "/api/billing/local/confirm", { plan: "flow", isAnnual: false }, monthly.cookie);
    await send("POST", "/api/billing/local/end-trial", undefined, monthly.cookie);
    await send("POST", "/api/billing/local/confirm", { plan: "journey", isAnnual: true }, leaving.cookie);
    await send("POST", "/api/billing/local/end-trial", undefined, leaving.cookie);
    await send("POST", "/api/billing/local/cancel", { atPeriodEnd: true }, leaving.cookie);
    await send("POST", "/api/billing/local/confirm", { plan: "collective", isAnnual: false }, trial.cookie);
    await send("POST", `/api/admin/members/${given.id}/comp`, { plan: "journey", until });
    await send("POST", `/api/admin/members/${gone.id}/comp`, { plan: "flow", until: null });
    await send("DELETE", "/api/account", { password: "grace-123" }, gone.cookie);
  });
  afterAll(() => t.close());

  it("names who acted and the member it was for, a deleted one as such, with ISO times and no ids", async () => {
    await get("/api/admin/members?status=comped&format=csv");
    const { entries } = await json<AdminAudit>(await get("/api/admin/audit"));
    expect(entries.slice(0, 3)).toEqual([
      {
        at: expect.any(String),
        action: "members.export",
        actor: "Coach Rae",
        member: null,
        detail: "?status=comped&format=csv",
      },
      {
        at: expect.any(String),
        action: "comp.grant",
        actor: "Coach Rae",
        member: { id: null, name: "a deleted member" },
        detail: null,
      },
      {
        at: expect.any(String),
        action: "comp.grant",
        actor: "Coach Rae",
        member: { id: given.id, name: "Gia Given" },
        detail: null,
      },
    ]);
    for (const entry of entries) {
      expect(entry.at).toMatch(/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}\.\d{3}Z$/);
      expect(Date.now() - Date.parse(entry.at)).toBeLessThan(600_000);
    }
    const text = JSON.stringify(entries);
    for (const id of [admin.id, gone.id]) expect(text).not.toContain(id);
    expect(text).not.toContain(gone.email);
  });

  it("names an actor whose account is gone as a deleted member, and keeps what else the entry names", async () => {
    await t.deps.database.db
      .insert(adminAudit)
      .values([{ actorId: "no-such-account", action: "offer.end", target: "SPRING" }]);
    const { entries } = await json<AdminAudit>(await get("/api/admin/audit"));
    expect(entries[0]).toMatchObject({ actor: "a deleted member", member: null, detail: "SPRING" });
    expect(JSON.stringify(entries[0])).not.toContain("no-such-account");
  });

  it("gives no billing period to complimentary access, and says when each plan renews or ends", async () => {
    const page = await json<AdminMembersPage>(await get("/api/admin/members"));
    const row = (who: Member) => page.members.find((member) => member.id === who.id);
    const end = async (who: Member) => (await subscription(who)).subscription_end;
    expect(row(given)).toMatchObject({ status: "comped", plan: "Grace Journey", period: null });
    expect(row(given)?.renewsOrEndsOn?.slice(0, 10)).toBe(until);
    expect(row(monthly)).toMatchObject({
      status: "active",
      period: "monthly",
      renewsOrEndsOn: await end(monthly),
      cancelScheduled: false,
    });
    expect(row(leaving)).toMatchObject({
      status: "active",
      period: "annual",
      renewsOrEndsOn: await end(leaving),
      cancelScheduled: true,
    });
    expect(row(trial)).toMatchObject({ status: "trialing", renewsOrEndsOn: await end(trial) });
    expect(row(admin)).toMatchObject({
      status: "free",
      plan: null,
      period: null,
      renewsOrEndsOn: null,
      cancelScheduled: false,
    });
  });

  it("adds the period, the day each plan renews or ends, and a scheduled cancel to the CSV", async () => {
    const { header, byEmail } = csvRows(await (await get("/api/admin/members?format=csv")).text());
    expect(header).toBe(csvHeader);
    const day = async (who: Member) => (await subscription(who)).subscription_end?.slice(0, 10);
    expect(byEmail.get(monthly.email)).toMatchObject({
      plan: "Grace Flow",
      period: "monthly",
      status: "active",
      renewsOrEndsOn: await day(monthly),
      cancelScheduled: "no",
    });
    expect(byEmail.get(leaving.email)).toMatchObject({
      plan: "Grace Journey",
      period: "annual",
      renewsOrEndsOn: await day(leaving),
      cancelScheduled: "yes",
    });
    expect(byEmail.get(trial.email)).toMatchObject({
      status: "trialing",
      renewsOrEndsOn: await day(trial),
      cancelScheduled: "no",
    });
    expect(byEmail.get(given.email)).toMatchObject({
      plan: "Grace Journey",
      period: "",
      status: "comped",
      renewsOrEndsOn: until,
      cancelScheduled: "no",
    });
    expect(byEmail.get(ADMIN_EMAIL)).toMatchObject({
      plan: "",
      period: "",
      renewsOrEndsOn: "",
      cancelScheduled: "no",
    });
    expect(byEmail.has(gone.email)).toBe(false);
  });
});
