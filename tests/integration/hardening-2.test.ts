import { eq, like } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { ARCHIVE_PAGE_SIZE } from "../../src/domain/journal-archive";
import { NAME_RULE_MESSAGE } from "../../src/domain/names";
import { createApp } from "../../src/server/app";
import { loadConfig } from "../../src/server/config";
import { attempts, journalEntries, user, verification } from "../../src/server/db/schema";
import {
  CHANGE_EMAIL_PASSWORD_MESSAGE,
  FAILED_SIGN_INS,
  SIGN_IN_REFUSED,
} from "../../src/server/http/auth-gate";
import { READ_LIMIT, TOO_MANY_PDFS, TOO_MANY_READS } from "../../src/server/http/member-limit";
import { PDF_TOO_LARGE_MESSAGE, pdfPool } from "../../src/server/pdf/pdf-pool";
import { newMember } from "../support/billing-members";
import { consoleOutput } from "../support/console-output";
import { createTestApp, latestLink, ORIGIN, sessionCookie, type TestApp } from "../support/test-app";
import { testDatabaseKinds } from "../support/test-databases";

// One case per finding of the second adversarial review (docs/security.md, "Second review"). Each
// failed on the code before its fix.

const hasSession = (res: Response) =>
  res.headers
    .getSetCookie()
    .some((c) => c.startsWith("better-auth.session_token=") && !c.includes("Max-Age=0"));

describe.each(testDatabaseKinds)("second review on %s", (kind) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp(kind);
  });
  afterAll(() => t.close());

  const post = (path: string, json: unknown, init: { cookie?: string } = {}) =>
    t.request(path, { method: "POST", json, cookie: init.cookie, headers: { origin: ORIGIN } });
  const signUp = (email: string, password: string, firstName: string) =>
    post("/api/auth/sign-up/email", {
      email,
      password,
      name: firstName,
      firstName,
      callbackURL: "/dashboard",
    });
  const signIn = (email: string, password: string, cookie?: string) =>
    post("/api/auth/sign-in/email", { email, password }, { cookie });

  /** Follows a contested confirmation to the choose-password page and saves `password` there. */
  async function choosePassword(confirmation: Response, password: string): Promise<Response> {
    const location = new URL(confirmation.headers.get("location") ?? "", ORIGIN);
    expect(location.pathname).toBe("/reset-password");
    expect(location.searchParams.get("choose")).toBe("1");
    return post("/api/auth/reset-password", {
      token: location.searchParams.get("token"),
      newPassword: password,
    });
  }

  describe("1. a later sign-up never takes over a new account", () => {
    it("after two sign-ups, her link asks her to choose her password; the other one never works", async () => {
      const email = `takeover-${kind}@example.test`;
      expect((await signUp(email, "victim-pass-1", "Victoria")).status).toBe(200);
      await new Promise((resolve) => setTimeout(resolve, 1100)); // a new second for the new link
      expect((await signUp(email, "attacker-pass-1", "Mallory")).status).toBe(200);

      const confirmed = await t.request(latestLink(t, email, "/verify-email"));
      expect(confirmed.status).toBe(302);
      expect(hasSession(confirmed)).toBe(false);
      expect((await signIn(email, "attacker-pass-1")).status).toBe(401);

      const chosen = await choosePassword(confirmed, "victoria-chose-this");
      expect(chosen.status).toBe(200);
      const me = await t.request("/api/me", { cookie: sessionCookie(chosen) });
      expect(me.status).toBe(200);
      expect((await signIn(email, "attacker-pass-1")).status).toBe(401);
      expect((await signIn(email, "victoria-chose-this")).status).toBe(200);
    });

    it("an unconfirmed account answers a right password exactly like a wrong one, and mails a new link", async () => {
      const email = `unconfirmed-${kind}@example.test`;
      expect((await signUp(email, "right-pass-1", "Una")).status).toBe(200);
      const mailsBefore = t.deps.devMailbox?.list(email).length ?? 0;
      const right = await signIn(email, "right-pass-1");
      const wrong = await signIn(email, "wrong-pass-1");
      expect(right.status).toBe(401);
      expect(wrong.status).toBe(401);
      expect(await right.json()).toEqual(await wrong.json());
      expect(SIGN_IN_REFUSED.message).toBe("Invalid email or password");
      expect(t.deps.devMailbox?.list(email).length).toBe(mailsBefore + 1);
    });

    // The attacker's sign-up and her click, fired together at several offsets (the review won at every
    // offset from 0 to 110 ms): whoever lands first, the attacker's password never opens her account.
    for (const offsetMs of [0, 15, 60, 110]) {
      it(`her click and a stranger's sign-up ${offsetMs} ms apart: his password never works`, async () => {
        const email = `race-${offsetMs}-${kind}@example.test`;
        expect((await signUp(email, "victim-pass-1", "Victoria")).status).toBe(200);
        const herLink = latestLink(t, email, "/verify-email");
        const attacker = new Promise((resolve) => setTimeout(resolve, offsetMs)).then(() =>
          signUp(email, "attacker-pass-1", "Mallory"),
        );
        const [click] = await Promise.all([t.request(herLink), attacker]);
        expect((await signIn(email, "attacker-pass-1")).status).toBe(401);

        let herPassword = "victim-pass-1";
        if (!hasSession(click)) {
          // Her first link was retired, or asked her to choose: the newest mail always leads on.
          const newest = click.headers.get("location")?.includes("choose=1")
            ? click
            : await t.request(latestLink(t, email, "/verify-email"));
          expect(hasSession(newest)).toBe(false);
          herPassword = "victoria-chose-this";
          expect((await choosePassword(newest, herPassword)).status).toBe(200);
        }
        expect((await signIn(email, "attacker-pass-1")).status).toBe(401);
        expect((await signIn(email, herPassword)).status).toBe(200);
      });
    }
  });

  describe("2. one member cannot exhaust the PDF worker", () => {
    const worksheet = (cookie: string, reflection: string, signal?: AbortSignal) =>
      t.request("/api/worksheets/days/1", {
        method: "POST",
        json: { reflection },
        cookie,
        signal,
        headers: { origin: ORIGIN },
      });

    it("a request that went away is not drawn", async () => {
      const member = await newMember(t, `aborted-pdf-${kind}@example.test`);
      const drawnBefore = pdfPool.drawn;
      const gone = await worksheet(member.cookie, "My words.", AbortSignal.abort());
      expect(gone.status).toBe(503);
      expect(pdfPool.drawn).toBe(drawnBefore);
    });

    it("a member asking for PDFs faster than she can read them gets 429; another member's PDF is made", async () => {
      const greedy = await newMember(t, `greedy-pdf-${kind}@example.test`);
      const other = await newMember(t, `other-pdf-${kind}@example.test`);
      // Her session resolved once, as it is after any page she opened: all five presses then reach
      // the limit together, rather than one at a time as each session lookup comes back.
      expect((await t.request("/api/me", { cookie: greedy.cookie })).status).toBe(200);
      const answers = await Promise.all([
        ...Array.from({ length: 5 }, () => worksheet(greedy.cookie, "Again.")),
        worksheet(other.cookie, "My own words."),
      ]);
      const greedyStatuses = answers.slice(0, 5).map((res) => res.status);
      expect(greedyStatuses.filter((status) => status === 429).length).toBe(3);
      expect(greedyStatuses.filter((status) => status === 200).length).toBe(2);
      const refused = answers.find((res) => res.status === 429) as Response;
      expect(((await refused.json()) as { error: string }).error).toBe(TOO_MANY_PDFS);
      expect(answers[5]?.status).toBe(200);
      expect(answers[5]?.headers.get("content-type")).toBe("application/pdf");
    });

    it("a huge text in a script no font has is refused clearly, and a short one is drawn", async () => {
      const member = await newMember(t, `myanmar-pdf-${kind}@example.test`);
      const short = await worksheet(member.cookie, "မြန်မာ စာ");
      expect(short.status).toBe(200);
      const huge = await worksheet(member.cookie, "မြန်မာ".repeat(25_000));
      expect(huge.status).toBe(413);
      expect(await huge.json()).toEqual({ error: PDF_TOO_LARGE_MESSAGE });
    });
  });

  describe("3. changing the e-mail", () => {
    const signInCookie = async (email: string, password = "grace-123") =>
      sessionCookie(await signIn(email, password));
    const changeEmail = (cookie: string, newEmail: string, password?: string) =>
      post("/api/auth/change-email", { newEmail, password, callbackURL: "/account" }, { cookie });
    const emailOf = async (cookie: string) =>
      ((await (await t.request("/api/me", { cookie })).json()) as { user: { email: string } }).user.email;

    it("asks for her password, tells her old address, ends her other sessions; the old address can undo it", async () => {
      const her = await newMember(t, `moving-${kind}@example.test`);
      const newEmail = `moved-${kind}@example.test`;
      const otherDevice = await signInCookie(her.email);

      // A stolen session alone cannot move the account.
      const bare = await changeEmail(her.cookie, newEmail);
      expect(bare.status).toBe(400);
      expect(((await bare.json()) as { error: string }).error).toBe(CHANGE_EMAIL_PASSWORD_MESSAGE);
      expect((await changeEmail(her.cookie, newEmail, "not-her-password")).status).toBe(400);
      expect(t.deps.devMailbox?.list(newEmail).length ?? 0).toBe(0);

      expect((await changeEmail(her.cookie, newEmail, "grace-123")).status).toBe(200);
      const notice = t.deps.devMailbox
        ?.list(her.email)
        .find((mail) => mail.subject.includes("being changed"));
      expect(notice?.text).toContain(newEmail);
      expect((await t.request("/api/me", { cookie: otherDevice })).status).toBe(401);
      expect((await t.request("/api/me", { cookie: her.cookie })).status).toBe(200);

      const confirmed = await t.request(latestLink(t, newEmail, "/verify-email"), { cookie: her.cookie });
      expect(confirmed.status).toBe(302);
      expect(await emailOf(her.cookie)).toBe(newEmail);

      // "This was not me": opening the link changes nothing; its button brings the old address back.
      const undo = latestLink(t, her.email, "/email-change/undo");
      const page = await t.request(undo);
      expect(await page.text()).toContain("Keep your e-mail address?");
      expect(page.headers.get("cache-control")).toBe("no-store");
      expect(await emailOf(her.cookie)).toBe(newEmail);
      const undone = await t.request(undo, { method: "POST", headers: { origin: ORIGIN } });
      expect(undone.status).toBe(200);
      expect(await undone.text()).toContain("Your e-mail address is yours again");
      expect((await t.request("/api/me", { cookie: her.cookie })).status).toBe(401);
      expect(await emailOf(await signInCookie(her.email))).toBe(her.email);
    });

    it("after an undo, the confirmation link for the new address no longer works", async () => {
      const her = await newMember(t, `staying-${kind}@example.test`);
      const newEmail = `not-moving-${kind}@example.test`;
      expect((await changeEmail(her.cookie, newEmail, "grace-123")).status).toBe(200);
      const undo = latestLink(t, her.email, "/email-change/undo");
      expect((await t.request(undo, { method: "POST", headers: { origin: ORIGIN } })).status).toBe(200);
      const cookie = await signInCookie(her.email);
      const late = await t.request(latestLink(t, newEmail, "/verify-email"), { cookie });
      expect(late.headers.get("location")).toContain("error=INVALID_TOKEN");
      expect(await emailOf(cookie)).toBe(her.email);
    });
  });

  describe("4. one member's reads cannot stall everyone", () => {
    const archive = async (cookie: string, search = "") =>
      (await (await t.request(`/api/journal${search}`, { cookie })).json()) as {
        entries: { day: number; excerpt: string; words: number }[];
        query: string | null;
        total: number;
        nextCursor: string | null;
      };

    it("her archive comes a page at a time, with counts and excerpts the database keeps", async () => {
      const her = await newMember(t, `archive-pages-${kind}@example.test`);
      const long = `${"quiet morning words ".repeat(5_000)}the needle I hid ${"after ".repeat(5_000)}`;
      await t.deps.database.db.insert(journalEntries).values(
        Array.from({ length: 25 }, (_, i) => ({
          userId: her.id,
          day: i + 1,
          content: i === 0 ? long : ` one two\n\tthree  four ${i} `,
          updatedAt: new Date(Date.UTC(2026, 0, 1 + i)),
        })),
      );
      const first = await archive(her.cookie);
      expect(first.entries).toHaveLength(ARCHIVE_PAGE_SIZE);
      expect(first.total).toBe(25);
      expect(first.entries[0]).toMatchObject({ day: 25, words: 5, excerpt: "one two three four 24" });
      expect(first.nextCursor).not.toBeNull();
      const rest = await archive(her.cookie, `?cursor=${first.nextCursor}`);
      expect(rest.entries.map((entry) => entry.day)).toEqual([5, 4, 3, 2, 1]);
      expect(rest.nextCursor).toBeNull();
      expect(rest.entries.at(-1)?.words).toBe(5_000 * 3 + 4 + 5_000);
      expect(rest.entries.at(-1)?.excerpt).toMatch(/^quiet morning words .*…$/);

      const found = await archive(her.cookie, "?q=needle");
      expect(found).toMatchObject({ total: 1, query: "needle", nextCursor: null });
      expect(found.entries[0]?.excerpt).toMatch(/^….*the needle I hid after.*…$/);
      expect(found.entries[0]?.excerpt.length).toBeLessThan(200);
      expect((await t.request("/api/journal?cursor=abc", { cookie: her.cookie })).status).toBe(400);
    });

    it("a member reading her archive faster than a person can gets 429; another member's reads go on", async () => {
      const greedy = await newMember(t, `greedy-reads-${kind}@example.test`);
      const other = await newMember(t, `other-reads-${kind}@example.test`);
      for (let i = 0; i < READ_LIMIT.perMinute; i++) {
        expect((await t.request("/api/journal", { cookie: greedy.cookie })).status).toBe(200);
      }
      const refused = await t.request("/api/account/export?format=json", { cookie: greedy.cookie });
      expect(refused.status).toBe(429);
      expect(((await refused.json()) as { error: string }).error).toBe(TOO_MANY_READS);
      expect((await t.request("/api/journal", { cookie: other.cookie })).status).toBe(200);
      expect((await t.request("/api/account/export?format=json", { cookie: other.cookie })).status).toBe(200);
    });
  });

  describe("5. lockout", () => {
    const lockOut = async (email: string) => {
      for (let i = 0; i < FAILED_SIGN_INS.max; i++)
        expect((await signIn(email, `guess-${i}`)).status).toBe(401);
      expect((await signIn(email, "grace-123")).status).toBe(429);
    };

    it("strangers' guesses do not lock her out of a browser she has signed in with before", async () => {
      const her = await newMember(t, `known-device-${kind}@example.test`);
      const before = await signIn(her.email, "grace-123");
      const device = before.headers
        .getSetCookie()
        .find((c) => c.startsWith("grace_known_device="))
        ?.split(";")[0] as string;
      expect(device).toBeDefined();
      await lockOut(her.email);
      const fromHerBrowser = await signIn(her.email, "grace-123", device);
      expect(fromHerBrowser.status).toBe(200);
      // The mark is no key: a wrong password from her browser is still refused.
      expect((await signIn(her.email, "wrong-pass-1", device)).status).toBe(401);
    });

    it("a password reset clears the lock", async () => {
      const her = await newMember(t, `reset-unlock-${kind}@example.test`);
      await lockOut(her.email);
      await post("/api/auth/request-password-reset", { email: her.email, redirectTo: "/reset-password" });
      const token = new URL(latestLink(t, her.email, "/reset-password"), ORIGIN).pathname.split("/").pop();
      expect((await post("/api/auth/reset-password", { token, newPassword: "a-new-pass-7" })).status).toBe(
        200,
      );
      expect((await signIn(her.email, "a-new-pass-7")).status).toBe(200);
    });
  });

  it("6. a path cannot write a line of its own into the log", async () => {
    const app = createApp(t.deps, { serveClient: true });
    const logged = await consoleOutput(async () => {
      await app.request("/x%0A%5Bmail%5D%20to%20admin@example.test:%20Reset%20https://evil.test/reset");
    });
    expect(logged).toContain("[404] GET /x\\u{a}[mail] to admin@example.test");
    expect(logged.split("\n").some((line) => line.startsWith("[mail]"))).toBe(false);
  });

  it("7. names sent as arrays are refused, never stored", async () => {
    const her = await newMember(t, `array-name-${kind}@example.test`, "June Rivers");
    const res = await post(
      "/api/auth/update-user",
      { name: ["http://evil.test"], firstName: ["Refund at http://evil.test/refund"] },
      { cookie: her.cookie },
    );
    expect(res.status).toBe(400);
    expect(((await res.json()) as { error: string }).error).toBe(NAME_RULE_MESSAGE);
    const [row] = await t.deps.database.db.select().from(user).where(eq(user.id, her.id));
    expect(row?.name).toBe("June Rivers");
  });

  it("10. deleting her account also forgets the new address she had asked for", async () => {
    const her = await newMember(t, `leaving-${kind}@example.test`);
    const newEmail = `leaving-new-${kind}@example.test`;
    expect(
      (await post("/api/auth/change-email", { newEmail, password: "grace-123" }, { cookie: her.cookie }))
        .status,
    ).toBe(200);
    const { db } = t.deps.database;
    expect(
      (
        await db
          .select()
          .from(attempts)
          .where(eq(attempts.key, `verify-mail:${newEmail}`))
      ).length,
    ).toBe(1);
    const deleted = await t.request("/api/account", {
      method: "DELETE",
      cookie: her.cookie,
      json: { password: "grace-123" },
      headers: { origin: ORIGIN },
    });
    expect(deleted.status).toBe(200);
    expect(
      (
        await db
          .select()
          .from(attempts)
          .where(like(attempts.key, `%${newEmail}%`))
      ).length,
    ).toBe(0);
    expect(
      (
        await db
          .select()
          .from(verification)
          .where(like(verification.value, `%${her.id}%`))
      ).length,
    ).toBe(0);
    expect(
      (
        await db
          .select()
          .from(verification)
          .where(like(verification.identifier, `%${her.id}%`))
      ).length,
    ).toBe(0);
  });
});

describe("9. the dev mailbox behind https", () => {
  it("refuses to start, naming the variable, whenever PUBLIC_URL is https, even on loopback", () => {
    expect(() =>
      loadConfig({
        PUBLIC_URL: "https://grace.example",
        PAYMENT_PROVIDER: "local",
        DEV_MAILBOX: "1",
        HOST: "127.0.0.1",
      }),
    ).toThrow(/DEV_MAILBOX: not allowed when PUBLIC_URL is https/);
    expect(loadConfig({ PUBLIC_URL: "http://localhost:3000", DEV_MAILBOX: "1" }).devMailbox).toBe(true);
  });
});
