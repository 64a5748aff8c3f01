import { eq, sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { BroadcastList, SequenceList } from "../../src/domain/broadcasts";
import type { TeamList } from "../../src/domain/team";
import { STAFF_REFUSED } from "../../src/domain/team";
import { reminderPreferences, user } from "../../src/server/db/schema";
import { json, newMember } from "../support/billing-members";
import { ADMIN_EMAIL, createTestApp, ORIGIN, readSetting, type TestApp } from "../support/test-app";
import { testDatabaseKinds } from "../support/test-databases";

// Issue 46 (D28): the coach writes to her members — broadcasts to a segment, one-click unsubscribe from
// news, automatic sequences, a comp announced — and runs a team of admins and staff.

const HOUR = 3_600_000;
const DAY = 24 * HOUR;

describe.each(testDatabaseKinds)("the coach's messages and team on %s", (kind) => {
  let t: TestApp;
  let owner: Awaited<ReturnType<typeof newMember>>;
  beforeAll(async () => {
    t = await createTestApp(kind);
    owner = await newMember(t, ADMIN_EMAIL, "Grace Owner");
  });
  afterAll(() => t.close());

  const call = (method: string, path: string, cookie: string, body?: unknown) =>
    t.request(path, { method, cookie, headers: { origin: ORIGIN }, json: body });
  const mailsTo = (email: string) => t.deps.devMailbox?.list(email) ?? [];
  const news = (email: string, subject: string) => mailsTo(email).filter((mail) => mail.subject === subject);
  const drainLater = () => t.deps.jobs.drain(new Date(Date.now() + HOUR));
  const comp = (id: string, plan: string, notify = false) =>
    call("POST", `/api/admin/members/${id}/comp`, owner.cookie, { plan, until: null, notify });

  it("a broadcast reaches exactly its segment, once each, with her first name, one-click unsubscribe and no tracking", async () => {
    const [ana, bea, cal] = await Promise.all(
      ["Ana", "Bea", "Cal"].map((name) =>
        newMember(t, `segment-${name.toLowerCase()}-${kind}@example.test`, name),
      ),
    );
    if (!ana || !bea || !cal) throw new Error("members");
    await comp(ana.id, "journey");
    await comp(bea.id, "journey");
    const created = await call("POST", "/api/admin/broadcasts", owner.cookie, {
      subject: "A note for {firstName}",
      body: "Dear {firstName},\n\nA **gentle** week ahead.\n\n- rest\n- write",
      audience: { plan: "journey" },
    });
    expect(created.status).toBe(200);
    const { id, recipients } = await json<{ id: string; recipients: number }>(created);
    expect(recipients).toBe(2);
    await drainLater();
    await drainLater();

    const [toAna] = news(ana.email, "A note for Ana");
    expect(news(bea.email, "A note for Bea")).toHaveLength(1);
    expect(mailsTo(cal.email).filter((mail) => mail.subject.startsWith("A note"))).toEqual([]);
    expect(toAna?.text).toContain("Dear Ana,");
    expect(toAna?.html).toContain("<strong>gentle</strong>");
    expect(toAna?.html).not.toMatch(/<img/i);
    expect(toAna?.headers?.["List-Unsubscribe-Post"]).toBe("List-Unsubscribe=One-Click");
    const list = await json<BroadcastList>(await call("GET", "/api/admin/broadcasts", owner.cookie));
    expect(list.broadcasts.find((b) => b.id === id)).toMatchObject({
      status: "sent",
      recipients: 2,
      sent: 2,
      failed: 0,
    });

    // Run again (a retried job, a restart): nobody gets a second copy.
    await t.deps.database.db.execute(
      sql`update jobs set finished_at = null, locked_until = null where unique_key = ${`broadcast:${id}`}`,
    );
    await drainLater();
    expect(news(ana.email, "A note for Ana")).toHaveLength(1);
  });

  it("one click turns news off; later broadcasts skip her, account mail still comes", async () => {
    const dee = await newMember(t, `news-off-${kind}@example.test`, "Dee");
    await call("POST", "/api/admin/broadcasts", owner.cookie, {
      subject: "First news",
      body: "Hello {firstName}.",
      audience: {},
    });
    await drainLater();
    const [first] = news(dee.email, "First news");
    const unsubscribe = (first?.headers?.["List-Unsubscribe"] ?? "").replace(/^<|>$/g, "");
    expect(unsubscribe).toContain("l=news");
    const clicked = await t.request(unsubscribe.replace(ORIGIN, ""), {
      method: "POST",
      headers: { "content-type": "application/x-www-form-urlencoded" },
      body: "List-Unsubscribe=One-Click",
    });
    expect(clicked.status).toBe(200);
    expect(await readSetting(t, dee.cookie, "reminders")).toMatchObject({ news: false });

    const second = await json<{ recipients: number }>(
      await call("POST", "/api/admin/broadcasts", owner.cookie, {
        subject: "Second news",
        body: "Again.",
        audience: {},
      }),
    );
    await drainLater();
    expect(news(dee.email, "Second news")).toEqual([]);
    expect(second.recipients).toBeGreaterThan(0);
    // A comp announced is account mail, not news: it still comes.
    await comp(dee.id, "flow", true);
    expect(mailsTo(dee.email).map((mail) => mail.subject)).toContain("A gift of Grace Flow for you");
    const rows = await t.deps.database.db.select().from(reminderPreferences);
    expect(rows.find((row) => row.userId === dee.id)?.news).toBe(false);
  });

  it("a scheduled broadcast waits for its time and can be cancelled before it", async () => {
    const sendAt = new Date(Date.now() + 2 * DAY).toISOString();
    const { id } = await json<{ id: string }>(
      await call("POST", "/api/admin/broadcasts", owner.cookie, {
        subject: "Later news",
        body: "Soon.",
        audience: {},
        sendAt,
      }),
    );
    await drainLater();
    const list = await json<BroadcastList>(await call("GET", "/api/admin/broadcasts", owner.cookie));
    expect(list.broadcasts.find((b) => b.id === id)).toMatchObject({ status: "scheduled", sendAt, sent: 0 });
    expect((await call("DELETE", `/api/admin/broadcasts/${id}`, owner.cookie)).status).toBe(200);
    await t.deps.jobs.drain(new Date(Date.now() + 3 * DAY));
    expect(mailsTo(owner.email).filter((mail) => mail.subject === "Later news")).toEqual([]);
  });

  it("a test copy goes to the one who asks, marked as a test", async () => {
    const { id } = await json<{ id: string }>(
      await call("POST", "/api/admin/broadcasts", owner.cookie, {
        subject: "Draft news",
        body: "Hi {firstName}",
        audience: {},
        draft: true,
      }),
    );
    expect((await call("POST", `/api/admin/broadcasts/${id}/test`, owner.cookie)).status).toBe(200);
    await drainLater();
    const [test] = mailsTo(owner.email).filter((mail) => mail.subject === "[Test] Draft news");
    expect(test?.text).toContain("Hi Grace");
  });

  it("sequences: each message once to each member its trigger holds for, from when it was written", async () => {
    // She joined three days ago: her "a day after sign-up" came before the message was written.
    const before = await newMember(t, `sequence-before-${kind}@example.test`, "Early");
    await t.deps.database.db
      .update(user)
      .set({ createdAt: new Date(Date.now() - 3 * DAY) })
      .where(eq(user.id, before.id));
    const created = await call("POST", "/api/admin/sequences", owner.cookie, {
      subject: "Welcome, {firstName}",
      body: "One day in.",
      trigger: "signup",
      days: 1,
      enabled: true,
    });
    expect(created.status).toBe(200);
    const fresh = await newMember(t, `sequence-after-${kind}@example.test`, "Fern");
    const welcome = () => news(fresh.email, "Welcome, Fern");
    await t.deps.reminders.scan(new Date(Date.now() + HOUR));
    await drainLater();
    expect(welcome()).toEqual([]);
    await t.deps.reminders.scan(new Date(Date.now() + DAY + HOUR));
    await t.deps.reminders.scan(new Date(Date.now() + DAY + 2 * HOUR));
    await t.deps.jobs.drain(new Date(Date.now() + DAY + 3 * HOUR));
    expect(welcome()).toHaveLength(1);
    expect(news(before.email, "Welcome, Early")).toEqual([]);
    const list = await json<SequenceList>(await call("GET", "/api/admin/sequences", owner.cookie));
    // Everyone whose day after sign-up comes after the message was written: Fern and the members made
    // for the tests before, but not Early.
    expect(list.sequences[0]?.subject).toBe("Welcome, {firstName}");
    expect(list.sequences[0]?.sent).toBeGreaterThanOrEqual(1);

    // Completing a day triggers its message; switched off, nothing goes.
    await call("POST", "/api/admin/sequences", owner.cookie, {
      subject: "Day one done",
      body: "Well done.",
      trigger: "day",
      days: 1,
      enabled: true,
    });
    expect((await call("POST", "/api/journal/1/complete", fresh.cookie)).status).toBe(200);
    await t.deps.reminders.scan(new Date(Date.now() + 2 * HOUR));
    await t.deps.jobs.drain(new Date(Date.now() + 3 * HOUR));
    expect(news(fresh.email, "Day one done")).toHaveLength(1);
  });

  it("sequences: a trial's and a quiet spell's messages come once their N days have passed", async () => {
    for (const [trigger, subject] of [
      ["trial", "Three days into your trial"],
      ["quiet", "Thinking of you"],
    ] as const) {
      const made = await call("POST", "/api/admin/sequences", owner.cookie, {
        subject,
        body: "Hello {firstName}.",
        trigger,
        days: 3,
        enabled: true,
      });
      expect(made.status).toBe(200);
    }
    const tia = await newMember(t, `sequence-trial-${kind}@example.test`, "Tia");
    expect(
      (await call("POST", "/api/billing/local/confirm", tia.cookie, { plan: "flow", isAnnual: false }))
        .status,
    ).toBe(200);
    const mailsAt = async (days: number, subject: string) => {
      await t.deps.reminders.scan(new Date(Date.now() + days * DAY));
      await t.deps.jobs.drain(new Date(Date.now() + days * DAY + HOUR));
      return news(tia.email, subject).length;
    };
    expect(await mailsAt(2, "Three days into your trial")).toBe(0);
    expect(await mailsAt(3.1, "Three days into your trial")).toBe(1);
    expect(await mailsAt(5, "Three days into your trial")).toBe(1);
    // Quiet since she joined: three days on, the message; never a second.
    expect(news(tia.email, "Thinking of you")).toHaveLength(1);
    // Turned off, a message waits: a member who joins now never gets it while it is off.
    const list = await json<SequenceList>(await call("GET", "/api/admin/sequences", owner.cookie));
    const quiet = list.sequences.find((sequence) => sequence.subject === "Thinking of you");
    expect(
      (
        await call("PUT", `/api/admin/sequences/${quiet?.id}`, owner.cookie, {
          subject: "Thinking of you",
          body: "Hello {firstName}.",
          trigger: "quiet",
          days: 3,
          enabled: false,
        })
      ).status,
    ).toBe(200);
    const uma = await newMember(t, `sequence-off-${kind}@example.test`, "Uma");
    await t.deps.reminders.scan(new Date(Date.now() + 4 * DAY));
    await t.deps.jobs.drain(new Date(Date.now() + 4 * DAY + HOUR));
    expect(news(uma.email, "Thinking of you")).toEqual([]);
  });

  it("a comp is announced when the form asks, and not otherwise", async () => {
    const gia = await newMember(t, `comp-mail-${kind}@example.test`, "Gia");
    const hal = await newMember(t, `comp-quiet-${kind}@example.test`, "Hal");
    await comp(gia.id, "collective", true);
    await comp(hal.id, "collective", false);
    await drainLater();
    const [mail] = mailsTo(gia.email).filter((m) => m.subject === "A gift of Grace Collective for you");
    expect(mail?.text).toContain("with no end date");
    expect(mailsTo(hal.email).filter((m) => m.subject.startsWith("A gift of"))).toEqual([]);
  });

  it("the team: staff read and draft but cannot send, offer, refund or manage; removal ends it at once", async () => {
    const staffEmail = `staff-${kind}@example.test`;
    const invited = await call("POST", "/api/admin/team", owner.cookie, { email: staffEmail, role: "staff" });
    expect(invited.status).toBe(200);
    const stranger = await newMember(t, `not-invited-${kind}@example.test`, "Ivy");
    expect((await call("POST", "/api/team/accept", stranger.cookie)).status).toBe(404);
    const staff = await newMember(t, staffEmail, "Sam");
    expect(mailsTo(staffEmail).map((mail) => mail.subject)).toContain(
      "You are invited to help run Grind to Grace",
    );
    expect((await call("GET", "/api/admin/overview", staff.cookie)).status).toBe(403);
    expect(await json(await call("POST", "/api/team/accept", staff.cookie))).toEqual({ role: "staff" });
    expect(await json(await call("GET", "/api/session", staff.cookie))).toMatchObject({
      consoleRole: "staff",
      isAdmin: false,
    });

    const member = await newMember(t, `staff-sees-${kind}@example.test`, "Jo");
    await call("PUT", "/api/journal/1", member.cookie, { value: "my word is quillbright", baseRevision: 0 });
    expect((await call("GET", "/api/admin/overview", staff.cookie)).status).toBe(200);
    const page = await call("GET", `/api/admin/members/${member.id}`, staff.cookie);
    expect(page.status).toBe(200);
    expect(await page.text()).not.toContain("quillbright");
    expect(
      (
        await call("POST", `/api/admin/members/${member.id}/comp`, staff.cookie, {
          plan: "journey",
          until: null,
        })
      ).status,
    ).toBe(200);
    const draft = await call("POST", "/api/admin/broadcasts", staff.cookie, {
      subject: "Staff draft",
      body: "Hi",
      audience: {},
      draft: true,
    });
    expect(draft.status).toBe(200);
    const { id } = await json<{ id: string }>(draft);
    for (const [method, path, body] of [
      ["POST", "/api/admin/broadcasts", { subject: "x", body: "y", audience: {} }],
      ["POST", `/api/admin/broadcasts/${id}/send`, {}],
      ["DELETE", `/api/admin/broadcasts/${id}`, undefined],
      [
        "POST",
        "/api/admin/sequences",
        { subject: "x", body: "y", trigger: "signup", days: 1, enabled: true },
      ],
      ["GET", "/api/admin/offers", undefined],
      ["GET", "/api/admin/team", undefined],
      ["POST", "/api/admin/team", { email: "x@example.test", role: "admin" }],
      ["PUT", "/api/admin/notices", { mode: "off" }],
    ] as const) {
      const refused = await call(method, path, staff.cookie, body);
      expect(`${method} ${path} ${refused.status}`).toBe(`${method} ${path} 403`);
      expect(await refused.json()).toEqual({ error: STAFF_REFUSED });
    }

    // An admin of the team may manage it, but never remove the owner.
    const adminEmail = `second-admin-${kind}@example.test`;
    await call("POST", "/api/admin/team", owner.cookie, { email: adminEmail, role: "admin" });
    const second = await newMember(t, adminEmail, "Kit");
    await call("POST", "/api/team/accept", second.cookie);
    expect((await call("GET", "/api/admin/offers", second.cookie)).status).toBe(200);
    const team = await json<TeamList>(await call("GET", "/api/admin/team", second.cookie));
    expect(team.members.map((m) => [m.email, m.role])).toEqual([
      [ADMIN_EMAIL, "owner"],
      [staffEmail, "staff"],
      [adminEmail, "admin"],
    ]);
    expect((await call("DELETE", `/api/admin/team/${ADMIN_EMAIL}`, second.cookie)).status).toBe(403);
    expect((await call("DELETE", `/api/admin/team/${staffEmail}`, second.cookie)).status).toBe(200);
    expect((await call("GET", "/api/admin/overview", staff.cookie)).status).toBe(403);
    const audit = await json<{ entries: { actor: string; action: string; detail: string | null }[] }>(
      await call("GET", "/api/admin/audit", owner.cookie),
    );
    expect(audit.entries.find((entry) => entry.action === "team.remove")).toMatchObject({
      actor: "Kit",
      detail: staffEmail,
    });
    expect(audit.entries.find((entry) => entry.action === "broadcast.draft")).toMatchObject({
      actor: "Sam",
      detail: "Staff draft",
    });
  });
});

describe.runIf(testDatabaseKinds.includes("postgres"))("a broadcast on two app servers", () => {
  it("each member gets one copy while both servers send", async () => {
    const first = await createTestApp("postgres");
    const second = await createTestApp("pglite", { DATABASE_URL: first.deps.config.databaseUrl as string });
    try {
      const owner = await newMember(first, ADMIN_EMAIL, "Grace");
      const members = await Promise.all(
        Array.from({ length: 12 }, (_, i) => newMember(first, `two-servers-${i}@example.test`, "Member")),
      );
      const sent = await first.request("/api/admin/broadcasts", {
        method: "POST",
        cookie: owner.cookie,
        headers: { origin: ORIGIN },
        json: { subject: "Both servers", body: "Once.", audience: {} },
      });
      expect(sent.status).toBe(200);
      const later = new Date(Date.now() + HOUR);
      for (let round = 0; round < 3; round++) {
        await Promise.all([first.deps.jobs.drain(later), second.deps.jobs.drain(later)]);
      }
      for (const member of members) {
        const copies = [first, second].flatMap((app) =>
          (app.deps.devMailbox?.list(member.email) ?? []).filter((mail) => mail.subject === "Both servers"),
        );
        expect(copies).toHaveLength(1);
      }
    } finally {
      await second.close();
      await first.close();
    }
  });
});
