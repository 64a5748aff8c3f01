import { eq, like, sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { months } from "../../src/content/months";
import { localTime, type ReminderPreferences } from "../../src/domain/reminders";
import { openDatabase } from "../../src/server/db/client";
import { jobs, journalEntries, reminderPreferences } from "../../src/server/db/schema";
import { CLAIM_SECONDS, claimDueJobs } from "../../src/server/jobs/queue";
import { JobWorker } from "../../src/server/jobs/worker";
import { createMailDelivery, mailMessageSchema } from "../../src/server/mail/mailer";
import { ReminderScheduler, SCAN_EVERY_MS } from "../../src/server/reminders/reminder-scheduler";
import { newMember } from "../support/billing-members";
import { startSmtpInbox } from "../support/smtp-inbox";
import { createTestApp, ORIGIN, readSetting, saveSetting, type TestApp } from "../support/test-app";
import { testDatabaseKinds } from "../support/test-databases";

// Reminders and lifecycle mails (docs/jobs.md) through the job queue and a real SMTP server in this process,
// on PGlite and PostgreSQL.

type Member = Awaited<ReturnType<typeof newMember>>;
const DAY_MS = 86_400_000;
const REMINDER_SUBJECTS = ["Your moment for today", "Whenever you are ready"];
const localDay = (now: Date, tz: string, daysAgo = 0) =>
  localTime(new Date(now.getTime() - daysAgo * DAY_MS), tz).date;
const quiet = () => undefined;
const FROM = "Grind to Grace <hello@example.test>";
const toOf = (mail: { to?: unknown }) => JSON.stringify(mail.to ?? "");

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
    expect((await saveSetting(t, who.cookie, "reminders", prefs)).status).toBe(200);
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
    expect(await readSetting(t, her.cookie, "reminders")).toEqual({
      enabled: false,
      hour: 8,
      timeZone: "UTC",
      affirmationOnly: false,
      weekly: false,
      news: true,
    });
    const bad = { enabled: true, hour: 24, timeZone: "Mars/Olympus", affirmationOnly: false };
    expect((await saveSetting(t, her.cookie, "reminders", bad)).status).toBe(400);
    const good = { enabled: true, hour: 7, timeZone: "Europe/Lisbon", affirmationOnly: true };
    expect((await saveSetting(t, her.cookie, "reminders", good)).status).toBe(200);
    expect(await readSetting(t, her.cookie, "reminders")).toEqual({ ...good, weekly: false, news: true });
  });

  it("sends at her hour in Auckland and in Los Angeles exactly once, with several schedulers and two job workers at once", async () => {
    // The start of this hour, so that a minute later is still her hour, whatever the clock says.
    const now = new Date(Math.floor(Date.now() / 3_600_000) * 3_600_000);
    const auckland = [await member(), await member(), await member()];
    const angeles = [await member(), await member(), await member()];
    const later = await member();
    for (const her of auckland) await remindAt(her, "Pacific/Auckland", now);
    for (const her of angeles) await remindAt(her, "America/Los_Angeles", now);
    await remindAt(later, "America/Los_Angeles", now, {
      hour: (localTime(now, "America/Los_Angeles").hour + 1) % 24,
    });
    await t.deps.jobs.drain(); // nothing else is due when the reminders are queued
    const other = new ReminderScheduler(
      t.deps.database.db,
      t.deps.mailer,
      t.deps.unsubscribeLinks,
      "http://localhost:3000",
      t.deps.texts,
    );
    await Promise.all([t.deps.reminders.scan(now), other.scan(now), other.scan(now)]);

    // A second app server's worker (its own connection on PostgreSQL) drains beside this server's.
    const second =
      kind === "postgres" ? await openDatabase({ databaseUrl: t.deps.config.databaseUrl }) : t.deps.database;
    try {
      const otherWorker = new JobWorker(second.db, { log: quiet });
      const delivery = createMailDelivery({ smtpUrl: `smtp://127.0.0.1:${inbox.port}`, from: FROM });
      let sentByOther = 0;
      const ours = [...auckland, ...angeles, later];
      otherWorker.handle("mail", async (payload, _job, signal) => {
        const mail = mailMessageSchema.parse(payload);
        if (ours.some((her) => JSON.stringify(mail.to).includes(her.email))) sentByOther++;
        await delivery.deliver(mail, signal);
      });
      // Counted for this test's members only: a member of another test may have chosen this hour too.
      const sentToOurs = () => ours.reduce((sum, her) => sum + received(her).length, 0);
      const before = sentToOurs();
      await Promise.all([t.deps.jobs.drain(), otherWorker.drain()]);
      const sent = sentToOurs() - before;
      expect(sent).toBe(6);
      // Both workers took part: each mail went through exactly one of them.
      expect(sentByOther).toBeGreaterThan(0);
      expect(sentByOther).toBeLessThan(sent);
    } finally {
      if (second !== t.deps.database) await second.close();
    }
    for (const her of [...auckland, ...angeles]) expect(received(her)).toHaveLength(1);
    expect(received(later)).toHaveLength(0);

    const mail = received(auckland[0] as Member)[0];
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
    expect(mail?.text).toContain('and press "Turn off reminders".');

    // The same hour again that day: nothing. The next day at her hour: the next one.
    expect(await scanAndSend(new Date(now.getTime() + 60_000))).toBe(0);
    expect(received(auckland[0] as Member)).toHaveLength(1);
    await scanAndSend(new Date(now.getTime() + DAY_MS));
    expect(received(auckland[0] as Member)).toHaveLength(2);
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

  it("the mail's link asks first (GET and HEAD change nothing); its button or the one-click POST turns reminders off, without signing in", async () => {
    const now = new Date();
    const her = await member();
    await remindAt(her, "Asia/Tokyo", now);
    await scanAndSend(now);
    const link = header(received(her)[0], "list-unsubscribe") as string;
    const url = new URL(link.slice(1, -1));
    // A mail scanner opening the link turns nothing off (RFC 8058; docs/security.md).
    const page = await t.request(url.pathname + url.search);
    expect(page.status).toBe(200);
    expect(page.headers.get("cache-control")).toBe("no-store");
    const shown = await page.text();
    expect(shown).toContain("Turn off reminders?");
    expect(shown).toContain('<form method="post">');
    expect((await t.request(url.pathname + url.search, { method: "HEAD" })).status).toBe(200);
    expect(await readSetting(t, her.cookie, "reminders")).toMatchObject({ enabled: true });

    // Her press of the page's button.
    const pressed = await t.request(url.pathname + url.search, {
      method: "POST",
      headers: { "content-type": "application/x-www-form-urlencoded", accept: "text/html", origin: ORIGIN },
      body: "List-Unsubscribe=One-Click",
    });
    expect(pressed.status).toBe(200);
    expect(pressed.headers.get("cache-control")).toBe("no-store");
    expect(await pressed.text()).toContain("Reminders are off");
    expect(await readSetting(t, her.cookie, "reminders")).toMatchObject({ enabled: false });

    await remindAt(her, "Asia/Tokyo", now);
    const post = await t.request(url.pathname + url.search, {
      method: "POST",
      headers: { "content-type": "application/x-www-form-urlencoded", origin: "https://mail.example" },
      body: "List-Unsubscribe=One-Click",
    });
    expect(post.status).toBe(200);
    expect(post.headers.get("cache-control")).toBe("no-store");
    expect(await readSetting(t, her.cookie, "reminders")).toMatchObject({ enabled: false });

    const forged = new URL(url);
    forged.searchParams.set("t", "forged");
    expect((await t.request(forged.pathname + forged.search, { method: "POST" })).status).toBe(400);
  });

  it("welcomes her once after she confirms her address", async () => {
    const her = await member();
    // This server uses test-mode payments, so the welcome says so.
    const welcomes = received(her, "Welcome to Grind to Grace (test mode)");
    expect(welcomes).toHaveLength(1);
    expect(welcomes[0]?.text).toContain("http://localhost:3000/day/1");
    expect(welcomes[0]?.text).toContain("test-mode payments");
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

/** The next moment after `from` when the minute hand shows `minute`:`second` (every zone used here has whole-hour offsets). */
function nextAt(from: Date, minute: number, second: number): Date {
  const at = new Date(from);
  at.setUTCMinutes(minute, second, 0);
  if (at <= from) at.setUTCHours(at.getUTCHours() + 1);
  return at;
}

describe.each(testDatabaseKinds)("reminders and mail on the server's clock, on %s", (kind) => {
  let inbox: Awaited<ReturnType<typeof startSmtpInbox>>;
  let t: TestApp;
  let clock = new Date();
  let n = 0;
  const options = (port: number) =>
    [kind, { SMTP_URL: `smtp://127.0.0.1:${port}`, DEV_MAILBOX: "1" }, { now: () => clock }] as const;
  beforeAll(async () => {
    inbox = await startSmtpInbox();
    t = await createTestApp(...options(inbox.port));
  });
  afterAll(async () => {
    await t.close();
    await inbox.close();
  });

  const member = async (timeZone: string, at: Date) => {
    const her = await newMember(t, `clocked-${kind}-${++n}@example.test`, "Rae Lin");
    const prefs = { enabled: true, hour: localTime(at, timeZone).hour, timeZone, affirmationOnly: false };
    expect((await saveSetting(t, her.cookie, "reminders", prefs)).status).toBe(200);
    return her;
  };
  const reminders = (who: Member) =>
    inbox.received.filter(
      (mail) => toOf(mail).includes(who.email) && REMINDER_SUBJECTS.includes(mail.subject ?? ""),
    );

  it("turned on in the last minute of her hour, that day's reminder still goes out within two minutes", async () => {
    expect(SCAN_EVERY_MS).toBeLessThanOrEqual(60_000);
    for (const timeZone of ["Pacific/Auckland", "America/Los_Angeles"]) {
      // She turns reminders on for this hour at hh:59:30 on the server's clock.
      clock = nextAt(new Date(), 59, 30);
      const turnedOn = clock;
      const her = await member(timeZone, turnedOn);
      // The scheduler's next look, once a minute, falls in the next hour.
      clock = new Date(turnedOn.getTime() + SCAN_EVERY_MS);
      expect(localTime(clock, timeZone).hour).not.toBe(localTime(turnedOn, timeZone).hour);
      expect(await t.deps.reminders.scan()).toBe(1);
      await t.deps.jobs.drain();
      expect(reminders(her), timeZone).toHaveLength(1);
      const [job] = await t.deps.database.db
        .select()
        .from(jobs)
        .where(like(jobs.uniqueKey, `reminder:${her.id}:%`));
      expect(job?.uniqueKey).toBe(`reminder:${her.id}:${localTime(turnedOn, timeZone).date}`);
      expect((job?.finishedAt?.getTime() ?? Infinity) - turnedOn.getTime()).toBeLessThanOrEqual(120_000);
      // Nothing more that day.
      clock = new Date(turnedOn.getTime() + 10 * 60_000);
      expect(await t.deps.reminders.scan()).toBe(0);
    }
  });

  it("when she never writes, her reminders space out from the day she turned them on and soften", async () => {
    const start = new Date();
    clock = start;
    const her = await member("Asia/Tokyo", start);
    const sentOn: number[] = [];
    const subjects: string[] = [];
    for (let day = 0; day <= 30; day++) {
      clock = new Date(start.getTime() + day * DAY_MS);
      await t.deps.reminders.scan();
      await t.deps.jobs.drain();
      const mails = reminders(her);
      if (mails.length > subjects.length) {
        sentOn.push(day);
        subjects.push(mails.at(-1)?.subject ?? "");
      }
    }
    expect(sentOn).toEqual([0, 1, 2, 4, 6, 8, 10, 12, 19, 26]);
    expect(subjects.slice(0, 3)).toEqual(Array(3).fill("Your moment for today"));
    expect(subjects.slice(3)).toEqual(Array(7).fill("Whenever you are ready"));
    await t.deps.database.db
      .update(reminderPreferences)
      .set({ enabled: false })
      .where(eq(reminderPreferences.userId, her.id));
    clock = new Date();
  });

  it("a failed SMTP send is tried again later and the mail arrives once, with the same Message-ID", async () => {
    const flaky = await startSmtpInbox({ failFirst: 1 });
    const app = await createTestApp(...options(flaky.port));
    try {
      clock = new Date();
      await app.deps.mailer.send({
        to: "retry@example.test",
        subject: "Hello again",
        text: "Hi",
        html: "<p>Hi</p>",
      });
      await app.deps.jobs.drain();
      expect(flaky.received).toHaveLength(0);
      expect(flaky.refused.map((mail) => mail.subject)).toEqual(["Hello again"]);
      clock = new Date(clock.getTime() + 60_000);
      await app.deps.jobs.drain();
      clock = new Date(clock.getTime() + 10 * 60_000);
      await app.deps.jobs.drain();
      expect(flaky.received.map((mail) => mail.subject)).toEqual(["Hello again"]);
      expect(flaky.received[0]?.messageId).toBe(flaky.refused[0]?.messageId);
      const { rows } = (await app.deps.database.db.execute(
        sql`select attempts, finished_at is not null as finished from jobs where kind = 'mail'`,
      )) as unknown as { rows: { attempts: number; finished: boolean }[] };
      expect(rows).toEqual([{ attempts: 2, finished: true }]);
    } finally {
      await app.close();
      await flaky.close();
      clock = new Date();
    }
  });

  it("a worker killed after claiming a mail leaves it to another once the claim expires: sent exactly once", async () => {
    const { db } = t.deps.database;
    clock = new Date();
    await t.deps.jobs.drain();
    await t.deps.mailer.send({
      to: "claimed@example.test",
      subject: "Claimed",
      text: "Hi",
      html: "<p>Hi</p>",
    });
    // A server claims the job and dies before it sends or finishes it.
    const [claimed] = await claimDueJobs(db, 1, clock);
    expect(claimed?.kind).toBe("mail");
    const arrived = () => inbox.received.filter((mail) => mail.subject === "Claimed");
    await t.deps.jobs.drain();
    expect(arrived()).toHaveLength(0);
    clock = new Date(clock.getTime() + (CLAIM_SECONDS - 10) * 1000);
    await t.deps.jobs.drain();
    expect(arrived()).toHaveLength(0);
    clock = new Date(clock.getTime() + 20 * 1000);
    await t.deps.jobs.drain();
    expect(arrived()).toHaveLength(1);
    clock = new Date(clock.getTime() + 60 * 60_000);
    await t.deps.jobs.drain();
    expect(arrived()).toHaveLength(1);
    clock = new Date();
  });

  it("a worker that dies while its mail is in flight leaves the mail sent exactly once", async () => {
    const held = await startSmtpInbox({ holdFirst: true });
    const app = await createTestApp(...options(held.port));
    let dead: Promise<void> = Promise.resolve();
    try {
      clock = new Date();
      await app.deps.mailer.send({
        to: "held@example.test",
        subject: "In flight",
        text: "Hi",
        html: "<p>Hi</p>",
      });
      // This worker's send never completes: the server took the mail and never answered, as good as a
      // dead worker holding its claim.
      const dying = new JobWorker(app.deps.database.db, { log: quiet, now: () => clock });
      const delivery = createMailDelivery({ smtpUrl: `smtp://127.0.0.1:${held.port}`, from: FROM });
      dying.handle("mail", (payload, _job, signal) =>
        delivery.deliver(mailMessageSchema.parse(payload), signal),
      );
      dead = dying.drain().catch(() => undefined);
      await expect.poll(() => held.held.length).toBe(1);
      await app.deps.jobs.drain();
      expect(held.received).toHaveLength(0);
      clock = new Date(clock.getTime() + (CLAIM_SECONDS + 5) * 1000);
      await app.deps.jobs.drain();
      clock = new Date(clock.getTime() + 60 * 60_000);
      await app.deps.jobs.drain();
      expect(held.received.map((mail) => mail.subject)).toEqual(["In flight"]);
      // Had the first copy got through after all, it carries the same Message-ID: receivers can drop it.
      expect(held.received[0]?.messageId).toBe(held.held[0]?.messageId);
    } finally {
      await held.close();
      await dead;
      await app.close();
      clock = new Date();
    }
  });
});
