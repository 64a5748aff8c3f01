import { eq, sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { months } from "../../src/content/months";
import { localTime, type ReminderPreferences } from "../../src/domain/reminders";
import { journalEntries, reminderPreferences } from "../../src/server/db/schema";
import { JobWorker } from "../../src/server/jobs/worker";
import { createMailDelivery, mailMessageSchema } from "../../src/server/mail/mailer";
import { ReminderScheduler } from "../../src/server/reminders/reminder-scheduler";
import { json, newMember } from "../support/billing-members";
import { startSmtpInbox } from "../support/smtp-inbox";
import { createTestApp, ORIGIN, type TestApp } from "../support/test-app";
import { testDatabaseKinds } from "../support/test-databases";

// Reminders and lifecycle mails (issue 14) through the job queue and a real SMTP server in this process.

type Member = Awaited<ReturnType<typeof newMember>>;
const DAY_MS = 86_400_000;
const REMINDER_SUBJECTS = ["Your moment for today", "Whenever you are ready"];
const localDay = (now: Date, tz: string, daysAgo = 0) =>
  localTime(new Date(now.getTime() - daysAgo * DAY_MS), tz).date;

describe.each(testDatabaseKinds)("reminders and lifecycle mails on %s", (kind) => {
  let t: TestApp;
  let inbox: Awaited<ReturnType<typeof startSmtpInbox>>;
  let n = 0;
  beforeAll(async () => {
    inbox = await startSmtpInbox();
    t = await createTestApp(kind, { SMTP_URL: `smtp://127.0.0.1:${inbox.port}` });
  });
  afterAll(async () => {
    await t.close();
    await inbox.close();
  });

  const member = () => newMember(t, `reminded-${kind}-${++n}@example.test`, "Rae Lin");
  const send = (who: Member, method: string, path: string, body?: unknown) =>
    t.request(path, { method, cookie: who.cookie, json: body, headers: { origin: ORIGIN } });
  const remindAt = async (
    who: Member,
    timeZone: string,
    now: Date,
    extra: Partial<ReminderPreferences> = {},
  ) => {
    const prefs = {
      enabled: true,
      hour: localTime(now, timeZone).hour,
      timeZone,
      affirmationOnly: false,
      ...extra,
    };
    expect((await send(who, "PUT", "/api/reminders", prefs)).status).toBe(200);
  };
  /** The mails she received with `subject`; by default her reminders. */
  const received = (who: Member, subject?: string) =>
    inbox.received.filter(
      (mail) =>
        JSON.stringify(mail.to ?? "").includes(who.email) &&
        (subject ? mail.subject === subject : REMINDER_SUBJECTS.includes(mail.subject ?? "")),
    );
  /** A header as sent (mailparser folds List-* headers into its own structure). */
  const header = (
    mail: { headerLines: readonly { key: string; line: string }[] } | undefined,
    name: string,
  ) =>
    mail?.headerLines
      .find((h) => h.key === name)
      ?.line.replace(/^[^:]+:\s*/, "")
      .replace(/\r?\n\s+/g, "");
  const scanAndSend = async (now: Date) => {
    const queued = await t.deps.reminders.scan(now);
    await t.deps.jobs.drain();
    return queued;
  };

  it("keeps her choice, off by default, and refuses an hour or a zone that does not exist", async () => {
    const her = await member();
    expect(await json(await send(her, "GET", "/api/reminders"))).toEqual({
      enabled: false,
      hour: 8,
      timeZone: "UTC",
      affirmationOnly: false,
    });
    const bad = { enabled: true, hour: 24, timeZone: "Mars/Olympus", affirmationOnly: false };
    expect((await send(her, "PUT", "/api/reminders", bad)).status).toBe(400);
    const good = { enabled: true, hour: 7, timeZone: "Europe/Lisbon", affirmationOnly: true };
    expect((await send(her, "PUT", "/api/reminders", good)).status).toBe(200);
    expect(await json(await send(her, "GET", "/api/reminders"))).toEqual(good);
  });

  it("sends at her hour in Auckland and in Los Angeles, once, with several schedulers looking at once", async () => {
    const now = new Date();
    const auckland = await member();
    const angeles = await member();
    const later = await member();
    await remindAt(auckland, "Pacific/Auckland", now);
    await remindAt(angeles, "America/Los_Angeles", now);
    await remindAt(later, "America/Los_Angeles", now, {
      hour: (localTime(now, "America/Los_Angeles").hour + 1) % 24,
    });
    const other = new ReminderScheduler(
      t.deps.database.db,
      t.deps.mailer,
      t.deps.unsubscribeLinks,
      "http://localhost:3000",
    );
    await Promise.all([t.deps.reminders.scan(now), other.scan(now), other.scan(now)]);
    await t.deps.jobs.drain();
    expect(received(auckland)).toHaveLength(1);
    expect(received(angeles)).toHaveLength(1);
    expect(received(later)).toHaveLength(0);

    const mail = received(auckland)[0];
    expect(mail?.subject).toBe("Your moment for today");
    expect(header(mail, "list-unsubscribe")).toMatch(
      /^<http:\/\/localhost:3000\/api\/reminders\/unsubscribe\?u=.+&t=.+>$/,
    );
    expect(header(mail, "list-unsubscribe-post")).toBe("List-Unsubscribe=One-Click");
    const date = localDay(now, "Pacific/Auckland");
    const affirmation = months[Number(date.slice(5, 7)) - 1]?.days.find(
      (d) => d.day === Number(date.slice(8)),
    )?.text;
    expect(mail?.text).toContain(affirmation);
    expect(mail?.text).toContain("Day 1, “");
    expect(mail?.text).toContain("http://localhost:3000/day/1");
    expect(mail?.text).toContain("To stop it, open http://localhost:3000/api/reminders/unsubscribe");

    // The same hour again that day: nothing. The next day at her hour: the next one.
    expect(await scanAndSend(new Date(now.getTime() + 60_000))).toBe(0);
    expect(received(auckland)).toHaveLength(1);
    await scanAndSend(new Date(now.getTime() + DAY_MS));
    expect(received(auckland)).toHaveLength(2);
  });

  it("sends none on a day she already wrote", async () => {
    const now = new Date();
    const her = await member();
    await remindAt(her, "Europe/Berlin", now);
    expect(
      (await send(her, "PUT", "/api/journal/1", { value: "Written today.", baseRevision: 0 })).status,
    ).toBe(200);
    await scanAndSend(now);
    expect(received(her)).toHaveLength(0);
  });

  it("after three quiet days spaces them out and softens the tone", async () => {
    const now = new Date();
    const tz = "America/New_York";
    const her = await member();
    await remindAt(her, tz, now);
    await send(her, "PUT", "/api/journal/1", { value: "A while ago.", baseRevision: 0 });
    const { db } = t.deps.database;
    await db
      .update(journalEntries)
      .set({ updatedAt: new Date(now.getTime() - 3 * DAY_MS) })
      .where(eq(journalEntries.userId, her.id));
    await db
      .update(reminderPreferences)
      .set({ lastSentOn: localDay(now, tz, 1) })
      .where(eq(reminderPreferences.userId, her.id));
    await scanAndSend(now);
    expect(received(her)).toHaveLength(0);
    await db
      .update(reminderPreferences)
      .set({ lastSentOn: localDay(now, tz, 2) })
      .where(eq(reminderPreferences.userId, her.id));
    await scanAndSend(now);
    const [mail] = received(her);
    expect(mail?.subject).toBe("Whenever you are ready");
    expect(mail?.text).toContain("whenever you are ready");
    expect(mail?.text).not.toMatch(/streak|missed|\d+ days? (ago|without)/i);
  });

  it("turns reminders off from the mail's link, by GET and by one-click POST, without signing in", async () => {
    const now = new Date();
    const her = await member();
    await remindAt(her, "Asia/Tokyo", now);
    await scanAndSend(now);
    const link = header(received(her)[0], "list-unsubscribe") as string;
    const url = new URL(link.slice(1, -1));
    const page = await t.request(url.pathname + url.search);
    expect(page.status).toBe(200);
    expect(await page.text()).toContain("Reminders are off");
    expect(await json(await send(her, "GET", "/api/reminders"))).toMatchObject({ enabled: false });

    await remindAt(her, "Asia/Tokyo", now);
    const post = await t.request(url.pathname + url.search, {
      method: "POST",
      headers: { "content-type": "application/x-www-form-urlencoded", origin: "https://mail.example" },
      body: "List-Unsubscribe=One-Click",
    });
    expect(post.status).toBe(200);
    expect(await json(await send(her, "GET", "/api/reminders"))).toMatchObject({ enabled: false });

    const forged = new URL(url);
    forged.searchParams.set("t", "forged");
    expect((await t.request(forged.pathname + forged.search, { method: "POST" })).status).toBe(400);
  });

  it("welcomes her once after she confirms her address", async () => {
    const her = await member();
    const welcomes = received(her, "Welcome to Grind to Grace");
    expect(welcomes).toHaveLength(1);
    expect(welcomes[0]?.text).toContain("http://localhost:3000/day/1");
  });

  it("tells her three days before her trial ends, and once her subscription has ended (test mode marked)", async () => {
    const her = await member();
    expect(
      (await send(her, "POST", "/api/billing/local/confirm", { plan: "flow", isAnnual: false })).status,
    ).toBe(200);
    await t.deps.jobs.drain();
    expect(received(her, "Your free trial ends in 3 days (test mode)")).toHaveLength(0);
    await t.deps.jobs.drain(new Date(Date.now() + 4 * DAY_MS + 60_000));
    const [notice] = received(her, "Your free trial ends in 3 days (test mode)");
    expect(notice?.text).toMatch(
      /Your free trial of Grace Flow ends on \w+ \d+, \d{4}\. After that, \$\d+\.\d\d a month is charged/,
    );
    expect(notice?.text).toContain("http://localhost:3000/billing/manage");

    expect((await send(her, "POST", "/api/billing/local/cancel", { atPeriodEnd: false })).status).toBe(200);
    await t.deps.jobs.drain(new Date(Date.now() + 4 * DAY_MS + 60_000));
    const [ended] = received(her, "Your subscription has ended (test mode)");
    expect(ended?.text).toContain("You keep your journal");
  });
});

describe("a mail server that fails, or a worker that dies mid-mail", () => {
  it("is tried again later, and the mail arrives once", async () => {
    const inbox = await startSmtpInbox({ failFirst: 1 });
    const t = await createTestApp("pglite", { SMTP_URL: `smtp://127.0.0.1:${inbox.port}`, DEV_MAILBOX: "0" });
    try {
      await t.deps.mailer.send({
        to: "retry@example.test",
        subject: "Hello again",
        text: "Hi",
        html: "<p>Hi</p>",
      });
      await t.deps.jobs.drain();
      expect(inbox.received).toHaveLength(0);
      await t.deps.jobs.drain(new Date(Date.now() + 60_000));
      await t.deps.jobs.drain(new Date(Date.now() + 10 * 60_000));
      expect(inbox.received.map((mail) => mail.subject)).toEqual(["Hello again"]);
      const { rows } = (await t.deps.database.db.execute(
        sql`select attempts, finished_at is not null as finished from jobs where kind = 'mail'`,
      )) as unknown as { rows: { attempts: number; finished: boolean }[] };
      expect(rows).toEqual([{ attempts: 2, finished: true }]);
    } finally {
      await t.close();
      await inbox.close();
    }
  });

  it("a worker that dies while its mail is in flight leaves the mail sent exactly once", async () => {
    const inbox = await startSmtpInbox({ holdFirst: true });
    const t = await createTestApp("pglite", { SMTP_URL: `smtp://127.0.0.1:${inbox.port}`, DEV_MAILBOX: "0" });
    try {
      await t.deps.mailer.send({
        to: "held@example.test",
        subject: "In flight",
        text: "Hi",
        html: "<p>Hi</p>",
      });
      // This worker's send never completes: it is as good as dead, holding its claim.
      void t.deps.jobs.drain();
      await new Promise((resolve) => setTimeout(resolve, 300));
      expect(inbox.received).toHaveLength(0);
      const survivor = new JobWorker(t.deps.database.db, { log: () => undefined });
      survivor.handle("mail", (payload) =>
        createMailDelivery({
          smtpUrl: `smtp://127.0.0.1:${inbox.port}`,
          from: "Grind to Grace <hello@example.test>",
        }).deliver(mailMessageSchema.parse(payload)),
      );
      await survivor.drain();
      expect(inbox.received).toHaveLength(0);
      await survivor.drain(new Date(Date.now() + 5 * 60_000));
      await survivor.drain(new Date(Date.now() + 60 * 60_000));
      expect(inbox.received.map((mail) => mail.subject)).toEqual(["In flight"]);
    } finally {
      await inbox.close();
      await t.close();
    }
  });
});
