import { randomUUID } from "node:crypto";
import { sql } from "drizzle-orm";
import { PDFDocument } from "pdf-lib";
import Stripe from "stripe";
import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from "vitest";
import { createJournalKeys } from "../../src/client/lib/private-journal/journal-crypto";
import { DELETE_PASSWORD_MESSAGE } from "../../src/domain/account";
import type { AdminStats } from "../../src/domain/billing-api";
import type { CheckInHistory, JournalArchive, ReadBackEntry } from "../../src/domain/journal-archive";
import { NAME_RULE_MESSAGE } from "../../src/domain/names";
import { printableNotesToolId } from "../../src/domain/tool-states";
import { deletedByHand, keptUnderNewId, keptWithoutHer } from "../../src/server/account/delete-account";
import { type MemberData, memberSections } from "../../src/server/account/member-data";
import { reshapedTables } from "../../src/server/account/reshaped-tables";
import { SECRET_COLUMN } from "../../src/server/account/tables-of-hers";
import { cancellationCounts } from "../../src/server/billing/cancellation-stats";
import type { Db } from "../../src/server/db/client";
import {
  broadcastRecipients,
  broadcasts,
  cancellations,
  gifts,
  journalEntries,
  offerRedemptions,
  offers,
  payments,
  returnEntries,
  sequenceSends,
  sequences,
  subscribers,
  teamMembers,
} from "../../src/server/db/schema";
import {
  FAKE_STRIPE_WEBHOOK_SECRET,
  type FakeStripe,
  fakeStripeEnv,
  startFakeStripe,
} from "../fakes/fake-stripe";
import { json, newMember, subscriberRow } from "../support/billing-members";
import {
  ADMIN_EMAIL,
  createTestApp,
  latestLink,
  ORIGIN,
  sessionCookie,
  type TestApp,
} from "../support/test-app";
import { testDatabaseKinds } from "../support/test-databases";

// Her words back and her account (docs/architecture.md, "Her words back"): the archive and its search, read-backs, her check-in
// history, the export, changes to her name, password and address, and deleting the account (which
// ends her subscription with the provider: test mode here, Stripe against its fake below).

type Member = Awaited<ReturnType<typeof newMember>>;

/** Rows of `sql` as plain objects. */
async function rowsOf<T>(db: Db, query: ReturnType<typeof sql>): Promise<T[]> {
  return ((await db.execute(query)) as unknown as { rows: T[] }).rows;
}

/** Every table of the database with a `user_id` column. */
async function tablesWithUserId(db: Db): Promise<string[]> {
  const rows = await rowsOf<{ table_name: string }>(
    db,
    sql`select table_name from information_schema.columns
      where table_schema = 'public' and column_name = 'user_id' order by table_name`,
  );
  return rows.map((row) => row.table_name);
}

/** How many rows of any table mention `text` in any column. */
async function rowsMentioning(db: Db, text: string): Promise<Record<string, number>> {
  const tables = await rowsOf<{ table_name: string }>(
    db,
    sql`select table_name from information_schema.tables
      where table_schema = 'public' and table_type = 'BASE TABLE'`,
  );
  const found: Record<string, number> = {};
  for (const { table_name } of tables) {
    const [counted] = await rowsOf<{ n: number }>(
      db,
      sql.raw(
        `select count(*)::int as n from "${table_name}" t where t::text like '%${text.replace(/'/g, "''")}%'`,
      ),
    );
    if (counted && counted.n > 0) found[table_name] = counted.n;
  }
  return found;
}

/** How many rows a table's sections of her export hold: a list its length, one answer one row. */
const rowsIn = (section: object) =>
  Object.values(section).reduce<number>(
    (sum, value) => sum + (Array.isArray(value) ? value.length : value === null ? 0 : 1),
    0,
  );

/** Every key of a JSON value, at any depth. */
const keysOf = (value: unknown): string[] =>
  value && typeof value === "object"
    ? Object.entries(value).flatMap(([key, inner]) => [
        ...(Array.isArray(value) ? [] : [key]),
        ...keysOf(inner),
      ])
    : [];

async function rowsWithUserId(db: Db, table: string, userId: string): Promise<number> {
  const [counted] = await rowsOf<{ n: number }>(
    db,
    sql.raw(`select count(*)::int as n from "${table}" where user_id = '${userId.replace(/'/g, "''")}'`),
  );
  return counted?.n ?? 0;
}

const today = new Date().toISOString().slice(0, 10);
const yesterday = new Date(Date.now() - 86_400_000).toISOString().slice(0, 10);

describe.each(testDatabaseKinds)("her account and her words on %s", (kind) => {
  let t: TestApp;
  let n = 0;
  beforeAll(async () => {
    t = await createTestApp(kind);
  });
  afterAll(async () => {
    await t.close();
  });

  const member = () => newMember(t, `account-${++n}@example.test`, "June Rivers");
  const get = (who: Member, path: string) => t.request(path, { cookie: who.cookie });
  const send = (who: Member, method: string, path: string, body: unknown) =>
    t.request(path, { method, cookie: who.cookie, json: body, headers: { origin: "http://localhost:3000" } });
  const write = (who: Member, day: number, text: string) =>
    send(who, "PUT", `/api/journal/${day}`, { value: text, baseRevision: 0 });
  const checkIn = (who: Member, date: string, mood: string, energy: string) =>
    send(who, "PUT", `/api/check-ins/${date}`, {
      value: {
        mood,
        energy,
        gratitude: "tea",
        challenge: "deadline",
        intention: "rest",
        timestamp: new Date().toISOString(),
      },
      baseRevision: 0,
    });

  const db = () => t.deps.database.db;
  const reminders = { enabled: true, hour: 7, timeZone: "Europe/Paris", affirmationOnly: false };
  let admin: Member | undefined;
  const theAdmin = async () => {
    admin ??= await newMember(t, ADMIN_EMAIL, "The Admin");
    return admin;
  };
  const stats = async () => json<AdminStats>(await get(await theAdmin(), "/api/admin/stats"));

  /** She writes in every place a member can: every table that holds `user_id` gets rows of hers. */
  async function fillEverything(her: Member) {
    const ok = async (res: Promise<Response>) => expect((await res).status).toBe(200);
    await ok(send(her, "POST", "/api/billing/local/confirm", { plan: "flow", isAnnual: false }));
    await ok(write(her, 1, "Words of day one."));
    await ok(send(her, "POST", "/api/journal/1/complete", {}));
    await ok(write(her, 2, "Words of day two."));
    await ok(checkIn(her, today, "neutral", "medium"));
    await ok(checkIn(her, yesterday, "anxious", "low"));
    await ok(
      send(her, "PUT", "/api/tools/askForHelp", {
        value: { checkedItems: { "0": true }, reflection: "Asked my sister." },
        baseRevision: 0,
      }),
    );
    await ok(
      send(her, "PUT", `/api/tools/${printableNotesToolId("january-worksheet")}`, {
        value: { notes: "January notes." },
        baseRevision: 0,
      }),
    );
    await ok(
      send(her, "PUT", "/api/settings/appearance", {
        value: { theme: "dark", textSize: "large" },
        baseRevision: 0,
      }),
    );
    await ok(send(her, "PUT", "/api/settings/reminders", { value: reminders, baseRevision: 0 }));
    await ok(
      send(her, "PUT", "/api/settings/resurfacing", {
        value: { onThisDay: true, heavyDays: true },
        baseRevision: 0,
      }),
    );
    // Her story over time (D23): an open page, a hidden one, and a monthly return answer.
    const page = "00000000-0000-4000-8000-00000000000a";
    const value = { date: today, title: "A page", body: "Words of a page." };
    await ok(send(her, "PUT", `/api/pages/${page}`, { value, baseRevision: 0 }));
    await ok(send(her, "POST", "/api/on-this-day/hidden", { kind: "page", key: page }));
    // Her private journal's wrapped keys (issue 48), as her device sends them.
    const { keys } = await createJournalKeys(her.id, "a long walk by the sea");
    await ok(send(her, "PUT", "/api/private-journal", { state: "sealing", keys, baseRevision: 0 }));
    await db()
      .insert(returnEntries)
      .values({ userId: her.id, month: 1, content: "January words.", revision: 1 });
    // Keeping members (issue #26): a cancellation she explained and an offer she used.
    await db()
      .insert(cancellations)
      .values({ userId: her.id, reason: "unused", note: `Busy month (${her.id}).`, when: "period_end" });
    await db()
      .insert(offers)
      .values({ code: "ACCOUNT10", kind: "percent", value: 10, duration: "once" })
      .onConflictDoNothing();
    await db().insert(offerRedemptions).values({ code: "ACCOUNT10", userId: her.id });
    // The coach's news (D28): a broadcast and an automatic message sent to her, and a place on the team.
    const [news] = await db()
      .insert(broadcasts)
      .values({ subject: "News", body: "Hi", audience: {}, status: "sent", createdBy: "someone" })
      .returning({ id: broadcasts.id });
    await db()
      .insert(broadcastRecipients)
      .values({ broadcastId: news?.id as string, userId: her.id, status: "sent" });
    const [welcome] = await db()
      .insert(sequences)
      .values({ subject: "Welcome", body: "Hi", trigger: "signup", days: 1 })
      .returning({ id: sequences.id });
    await db()
      .insert(sequenceSends)
      .values({ sequenceId: welcome?.id as string, userId: her.id });
    await db().insert(teamMembers).values({
      email: her.email,
      role: "staff",
      invitedBy: "someone",
      acceptedAt: new Date(),
      userId: her.id,
    });
    await db().insert(payments).values({
      userId: her.id,
      kind: "plan",
      description: "Grace Flow, monthly",
      amountCents: 1100,
      status: "paid",
      testMode: true,
    });
    // Gifts (issue #44 item 7): one she bought for a friend, with her message, and one addressed to her.
    await db()
      .insert(gifts)
      .values([
        {
          code: randomUUID(),
          buyerId: her.id,
          plan: "journey",
          months: 3,
          amountCents: 6600,
          recipientEmail: `friend-of-${her.email}`,
          recipientName: `Ola, friend of ${her.id}`,
          message: `Words for Ola from ${her.id}`,
          sendOn: today,
        },
        {
          code: randomUUID(),
          plan: "flow",
          months: 1,
          amountCents: 1100,
          recipientEmail: her.email,
          recipientName: `Her own name, ${her.id}`,
          sendOn: today,
          // Redeemed by her, with words another member wrote (the code could have been passed on).
          message: "A note for whoever opens it",
          redeemedBy: her.id,
          redeemedAt: new Date(),
        },
      ]);
  }

  it("lists her reflections newest first and finds a word in any of them, never another member's", async () => {
    const her = await member();
    const other = await member();
    expect((await write(her, 1, "I noticed the kettle and the quiet morning.")).status).toBe(200);
    expect((await write(her, 2, "Saying no felt like a small rebellion.")).status).toBe(200);
    expect((await write(her, 3, "The Lighthouse walk, and the kettle again.")).status).toBe(200);
    expect((await write(other, 1, "My kettle is broken.")).status).toBe(200);

    const all = await json<JournalArchive>(await get(her, "/api/journal"));
    expect(all.entries.map((e) => e.day)).toEqual([3, 2, 1]);
    expect(all.entries[2]).toMatchObject({ day: 1, title: expect.any(String), words: 8 });
    expect(all.entries[2]?.excerpt).toBe("I noticed the kettle and the quiet morning.");

    const found = await json<JournalArchive>(await get(her, "/api/journal?q=KETTLE"));
    expect(found.query).toBe("KETTLE");
    expect(found.entries.map((e) => e.day).sort()).toEqual([1, 3]);
    const both = await json<JournalArchive>(await get(her, "/api/journal?q=kettle%20lighthouse"));
    expect(both.entries.map((e) => e.day)).toEqual([3]);
    // A wildcard is a character like any other.
    expect((await json<JournalArchive>(await get(her, "/api/journal?q=%25"))).entries).toEqual([]);
    expect((await get(her, `/api/journal?q=${"x".repeat(201)}`)).status).toBe(400);
    expect((await t.request("/api/journal")).status).toBe(401);
  });

  it("shows the entries a day asks her to reread, and only to a member who may open that day", async () => {
    const her = await member();
    await t.deps.database.db.insert(subscribers).values({
      userId: her.id,
      email: her.email,
      subscribed: true,
      subscriptionTier: "Grace Flow",
      status: "active",
    });
    await write(her, 1, "Day one words.");
    await write(her, 4, "Day four words.");
    const readBacks = await json<{ entries: ReadBackEntry[] }>(await get(her, "/api/journal/7/read-backs"));
    expect(readBacks.entries.map((e) => [e.day, e.content])).toEqual([
      [1, "Day one words."],
      [4, "Day four words."],
    ]);
    expect(
      (await json<{ entries: ReadBackEntry[] }>(await get(her, "/api/journal/3/read-backs"))).entries,
    ).toEqual([]);
    const locked = await get(her, "/api/journal/74/read-backs");
    expect(locked.status).toBe(403);
  });

  it("serves her check-ins between two dates for the growth page", async () => {
    const her = await member();
    const other = await member();
    expect((await checkIn(her, yesterday, "anxious", "low")).status).toBe(200);
    expect((await checkIn(her, today, "peaceful", "high")).status).toBe(200);
    await checkIn(other, today, "overwhelmed", "depleted");
    const history = await json<CheckInHistory>(
      await get(her, `/api/check-ins?from=${yesterday}&to=${today}`),
    );
    expect(history.checkIns.map((c) => [c.date, c.mood, c.energy])).toEqual([
      [yesterday, "anxious", "low"],
      [today, "peaceful", "high"],
    ]);
    const onlyToday = await json<CheckInHistory>(await get(her, `/api/check-ins?from=${today}&to=${today}`));
    expect(onlyToday.checkIns).toHaveLength(1);
    expect((await get(her, `/api/check-ins?from=${today}&to=${yesterday}`)).status).toBe(400);
    expect((await get(her, "/api/check-ins?from=2020-01-01&to=2026-01-01")).status).toBe(400);
    expect((await get(her, "/api/check-ins?from=bad&to=2026-01-01")).status).toBe(400);
  });

  it("exports every row of hers in every table that holds user_id, and nothing of anyone else's", async () => {
    const her = await member();
    const other = await member();
    await fillEverything(her);
    await write(other, 1, "Not hers.");

    const res = await get(her, "/api/account/export?format=json");
    expect(res.status).toBe(200);
    expect(res.headers.get("content-disposition")).toMatch(
      /attachment; filename="grind-to-grace-export-.*\.json"/,
    );
    const data = await json<MemberData>(res);
    expect(data.profile).toMatchObject({ email: her.email, name: "June Rivers" });
    expect(data.reflections).toEqual([
      expect.objectContaining({ day: 1, text: "Words of day one.", completedAt: expect.any(String) }),
      expect.objectContaining({ day: 2, text: "Words of day two.", completedAt: null }),
    ]);
    expect(data.checkIns.map((c) => [c.date, c.mood])).toEqual([
      [yesterday, "anxious"],
      [today, "neutral"],
    ]);
    expect(data.tools).toEqual([expect.objectContaining({ tool: "askForHelp" })]);
    expect(data.printableNotes).toEqual([
      expect.objectContaining({ printable: "january-worksheet", notes: "January notes." }),
    ]);
    expect(data.subscription).toMatchObject({ tier: "Grace Flow", subscribed: true, status: "trialing" });
    expect(data.appearance).toMatchObject({ theme: "dark", textSize: "large" });
    expect(data.reminders).toMatchObject(reminders);
    expect(data.onThisDay).toMatchObject({ shown: true, heavyDays: true });
    const text = JSON.stringify(data);
    expect(text).not.toContain("Not hers.");
    expect(text).not.toContain(other.email);
    expect(text).not.toMatch(/scrypt|\$2[aby]\$|"token"/);

    // Every table holding user_id has rows of hers, and the export holds exactly those rows, with no
    // column named for a secret (a password, a token of any kind).
    const tables = await tablesWithUserId(db());
    const sections = await memberSections(db(), her.id, t.deps.texts.current);
    expect([...sections.keys()].sort()).toEqual([...tables].sort());
    for (const table of tables) {
      const rows = await rowsWithUserId(db(), table, her.id);
      expect(rows, `rows of hers in ${table}`).toBeGreaterThan(0);
      const section = sections.get(table) ?? {};
      expect({ table, rows: rowsIn(section) }).toEqual({ table, rows });
      const exported = table in reshapedTables ? data : data.otherTables;
      expect(exported, table).toMatchObject(JSON.parse(JSON.stringify(section)));
    }
    expect(keysOf(data).filter((key) => SECRET_COLUMN.test(key))).toEqual([]);
    // Her gifts are held under the buyer's id, not user_id: the one she gave is hers, with her message,
    // and without its code (which opens the gift).
    expect(data.giftsGiven).toEqual([
      expect.objectContaining({
        recipientName: `Ola, friend of ${her.id}`,
        message: `Words for Ola from ${her.id}`,
      }),
    ]);
    expect(keysOf(data.giftsGiven)).not.toContain("code");
    // One she redeemed: what and when, never the words another member wrote on it.
    expect(data.giftsReceived).toEqual([{ plan: "flow", months: 1, redeemedAt: expect.any(String) }]);
    expect(JSON.stringify(data)).not.toContain("A note for whoever opens it");
    // Without a format the export is the JSON; an unknown format is refused.
    expect(await json<MemberData>(await get(her, "/api/account/export"))).toMatchObject({
      profile: { email: her.email },
    });
    expect((await get(her, "/api/account/export?format=pdf")).status).toBe(400);

    const md = await get(her, "/api/account/export?format=md");
    expect(md.headers.get("content-type")).toContain("text/markdown");
    expect(md.headers.get("content-disposition")).toMatch(/filename="grind-to-grace-journal-.*\.md"/);
    const markdown = await md.text();
    expect(markdown).toContain("### Day 1 · ");
    expect(markdown).toContain("Words of day one.");
    expect(markdown).toContain("- **Mood:** Neutral");
    expect(markdown).toContain("January notes.");
    expect(markdown).toContain(`## Gifts you gave\n\n### To Ola, friend of ${her.id} · `);
    expect(markdown).toContain(`Words for Ola from ${her.id}`);
    expect(markdown).not.toContain("Not hers.");
    expect((await t.request("/api/account/export?format=json")).status).toBe(401);
    // The account paths used before PATCH, DELETE and GET /api/account/export are gone.
    for (const old of ["/api/account/export.json", "/api/account/export.md"]) {
      expect((await get(her, old)).status, old).toBe(404);
    }
  });

  it("keeps the certificate for the end of the path (403 with the days remaining), then gives a one-page PDF", async () => {
    const her = await member();
    const before = await get(her, "/api/certificate");
    expect(before.status).toBe(403);
    expect(await before.json()).toMatchObject({
      remaining: 75,
      error: expect.stringContaining("75 days to go"),
    });
    await t.deps.database.db.insert(journalEntries).values(
      Array.from({ length: 74 }, (_, i) => ({
        userId: her.id,
        day: i + 1,
        content: "",
        completedAt: new Date(),
      })),
    );
    expect(await (await get(her, "/api/certificate")).json()).toMatchObject({ remaining: 1 });
    await t.deps.database.db.insert(journalEntries).values({
      userId: her.id,
      day: 75,
      content: "The end.",
      completedAt: new Date("2026-11-20T12:00:00Z"),
    });
    const res = await get(her, "/api/certificate");
    expect(res.status).toBe(200);
    expect(res.headers.get("content-type")).toBe("application/pdf");
    const pdf = await PDFDocument.load(new Uint8Array(await res.arrayBuffer()));
    expect(pdf.getPageCount()).toBe(1);
    expect(pdf.getTitle()).toBe("Certificate of Completion — Grind to Grace");
    expect((await t.request("/api/certificate")).status).toBe(401);
  });

  it("builds her recovery book from her own reflections and check-ins", async () => {
    const her = await member();
    await write(her, 2, "Second day, my words.");
    await checkIn(her, today, "peaceful", "high");
    const res = await get(her, "/api/account/recovery-book.pdf");
    expect(res.status).toBe(200);
    expect(res.headers.get("content-disposition")).toMatch(/grind-to-grace-recovery-book-.*\.pdf/);
    const pdf = await PDFDocument.load(new Uint8Array(await res.arrayBuffer()));
    expect(pdf.getPageCount()).toBe(3);
  });

  it("changes her names with PATCH /api/account, and refuses a name that does not read as one", async () => {
    const her = await member();
    type Me = { user: { firstName: string | null; lastName: string | null; name: string } };
    const res = await send(her, "PATCH", "/api/account", { firstName: " Maya ", lastName: "Okafor" });
    expect(res.status).toBe(200);
    expect(await res.json()).toEqual({ firstName: "Maya", lastName: "Okafor", name: "Maya Okafor" });
    expect((await json<Me>(await get(her, "/api/me"))).user).toMatchObject({
      firstName: "Maya",
      lastName: "Okafor",
      name: "Maya Okafor",
    });
    // A name left out stays as it was.
    await send(her, "PATCH", "/api/account", { lastName: "Okafor-Reyes" });
    expect((await json<Me>(await get(her, "/api/me"))).user).toMatchObject({
      firstName: "Maya",
      lastName: "Okafor-Reyes",
      name: "Maya Okafor-Reyes",
    });

    for (const body of [
      { firstName: "<b>x</b>" },
      { lastName: "Visit evil.example" },
      { firstName: "x".repeat(51) },
    ]) {
      const bad = await send(her, "PATCH", "/api/account", body);
      expect(bad.status, JSON.stringify(body)).toBe(400);
      expect(await bad.json()).toEqual({ error: NAME_RULE_MESSAGE });
    }
    for (const body of [
      {},
      { name: "Someone" },
      { firstName: 7 },
      { firstName: "Maya", email: "x@example.test" },
    ]) {
      expect((await send(her, "PATCH", "/api/account", body)).status, JSON.stringify(body)).toBe(400);
    }
    expect((await json<Me>(await get(her, "/api/me"))).user.name).toBe("Maya Okafor-Reyes");
    expect((await t.request("/api/account", { method: "PATCH", json: { firstName: "Ann" } })).status).toBe(
      401,
    );
  });

  it("changes her password only with the current one, and her other sessions end", async () => {
    const her = await member();
    const elsewhere = sessionCookie(
      await t.request("/api/auth/sign-in/email", {
        method: "POST",
        json: { email: her.email, password: "grace-123" },
      }),
    );
    const wrong = await send(her, "POST", "/api/auth/change-password", {
      currentPassword: "not-it-at-all",
      newPassword: "a-new-grace-456",
      revokeOtherSessions: true,
    });
    expect(wrong.status).toBe(400);
    const res = await send(her, "POST", "/api/auth/change-password", {
      currentPassword: "grace-123",
      newPassword: "a-new-grace-456",
      revokeOtherSessions: true,
    });
    expect(res.status).toBe(200);
    expect((await t.request("/api/me", { cookie: elsewhere })).status).toBe(401);
    const signIn = await t.request("/api/auth/sign-in/email", {
      method: "POST",
      json: { email: her.email, password: "a-new-grace-456" },
    });
    expect(signIn.status).toBe(200);
  });

  it("changes her address once she confirms it from the new mailbox", async () => {
    const her = await member();
    const res = await send(her, "POST", "/api/auth/change-email", {
      newEmail: `new-${her.email}`,
      password: "grace-123",
      callbackURL: "/account",
    });
    expect(res.status).toBe(200);
    const mail = t.deps.devMailbox?.list(`new-${her.email}`)[0];
    expect(mail?.subject).toBe("Confirm your new e-mail for Grind to Grace");
    // Until she confirms, the old address stays.
    expect((await json<{ user: { email: string } }>(await get(her, "/api/me"))).user.email).toBe(her.email);
    const confirmed = await t.request(latestLink(t, `new-${her.email}`, "/verify-email"), {
      cookie: her.cookie,
    });
    expect([200, 302]).toContain(confirmed.status);
    expect((await json<{ user: { email: string } }>(await get(her, "/api/me"))).user.email).toBe(
      `new-${her.email}`,
    );
  });

  it("deletes the account with her password: no row in any table keeps her id, she cannot sign in, a mail confirms", async () => {
    const other = await member();
    const her = await member();
    await fillEverything(her);
    await fillEverything(other);
    // A reset link she asked for leaves a token naming her; her trial's mail waits in the job table.
    await t.request("/api/auth/request-password-reset", {
      method: "POST",
      json: { email: her.email, redirectTo: "/reset-password" },
    });
    const wrong = await send(her, "DELETE", "/api/account", { password: "not-my-password" });
    expect(wrong.status).toBe(400);
    expect((await wrong.json()).error).toBe(DELETE_PASSWORD_MESSAGE);
    expect((await get(her, "/api/me")).status).toBe(200);

    // Before: every table holding user_id has rows of hers, and so do the ones that name her otherwise.
    const tables = await tablesWithUserId(db());
    for (const table of tables) expect(await rowsWithUserId(db(), table, her.id), table).toBeGreaterThan(0);
    const before = await rowsMentioning(db(), her.id);
    expect(Object.keys(before).sort()).toEqual(
      expect.arrayContaining([...tables, "user", "verification", "attempts", "jobs", "gifts"]),
    );
    const otherBefore = await rowsMentioning(db(), other.id);

    const reasonsBefore = await cancellationCounts(db());
    const giftsBefore = (await db().select().from(gifts)).length;

    const res = await send(her, "DELETE", "/api/account", { password: "grace-123" });
    expect(res.status).toBe(200);
    expect(await res.json()).toEqual({ deleted: true });
    // Her reason still counts for the operator and her gifts still count as sales (issue #45 item 6), with
    // nothing left that names her (below).
    expect((await db().select().from(gifts)).length).toBe(giftsBefore);
    expect(await cancellationCounts(db())).toEqual(reasonsBefore);
    expect(res.headers.getSetCookie().join(";")).toMatch(/better-auth\.session_token=;/);
    expect(await rowsMentioning(db(), her.id)).toEqual({});
    // The mail confirming the deletion has gone out, and its job kept nothing of it: no row names her.
    expect(t.deps.devMailbox?.list(her.email)[0]?.subject).toBe(
      "Your Grind to Grace account has been deleted (test mode)",
    );
    expect(await rowsMentioning(db(), her.email)).toEqual({});
    expect((await get(her, "/api/me")).status).toBe(401);
    const signIn = await t.request("/api/auth/sign-in/email", {
      method: "POST",
      json: { email: her.email, password: "grace-123" },
    });
    expect(signIn.status).toBe(401);
    const mail = t.deps.devMailbox?.list(her.email)[0];
    expect(mail?.subject).toBe("Your Grind to Grace account has been deleted (test mode)");
    // The other member keeps every row.
    expect(await rowsMentioning(db(), other.id)).toEqual(otherBefore);
    expect((await get(other, "/api/me")).status).toBe(200);
    // The old path is gone; DELETE is the one way.
    expect((await send(other, "POST", "/api/account/delete", { password: "grace-123" })).status).toBe(404);
  });

  it("deletion cannot forget a table: every foreign key to a user cascades, every user_id has one, unless deleted by hand", async () => {
    const foreignKeys = await rowsOf<{ table_name: string; column_name: string; on_delete: string }>(
      db(),
      sql`select c.conrelid::regclass::text as table_name, a.attname as column_name,
          c.confdeltype::text as on_delete
        from pg_constraint c
        join pg_attribute a on a.attrelid = c.conrelid and a.attnum = any (c.conkey)
        where c.contype = 'f' and c.confrelid = '"user"'::regclass
        order by 1, 2`,
    );
    const byHand = new Set<string>([...deletedByHand, ...keptUnderNewId]);
    const kept = new Set<string>(keptWithoutHer);
    // 'c' is ON DELETE CASCADE. A gift's buyer and redeemer ('n', SET NULL) are forgotten while the gift,
    // paid for and perhaps someone else's, stays, and so do the rows kept for the counts: no row holds her id.
    const forgets = (key: { table_name: string; column_name: string; on_delete: string }) =>
      key.on_delete === "c" ||
      (key.on_delete === "n" && (key.column_name !== "user_id" || kept.has(key.table_name)));
    expect(foreignKeys.filter((key) => !forgets(key) && !byHand.has(key.table_name))).toEqual([]);
    const withForeignKey = new Set(
      foreignKeys
        .filter((key) => key.column_name === "user_id")
        .map((key) => key.table_name.replace(/"/g, "")),
    );
    const tables = await tablesWithUserId(db());
    expect(tables.filter((table) => !withForeignKey.has(table) && !byHand.has(table))).toEqual([]);
    // The catalog query sees them: better-auth's tables and ours.
    expect([...withForeignKey]).toEqual(expect.arrayContaining(["session", "account", "journal_entries"]));
    expect(tables.length).toBe(withForeignKey.size + keptUnderNewId.length);
  });

  it("deleting a subscribed member's account ends her test-mode subscription first, and the admin's counts drop", async () => {
    await theAdmin();
    const her = await member();
    expect(
      (await send(her, "POST", "/api/billing/local/confirm", { plan: "journey", isAnnual: true })).status,
    ).toBe(200);
    await write(her, 1, "One.");
    await write(her, 2, "Two.");
    await write(her, 3, "Three.");
    expect(await json(await get(her, "/api/subscription"))).toMatchObject({ subscribed: true });
    const before = await stats();

    // What the provider left of her subscription, seen before her rows go.
    const endSubscription = t.deps.billing.endSubscription.bind(t.deps.billing);
    const ended: unknown[] = [];
    const spy = vi.spyOn(t.deps.billing, "endSubscription").mockImplementation(async (who) => {
      await endSubscription(who);
      ended.push(await subscriberRow(t, who.id));
    });
    try {
      const res = await send(her, "DELETE", "/api/account", { password: "grace-123" });
      expect(res.status).toBe(200);
    } finally {
      spy.mockRestore();
    }
    expect(ended).toEqual([
      expect.objectContaining({ userId: her.id, status: "canceled", subscribed: false }),
    ]);
    expect(await subscriberRow(t, her.id)).toBeUndefined();
    expect(await stats()).toEqual({
      totalUsers: before.totalUsers - 1,
      activeSubscribers: before.activeSubscribers - 1,
      journalEntries: before.journalEntries - 3,
    });
    // The counts are still exact.
    await db().execute(sql`select refresh_app_counters()`);
    expect(await stats()).toEqual({
      totalUsers: before.totalUsers - 1,
      activeSubscribers: before.activeSubscribers - 1,
      journalEntries: before.journalEntries - 3,
    });
  });
});

// The same deletion with Stripe: the real SDK against the fake Stripe API (tests/fakes/fake-stripe.ts).
describe.each(testDatabaseKinds)("deleting an account with a Stripe subscription on %s", (kind) => {
  let t: TestApp;
  let stripe: FakeStripe;
  let n = 0;

  beforeAll(async () => {
    stripe = await startFakeStripe();
    t = await createTestApp(kind, {
      ...fakeStripeEnv(stripe.url),
    });
  });
  afterAll(async () => {
    await t.close();
    await stripe.close();
  });
  beforeEach(() => {
    stripe.mode = "ok";
  });

  const send = (who: Member, method: string, path: string, body: unknown) =>
    t.request(path, { method, cookie: who.cookie, json: body, headers: { origin: ORIGIN } });

  /** A member who paid on Stripe's checkout, with the signed webhook delivered. */
  async function subscribedMember() {
    const who = await newMember(t, `stripe-delete-${kind}-${++n}@example.test`, "Stripe Member");
    const res = await send(who, "POST", "/api/billing/checkout", { plan: "flow", isAnnual: false });
    const sessionId = (await json<{ url: string }>(res)).url.split("/").pop() as string;
    const { session, subscription } = stripe.completeCheckout(sessionId);
    const payload = JSON.stringify(stripe.event("checkout.session.completed", session));
    const delivered = await t.request("/api/billing/webhook", {
      method: "POST",
      body: payload,
      headers: {
        "content-type": "application/json",
        "stripe-signature": Stripe.webhooks.generateTestHeaderString({
          payload,
          secret: FAKE_STRIPE_WEBHOOK_SECRET,
        }),
      },
    });
    expect(delivered.status).toBe(200);
    expect(await subscriberRow(t, who.id)).toMatchObject({
      subscribed: true,
      subscriptionId: subscription.id,
    });
    return { ...who, subscription };
  }

  it("cancels her subscription at Stripe, then deletes her rows", async () => {
    const her = await subscribedMember();
    const res = await send(her, "DELETE", "/api/account", { password: "grace-123" });
    expect(res.status).toBe(200);
    expect(stripe.countRequests("DELETE", `/v1/subscriptions/${her.subscription.id}`)).toBe(1);
    expect(stripe.subscriptions.get(her.subscription.id)?.status).toBe("canceled");
    expect(await subscriberRow(t, her.id)).toBeUndefined();
    expect((await t.request("/api/me", { cookie: her.cookie })).status).toBe(401);
  });

  it("deletes nothing while Stripe does not answer, and everything once she tries again", async () => {
    const her = await subscribedMember();
    stripe.mode = "error";
    const failed = await send(her, "DELETE", "/api/account", { password: "grace-123" });
    expect(failed.status).toBe(502);
    expect(await subscriberRow(t, her.id)).toMatchObject({ subscribed: true });
    expect((await t.request("/api/me", { cookie: her.cookie })).status).toBe(200);

    stripe.mode = "ok";
    const retried = await send(her, "DELETE", "/api/account", { password: "grace-123" });
    expect(retried.status).toBe(200);
    expect(stripe.subscriptions.get(her.subscription.id)?.status).toBe("canceled");
    expect(await subscriberRow(t, her.id)).toBeUndefined();
  });
});
