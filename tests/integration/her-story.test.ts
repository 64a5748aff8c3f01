import { randomUUID } from "node:crypto";
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { CheckInPatterns } from "../../src/domain/check-in-tags";
import type { OnThisDay } from "../../src/domain/on-this-day";
import type { ReturnPromptsOverview } from "../../src/domain/return-prompts";
import { journalEntries, pages, returnEntries } from "../../src/server/db/schema";
import { json, newMember } from "../support/billing-members";
import { startSmtpInbox } from "../support/smtp-inbox";
import {
  ADMIN_EMAIL,
  createTestApp,
  ORIGIN,
  readSetting,
  saveSetting,
  type TestApp,
} from "../support/test-app";
import { testDatabaseKinds } from "../support/test-databases";

// Her story over time (D23, issue #27 items 2, 4, 5 and 7): on this day, what helps, the weekly letter
// through the job queue and a real SMTP server (with the scheduler's clock moved to a Sunday), and the
// monthly return prompts after day 75. On PGlite and PostgreSQL.

type Member = Awaited<ReturnType<typeof newMember>>;
const DAY_MS = 86_400_000;
const dateKey = (at: Date) => at.toISOString().slice(0, 10);
const WEEKLY = "Your week in words";

describe.each(testDatabaseKinds)("her story over time on %s", (kind) => {
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

  const member = () => newMember(t, `story-${kind}-${++n}@example.test`, "Ada Moss");
  const get = (who: Member, path: string) => t.request(path, { cookie: who.cookie });
  const send = (who: Member, method: string, path: string, body?: unknown) =>
    t.request(path, { method, cookie: who.cookie, json: body, headers: { origin: ORIGIN } });
  const checkIn = (who: Member, date: string, value: Record<string, unknown>) =>
    send(who, "PUT", `/api/check-ins/${date}`, {
      value: {
        mood: "peaceful",
        energy: "medium",
        gratitude: "tea",
        challenge: "a deadline",
        intention: "rest",
        timestamp: new Date().toISOString(),
        ...value,
      },
      baseRevision: 0,
    });
  const received = (who: Member) =>
    inbox.received.filter(
      (mail) => JSON.stringify(mail.to ?? "").includes(who.email) && mail.subject === WEEKLY,
    );

  it("shows a page from a week ago and a reflection from a month ago on this day, and never again once hidden", async () => {
    const her = await member();
    const now = new Date();
    const weekAgo = dateKey(new Date(now.getTime() - 7 * DAY_MS));
    const id = randomUUID();
    await send(her, "PUT", `/api/pages/${id}`, {
      value: { date: weekAgo, title: "The long walk", body: "I walked to the old bridge and back." },
      baseRevision: 0,
    });
    await send(her, "PUT", "/api/journal/1", { value: "A month ago I began.", baseRevision: 0 });
    const monthAgo = new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth() - 1, now.getUTCDate(), 12));
    await t.deps.database.db
      .update(journalEntries)
      .set({ createdAt: monthAgo })
      .where(eq(journalEntries.userId, her.id));

    const shown = await json<OnThisDay>(await get(her, `/api/on-this-day?today=${dateKey(now)}`));
    const expected: Record<string, string>[] = [
      {
        kind: "page",
        key: id,
        date: weekAgo,
        ago: "a week ago",
        excerpt: "I walked to the old bridge and back.",
      },
    ];
    // The 31st has no month-ago date in a 30-day month: then only the page comes back.
    if (monthAgo.getUTCDate() === now.getUTCDate()) {
      expected.push({
        kind: "day",
        key: "1",
        date: dateKey(monthAgo),
        ago: "a month ago",
        excerpt: "A month ago I began.",
      });
    }
    expect(shown.items).toEqual(expected.map((item) => expect.objectContaining(item)));

    expect((await send(her, "POST", "/api/on-this-day/hidden", { kind: "page", key: id })).status).toBe(200);
    const after = await json<OnThisDay>(await get(her, "/api/on-this-day"));
    expect(after.items.map((item) => item.key)).not.toContain(id);
    // Hidden from resurfacing only: the page is still hers.
    expect((await json<{ revision: number }>(await get(her, `/api/pages/${id}`))).revision).toBe(1);
    const other = await member();
    expect((await json<OnThisDay>(await get(other, "/api/on-this-day"))).items).toEqual([]);
  });

  it("skips a heavy day's entry on this day unless she asks for it, then adds care, and shows nothing once turned off", async () => {
    const her = await member();
    const weekAgo = new Date(Date.now() - 7 * DAY_MS);
    await t.deps.database.db.insert(journalEntries).values([
      { userId: her.id, day: 2, content: "The table was full of papers.", createdAt: weekAgo },
      { userId: her.id, day: 46, content: "What I lost that spring.", createdAt: weekAgo },
    ]);
    const today = `/api/on-this-day?today=${dateKey(new Date())}`;
    const keys = async () => (await json<OnThisDay>(await get(her, today))).items;
    // Day 46 is a care day (docs/content-style.md): not brought back unasked.
    expect((await keys()).map((item) => item.key)).toEqual(["2"]);
    expect(await readSetting(t, her.cookie, "resurfacing")).toEqual({ onThisDay: true, heavyDays: false });

    expect(
      (await saveSetting(t, her.cookie, "resurfacing", { onThisDay: true, heavyDays: true })).status,
    ).toBe(200);
    const both = await keys();
    expect(both.map((item) => [item.key, item.care ?? false])).toEqual(
      expect.arrayContaining([
        ["2", false],
        ["46", true],
      ]),
    );
    expect(both).toHaveLength(2);

    expect(
      (await saveSetting(t, her.cookie, "resurfacing", { onThisDay: false, heavyDays: true })).status,
    ).toBe(200);
    expect(await keys()).toEqual([]);
    // Another member's choice is hers alone.
    expect(await readSetting(t, (await member()).cookie, "resurfacing")).toEqual({
      onThisDay: true,
      heavyDays: false,
    });
  });

  it("keeps a check-in's tags, counts them in her patterns, and still saves a check-in without tags", async () => {
    const her = await member();
    const today = dateKey(new Date());
    const yesterday = dateKey(new Date(Date.now() - DAY_MS));
    expect((await checkIn(her, today, { tags: ["outside", "tea with june"], energy: "high" })).status).toBe(
      200,
    );
    expect((await checkIn(her, yesterday, { energy: "low", mood: "anxious" })).status).toBe(200);
    const stored = await json<{ value: { tags?: string[] } }>(await get(her, `/api/check-ins/${today}`));
    expect(stored.value.tags).toEqual(["outside", "tea with june"]);
    const patterns = await json<CheckInPatterns>(await get(her, "/api/check-in-patterns"));
    expect(patterns.checkIns).toBe(2);
    expect(patterns.tags).toContainEqual({ tag: "outside", days: 1, betterEnergyDays: 1, betterMoodDays: 1 });
    const tooMany = Array.from({ length: 11 }, (_, i) => `mine ${i}`);
    expect((await checkIn(her, today, { tags: tooMany })).status).toBe(400);
  });

  it("sends the weekly letter on Sunday to the member who opted in, once, and never to one who did not", async () => {
    const her = await member();
    const quiet = await member();
    const other = await member();
    const prefs = { enabled: false, hour: 8, timeZone: "UTC", affirmationOnly: false };
    expect((await saveSetting(t, her.cookie, "reminders", { ...prefs, weekly: true })).status).toBe(200);
    expect((await saveSetting(t, quiet.cookie, "reminders", { ...prefs, weekly: true })).status).toBe(200);
    expect((await saveSetting(t, other.cookie, "reminders", prefs)).status).toBe(200);
    for (const who of [her, other]) {
      await send(who, "PUT", "/api/journal/1", {
        value: "Short one. The river was loud today and I sat beside it for a long time. Then home.",
        baseRevision: 0,
      });
    }
    const now = new Date();
    const toSunday = (7 - now.getUTCDay()) % 7;
    const sunday = new Date(
      Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), now.getUTCDate() + toSunday, 20),
    );
    const saturday = new Date(sunday.getTime() - DAY_MS);
    const scanAndSend = async (at: Date) => {
      await t.deps.reminders.scan(at);
      await t.deps.jobs.drain();
    };

    await scanAndSend(saturday);
    expect(received(her)).toHaveLength(0);
    await scanAndSend(sunday);
    await scanAndSend(new Date(sunday.getTime() + 60_000));
    expect(received(her)).toHaveLength(1);
    expect(received(other)).toHaveLength(0);
    const letter = received(her)[0];
    expect(letter?.text).toContain("You wrote 18 words.");
    expect(letter?.text).toContain("What you wrote stays in your journal, where only you can read it.");
    // Not a word of hers, in the text or the HTML (issue #49): counts only.
    for (const part of [letter?.text, letter?.html]) expect(part).not.toMatch(/river|loud|beside|short one/i);
    expect(letter?.text).toMatch(/The coming week's affirmations are about .+\./);
    const empty = received(quiet)[0];
    expect(empty?.text).toContain("The page is here whenever you want it.");
    expect(empty?.text).not.toMatch(/missed|streak|0 words/i);

    // One press on the mail's link stops the letter, and leaves the rest of her settings as they were.
    const link = /To stop it, open (\S+)/.exec(letter?.text ?? "")?.[1] as string;
    const url = new URL(link);
    const post = await t.request(url.pathname + url.search, {
      method: "POST",
      headers: { "content-type": "application/x-www-form-urlencoded", origin: "https://mail.example" },
      body: "List-Unsubscribe=One-Click",
    });
    expect(post.status).toBe(200);
    expect(await readSetting(t, her.cookie, "reminders")).toEqual({ ...prefs, weekly: false, news: true });
    await scanAndSend(new Date(sunday.getTime() + 7 * DAY_MS));
    expect(received(her)).toHaveLength(1);
  });

  it("sends her letter now from POST /api/dev/weekly-letter, with her counts and none of her words", async () => {
    const her = await member();
    await send(her, "PUT", "/api/journal/2", { value: "The heron stood in the reeds.", baseRevision: 0 });
    expect(
      (await t.request("/api/dev/weekly-letter", { method: "POST", headers: { origin: ORIGIN } })).status,
    ).toBe(401);
    expect((await send(her, "POST", "/api/dev/weekly-letter")).status).toBe(200);
    await t.deps.jobs.drain();
    const letter = received(her)[0];
    expect(letter?.text).toContain("You wrote 6 words.");
    for (const part of [letter?.text, letter?.html]) expect(part).not.toMatch(/heron|reeds/i);
  });

  it("leaves the count out of a private journal's letter: words sealed on her device are not counted as one each", async () => {
    const her = await member();
    await send(her, "PUT", "/api/journal/2", { value: "The heron stood in the reeds.", baseRevision: 0 });
    // As her device seals a page (the server stores it as it came; tests/integration/private-journal.test.ts).
    await t.deps.database.db.insert(pages).values({
      id: randomUUID(),
      userId: her.id,
      date: dateKey(new Date()),
      title: "g2g-sealed:1:AAAAAAAAAAAAAAAA:BBBBBBBBBBBBBBBBBBBBBB",
      body: "g2g-sealed:1:CCCCCCCCCCCCCCCC:DDDDDDDDDDDDDDDDDDDDDD",
    });
    expect((await send(her, "POST", "/api/dev/weekly-letter")).status).toBe(200);
    await t.deps.jobs.drain();
    const letter = received(her)[0];
    expect(letter?.text).toContain("This week you came to the page on");
    expect(letter?.text).not.toContain("You wrote");
  });

  it("opens the twelve return prompts only once she has completed all 75 days", async () => {
    const her = await member();
    const overview = await json<ReturnPromptsOverview>(await get(her, "/api/journey/return-prompts"));
    expect(overview.open).toBe(false);
    expect(overview.prompts).toHaveLength(12);
    expect(
      (await send(her, "PUT", "/api/journey/return-prompts/3", { value: "Not yet.", baseRevision: 0 }))
        .status,
    ).toBe(403);

    await t.deps.database.db.insert(journalEntries).values(
      Array.from({ length: 75 }, (_, i) => ({
        userId: her.id,
        day: i + 1,
        content: "",
        completedAt: new Date(),
      })),
    );
    expect((await json<ReturnPromptsOverview>(await get(her, "/api/journey/return-prompts"))).open).toBe(
      true,
    );
    const saved = await send(her, "PUT", "/api/journey/return-prompts/3", {
      value: "The hallway shelf.",
      baseRevision: 0,
    });
    expect(saved.status).toBe(200);
    expect(await json(await get(her, "/api/journey/return-prompts/3"))).toMatchObject({
      value: "The hallway shelf.",
      revision: 1,
    });
    const exported = await json<{ returnReflections: { month: number; text: string }[] }>(
      await get(her, "/api/account/export?format=json"),
    );
    expect(exported.returnReflections).toEqual([
      expect.objectContaining({ month: 3, text: "The hallway shelf." }),
    ]);
    // An answer sealed on her device (a private journal) is written, but its words are not counted here.
    await t.deps.database.db
      .insert(returnEntries)
      .values({ userId: her.id, month: 4, content: "g2g-sealed:1:AAAAAAAAAAAAAAAA:BBBBBBBBBBBBBBBBBBBBBB" });
    const prompts = (await json<ReturnPromptsOverview>(await get(her, "/api/journey/return-prompts")))
      .prompts;
    expect(prompts.map((prompt) => prompt.words).slice(0, 5)).toEqual([0, 0, 3, null, 0]);
  });

  it("rereads days 36 to 40 on day 45 and day 31 on day 75 when she wrote them, and nothing when she did not", async () => {
    // The admin opens every day, so the paid days can be written without a plan.
    const her = await newMember(t, ADMIN_EMAIL, "Ada Moss");
    await send(her, "PUT", "/api/journal/36", { value: "Thirty-six.", baseRevision: 0 });
    await send(her, "PUT", "/api/journal/39", { value: "Thirty-nine.", baseRevision: 0 });
    await send(her, "PUT", "/api/journal/31", { value: "My intention: slower mornings.", baseRevision: 0 });
    const daysOf = async (day: number) =>
      (
        await json<{ entries: { day: number }[] }>(await get(her, `/api/journal/${day}/read-backs`))
      ).entries.map((entry) => entry.day);
    expect(await daysOf(45)).toEqual([36, 39]);
    expect(await daysOf(75)).toEqual([31]);
    expect(await daysOf(60)).toEqual([]);
    expect(await daysOf(66)).toEqual([]);
  });
});
