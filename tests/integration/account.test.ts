import { sql } from "drizzle-orm";
import { PDFDocument } from "pdf-lib";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { DELETE_PASSWORD_MESSAGE } from "../../src/domain/account";
import type { CheckInHistory, JournalArchive, ReadBackEntry } from "../../src/domain/journal-archive";
import { type MemberData, rowsByTable } from "../../src/server/account/member-data";
import { journalEntries, subscribers } from "../../src/server/db/schema";
import { json, newMember } from "../support/billing-members";
import { createTestApp, latestLink, sessionCookie, type TestApp } from "../support/test-app";
import { testDatabaseKinds } from "../support/test-databases";

// Her words back and her account (issue 13): the archive and its search, read-backs, her check-in
// history, the export, changes to her name, password and address, and deleting the account.

type Member = Awaited<ReturnType<typeof newMember>>;

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

  /** Every table of the database with a `user_id` column. */
  async function tablesWithUserId(): Promise<string[]> {
    const result = (await t.deps.database.db.execute(sql`
      select table_name from information_schema.columns
      where table_schema = 'public' and column_name = 'user_id' order by table_name`)) as unknown as {
      rows: { table_name: string }[];
    };
    return result.rows.map((row) => row.table_name);
  }

  /** How many rows of any table mention `text` in any column. */
  async function rowsMentioning(text: string): Promise<Record<string, number>> {
    const result = (await t.deps.database.db.execute(sql`
      select table_name from information_schema.tables
      where table_schema = 'public' and table_type = 'BASE TABLE'`)) as unknown as {
      rows: { table_name: string }[];
    };
    const found: Record<string, number> = {};
    for (const { table_name } of result.rows) {
      const counted = (await t.deps.database.db.execute(
        sql.raw(
          `select count(*)::int as n from "${table_name}" t where t::text like '%${text.replace(/'/g, "''")}%'`,
        ),
      )) as unknown as { rows: { n: number }[] };
      const rows = counted.rows[0]?.n ?? 0;
      if (rows > 0) found[table_name] = rows;
    }
    return found;
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
    const readBacks = await json<{ entries: ReadBackEntry[] }>(await get(her, "/api/journal/read-backs/7"));
    expect(readBacks.entries.map((e) => [e.day, e.content])).toEqual([
      [1, "Day one words."],
      [4, "Day four words."],
    ]);
    expect(
      (await json<{ entries: ReadBackEntry[] }>(await get(her, "/api/journal/read-backs/3"))).entries,
    ).toEqual([]);
    const locked = await get(her, "/api/journal/read-backs/74");
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
    await write(her, 1, "Mine alone.");
    await send(her, "POST", "/api/journal/1/complete", {});
    await checkIn(her, today, "neutral", "medium");
    await send(her, "PUT", "/api/tools/askForHelp", {
      value: { checkedItems: { "0": true }, reflection: "Asked my sister." },
      baseRevision: 0,
    });
    await send(her, "PUT", "/api/tools/printable-notes-january-worksheet", {
      value: { notes: "January notes." },
      baseRevision: 0,
    });
    await send(her, "PUT", "/api/appearance", { theme: "dark", textSize: "large" });
    await t.deps.database.db.insert(subscribers).values({
      userId: her.id,
      email: her.email,
      subscribed: true,
      subscriptionTier: "Grace Flow",
      status: "active",
    });
    await write(other, 1, "Not hers.");

    const res = await get(her, "/api/account/export.json");
    expect(res.status).toBe(200);
    expect(res.headers.get("content-disposition")).toMatch(
      /attachment; filename="grind-to-grace-export-.*\.json"/,
    );
    const data = await json<MemberData>(res);
    expect(data.profile).toMatchObject({ email: her.email, name: "June Rivers" });
    expect(data.reflections).toEqual([
      expect.objectContaining({ day: 1, text: "Mine alone.", completedAt: expect.any(String) }),
    ]);
    expect(data.checkIns).toEqual([expect.objectContaining({ date: today, mood: "neutral" })]);
    expect(data.tools).toEqual([expect.objectContaining({ tool: "askForHelp" })]);
    expect(data.printableNotes).toEqual([
      expect.objectContaining({ printable: "january-worksheet", notes: "January notes." }),
    ]);
    expect(data.subscription).toMatchObject({ tier: "Grace Flow", subscribed: true });
    expect(data.appearance).toMatchObject({ theme: "dark", textSize: "large" });
    const text = JSON.stringify(data);
    expect(text).not.toContain("Not hers.");
    expect(text).not.toContain(other.email);
    expect(text).not.toMatch(/scrypt|\$2[aby]\$|"token"/);

    // Every table holding user_id is exported, with exactly her rows.
    const tables = await tablesWithUserId();
    expect(tables.filter((table) => !(table in rowsByTable))).toEqual([]);
    for (const table of tables) {
      const counted = (await t.deps.database.db.execute(
        sql.raw(`select count(*)::int as n from "${table}" where user_id = '${her.id}'`),
      )) as unknown as { rows: { n: number }[] };
      expect({ table, rows: rowsByTable[table]?.(data) }).toEqual({ table, rows: counted.rows[0]?.n });
    }

    const md = await get(her, "/api/account/export.md");
    expect(md.headers.get("content-type")).toContain("text/markdown");
    const markdown = await md.text();
    expect(markdown).toContain("### Day 1 · ");
    expect(markdown).toContain("Mine alone.");
    expect(markdown).toContain("- **Mood:** Neutral");
    expect(markdown).toContain("January notes.");
    expect(markdown).not.toContain("Not hers.");
    expect((await t.request("/api/account/export.json")).status).toBe(401);
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

  it("changes her name, and refuses a name that does not read as one", async () => {
    const her = await member();
    const res = await send(her, "POST", "/api/auth/update-user", {
      firstName: "Maya",
      lastName: "Okafor",
      name: "Maya Okafor",
    });
    expect(res.status).toBe(200);
    const me = await json<{ user: { firstName: string; lastName: string; name: string } }>(
      await get(her, "/api/me"),
    );
    expect(me.user).toMatchObject({ firstName: "Maya", lastName: "Okafor", name: "Maya Okafor" });
    const bad = await send(her, "POST", "/api/auth/update-user", { firstName: "<b>x</b>", name: "<b>x</b>" });
    expect(bad.status).toBe(400);
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

  it("deletes the account with her password: every row of hers goes, she cannot sign in, a mail confirms", async () => {
    const admin = await member();
    const her = await member();
    await write(her, 1, "Words to be deleted.");
    await send(her, "POST", "/api/journal/1/complete", {});
    await checkIn(her, today, "neutral", "medium");
    await send(her, "PUT", "/api/appearance", { theme: "dark", textSize: "large" });
    await t.deps.database.db.insert(subscribers).values({
      userId: her.id,
      email: her.email,
      subscribed: true,
      subscriptionTier: "Grace Flow",
      status: "active",
    });
    // A reset link she asked for leaves a token naming her.
    await t.request("/api/auth/request-password-reset", {
      method: "POST",
      json: { email: her.email, redirectTo: "/reset-password" },
    });
    expect(Object.keys(await rowsMentioning(her.id)).length).toBeGreaterThan(3);

    const wrong = await send(her, "POST", "/api/account/delete", { password: "not-my-password" });
    expect(wrong.status).toBe(400);
    expect((await wrong.json()).error).toBe(DELETE_PASSWORD_MESSAGE);
    expect((await get(her, "/api/me")).status).toBe(200);

    const res = await send(her, "POST", "/api/account/delete", { password: "grace-123" });
    expect(res.status).toBe(200);
    expect(res.headers.getSetCookie().join(";")).toMatch(/better-auth\.session_token=;/);
    expect(await rowsMentioning(her.id)).toEqual({});
    expect((await get(her, "/api/me")).status).toBe(401);
    const signIn = await t.request("/api/auth/sign-in/email", {
      method: "POST",
      json: { email: her.email, password: "grace-123" },
    });
    expect(signIn.status).toBe(401);
    const mail = t.deps.devMailbox?.list(her.email)[0];
    expect(mail?.subject).toBe("Your Grind to Grace account has been deleted");
    // The other member is untouched.
    expect((await get(admin, "/api/me")).status).toBe(200);
  });
});
