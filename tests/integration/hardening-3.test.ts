import { randomUUID } from "node:crypto";
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { OnThisDay } from "../../src/domain/on-this-day";
import type { PageList } from "../../src/domain/open-pages";
import { MAX_PAGES, PAGES_PER_LIST, TOO_MANY_PAGES } from "../../src/server/db/pages";
import { pages, subscribers } from "../../src/server/db/schema";
import { TOO_MANY_READS } from "../../src/server/http/member-limit";
import { createMailDelivery } from "../../src/server/mail/mailer";
import { ARRIVING_MESSAGE, MAX_HASH_WAIT_MS, passwordHashing } from "../../src/server/password-hashing";
import { MEMBER_QUOTA_BYTES, QUOTA_MESSAGE, storedBytes } from "../../src/server/storage-quota";
import { json, newMember } from "../support/billing-members";
import { consoleOutput } from "../support/console-output";
import { createTestApp, ORIGIN, type TestApp } from "../support/test-app";
import { testDatabaseKinds } from "../support/test-databases";

// One case per finding of the third adversarial review (docs/security.md, "Third review"). Each
// failed on the code before its fix.

const daysBefore = (days: number) => new Date(Date.now() - days * 86_400_000).toISOString().slice(0, 10);

describe.each(testDatabaseKinds)("third review on %s", (kind) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp(kind);
  });
  afterAll(() => t.close());

  const putPage = (cookie: string, id: string, body: string, date = daysBefore(7)) =>
    t.request(`/api/pages/${id}`, {
      method: "PUT",
      cookie,
      headers: { origin: ORIGIN },
      json: { value: { date, title: "", body }, baseRevision: 0 },
    });

  describe("1. open pages cannot stall everyone", () => {
    it("her pages come 50 at a time, newest first, with stored word counts and openings", async () => {
      const her = await newMember(t, `pages-list-${kind}@example.test`);
      const long = `${"slow river words ".repeat(9_000)}the end`;
      await t.deps.database.db.insert(pages).values(
        Array.from({ length: 120 }, (_, i) => ({
          userId: her.id,
          id: randomUUID(),
          date: `2026-0${1 + Math.floor(i / 28)}-${String(1 + (i % 28)).padStart(2, "0")}`,
          body: i === 119 ? long : ` one  two\nthree ${i} `,
        })),
      );
      const seen: string[] = [];
      let cursor: string | null = "";
      const lists: PageList[] = [];
      while (cursor !== null) {
        const list: PageList = await json(
          await t.request(`/api/pages${cursor ? `?cursor=${cursor}` : ""}`, { cookie: her.cookie }),
        );
        lists.push(list);
        seen.push(...list.pages.map((page) => page.id));
        cursor = list.nextCursor;
      }
      expect(lists.map((list) => list.pages.length)).toEqual([PAGES_PER_LIST, PAGES_PER_LIST, 20]);
      expect(new Set(seen).size).toBe(120);
      const newest = lists[0]?.pages[0];
      expect(newest).toMatchObject({ date: "2026-05-08", words: 27_002 });
      expect(newest?.excerpt).toMatch(/^slow river words .*…$/);
      expect(lists[0]?.pages[1]).toMatchObject({
        date: "2026-05-07",
        words: 4,
        excerpt: "one two three 118",
      });
      const dates = lists.flatMap((list) => list.pages.map((page) => page.date));
      expect(dates).toEqual([...dates].sort().reverse());
      expect((await t.request("/api/pages?cursor=abc", { cookie: her.cookie })).status).toBe(400);
    });

    it(`a member keeps at most ${MAX_PAGES.toLocaleString("en-US")} pages, and is told so`, async () => {
      const her = await newMember(t, `pages-cap-${kind}@example.test`);
      await t.deps.database.db.insert(pages).values(
        Array.from({ length: MAX_PAGES - 1 }, () => ({
          userId: her.id,
          id: randomUUID(),
          date: "2026-01-01",
        })),
      );
      const last = randomUUID();
      expect((await putPage(her.cookie, last, "the last one")).status).toBe(200);
      const refused = await putPage(her.cookie, randomUUID(), "one more");
      expect(refused.status).toBe(413);
      expect(((await refused.json()) as { error: string }).error).toBe(TOO_MANY_PAGES);
      // Her pages she already has are still hers to edit.
      const edited = await t.request(`/api/pages/${last}`, {
        method: "PUT",
        cookie: her.cookie,
        headers: { origin: ORIGIN },
        json: { value: { date: "2026-01-01", title: "", body: "edited" }, baseRevision: 1 },
      });
      expect(edited.status).toBe(200);
    });

    it("her lists and on this day hand over openings only, and a member hammering them gets 429 while another reads on", async () => {
      const greedy = await newMember(t, `pages-greedy-${kind}@example.test`);
      const bystander = await newMember(t, `pages-bystander-${kind}@example.test`);
      const big = "heavy words that go on ".repeat(6_500); // about 150,000 characters
      await t.deps.database.db.insert(pages).values(
        Array.from({ length: 60 }, () => ({
          userId: greedy.id,
          id: randomUUID(),
          date: daysBefore(7),
          body: big,
        })),
      );
      const today = new Date().toISOString().slice(0, 10);
      const onThisDay: OnThisDay = await json(
        await t.request(`/api/on-this-day?today=${today}`, { cookie: greedy.cookie }),
      );
      expect(onThisDay.items.length).toBeGreaterThan(0);
      expect(onThisDay.items[0]?.excerpt).toMatch(/^heavy words that go on .*…$/);

      const hammering = Array.from({ length: 12 }, (_, i) =>
        t.request(i % 2 ? "/api/pages" : `/api/on-this-day?today=${today}`, {
          cookie: greedy.cookie,
        }),
      );
      const settings = await t.request("/api/settings/appearance", { cookie: bystander.cookie });
      const answers = await Promise.all(hammering);
      expect(settings.status).toBe(200);
      // What each read hands over stays a card's or a list page's worth, not her 9 MB of pages (the
      // review's bystander waited behind answers of 5.6 MB).
      for (const res of answers.filter((answer) => answer.status === 200)) {
        expect((await res.clone().text()).length).toBeLessThan(40_000);
      }
      const refused = answers.filter((res) => res.status === 429);
      expect(refused.length).toBeGreaterThan(0);
      expect(((await (refused[0] as Response).json()) as { error: string }).error).toBe(TOO_MANY_READS);
      expect(answers.every((res) => res.status === 200 || res.status === 429)).toBe(true);
    });
  });

  describe("4. a sign-in storm has a bounded line", () => {
    it("300 sign-ins at once: those beyond about 5 s of hashing are asked to come back, the rest get in", async () => {
      const her = await newMember(t, `storm-${kind}@example.test`);
      const storm = await Promise.all(
        Array.from({ length: 300 }, () =>
          t.request("/api/auth/sign-in/email", {
            method: "POST",
            headers: { origin: ORIGIN },
            json: { email: her.email, password: "grace-123" },
            background: "leave",
          }),
        ),
      );
      const asked = storm.filter((res) => res.status === 429);
      const admitted = storm.filter((res) => res.status === 200);
      expect(asked.length + admitted.length).toBe(300);
      expect(asked.length).toBeGreaterThan(0);
      // At most 5 s of hashes on this machine's hashing slots were let in.
      expect(admitted.length).toBeLessThan(Math.ceil(MAX_HASH_WAIT_MS / 20) * passwordHashing.slots);
      const [first] = asked;
      expect(Number(first?.headers.get("retry-after"))).toBeGreaterThanOrEqual(1);
      expect(await first?.json()).toMatchObject({ error: ARRIVING_MESSAGE });
      // Once the line is gone she signs in at once.
      const later = await t.request("/api/auth/sign-in/email", {
        method: "POST",
        headers: { origin: ORIGIN },
        json: { email: her.email, password: "grace-123" },
      });
      expect(later.status).toBe(200);
    });
  });

  describe("9. the win-back opt-out", () => {
    it("GET and HEAD show a page whose button posts; only the POST turns the mail off", async () => {
      const her = await newMember(t, `win-back-scanner-${kind}@example.test`);
      await t.deps.database.db.insert(subscribers).values({ userId: her.id, email: her.email });
      const link = t.deps.winBackLinks.url(her.id).replace(/^https?:\/\/[^/]+/, "");
      const winBackDone = async () =>
        (await t.deps.database.db.select().from(subscribers).where(eq(subscribers.userId, her.id)))[0]
          ?.winBackDone;
      const shown = await t.request(link);
      expect(shown.status).toBe(200);
      expect(shown.headers.get("cache-control")).toBe("no-store");
      expect(await shown.text()).toContain('<form method="post">');
      expect((await t.request(link, { method: "HEAD" })).status).toBe(200);
      expect(await winBackDone()).toBe(false);
      const pressed = await t.request(link, { method: "POST", headers: { accept: "text/html" } });
      expect(await pressed.text()).toContain("You will not get mails like this again.");
      expect(await winBackDone()).toBe(true);
    });
  });

  describe("11. the storage quota holds against a burst", () => {
    it("60 large pages at once near the quota never take her past it", async () => {
      const her = await newMember(t, `quota-burst-${kind}@example.test`);
      const filler = "x".repeat(100_000);
      const fillers = Math.floor((MEMBER_QUOTA_BYTES - 700_000) / filler.length);
      await t.deps.database.db.insert(pages).values(
        Array.from({ length: fillers }, () => ({
          userId: her.id,
          id: randomUUID(),
          date: "2026-01-01",
          body: filler,
        })),
      );
      const before = await storedBytes(t.deps.database.db, her.id);
      expect(MEMBER_QUOTA_BYTES - before).toBeGreaterThan(600_000);

      const burst = await Promise.all(
        Array.from({ length: 60 }, () => putPage(her.cookie, randomUUID(), "y".repeat(150_000))),
      );
      const statuses = burst.map((res) => res.status);
      expect(statuses.filter((status) => status === 200).length).toBeGreaterThan(0);
      expect(statuses.every((status) => status === 200 || status === 413)).toBe(true);
      const refused = burst.find((res) => res.status === 413);
      expect(((await (refused as Response).json()) as { error: string }).error).toBe(QUOTA_MESSAGE);
      const after = await storedBytes(t.deps.database.db, her.id);
      expect(after).toBeLessThanOrEqual(MEMBER_QUOTA_BYTES);
      // The room she had was used: one more page would not have fitted.
      expect(after + 150_100).toBeGreaterThan(MEMBER_QUOTA_BYTES);
    });
  });
});

describe.each(testDatabaseKinds)("third review, the database gone, on %s", (kind) => {
  it("5. with the database down, no session token reaches the log", async () => {
    const t = await createTestApp(kind);
    const her = await newMember(t, `token-log-${kind}@example.test`);
    const token = decodeURIComponent(her.cookie.split("=")[1] ?? "").split(".")[0] ?? "";
    expect(token.length).toBeGreaterThan(20);
    await t.deps.database.close();
    const logged = await consoleOutput(async () => {
      for (let i = 0; i < 3; i++) {
        const res = await t.request(i % 2 ? "/api/me" : "/api/auth/get-session", {
          cookie: her.cookie,
          background: "leave",
        });
        expect(res.status).toBeGreaterThanOrEqual(400);
      }
    });
    expect(logged).toContain("[auth]");
    expect(logged).not.toContain(token);
    await t.deps.jobs.stop();
  });
});

describe("third review, mail in the log", () => {
  it("6. a mail written to the log shows its recipient, subject and our links, never its words", async () => {
    const lines: string[] = [];
    const delivery = createMailDelivery({
      from: "Grind to Grace <hello@example.test>",
      log: (line) => lines.push(line),
      publicUrl: "http://localhost:3000",
    });
    await delivery.deliver({
      to: "her@example.test",
      subject: "Your week in the journal",
      text: "You wrote: marrowquill and the lake.\nhttp://localhost:3000/journal\nhttps://elsewhere.example/x",
      html: "<p>You wrote: marrowquill</p>",
    });
    const logged = lines.join("\n");
    expect(logged).toBe(
      "[mail] to her@example.test: Your week in the journal\n  http://localhost:3000/journal",
    );
  });
});
