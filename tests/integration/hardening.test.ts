import { randomUUID } from "node:crypto";
import { eq, sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { utcDateKey } from "../../src/domain/check-in";
import { NAME_RULE_MESSAGE } from "../../src/domain/names";
import { MAX_ANSWER_LENGTH } from "../../src/domain/text-limits";
import { ConfigError, loadConfig } from "../../src/server/config";
import { account, toolStates, user } from "../../src/server/db/schema";
import { TOO_MANY_FAILED_SIGN_INS } from "../../src/server/http/auth-gate";
import { describeForLog } from "../../src/server/http/errors";
import { TOO_MANY_WRITES } from "../../src/server/http/write-limit";
import type { Mailer } from "../../src/server/mail/mailer";
import { verificationMail } from "../../src/server/mail/templates";
import { passwordHashing } from "../../src/server/password-hashing";
import { ReminderScheduler } from "../../src/server/reminders/reminder-scheduler";
import { UnsubscribeLinks } from "../../src/server/reminders/unsubscribe-links";
import { MEMBER_QUOTA_BYTES, QUOTA_MESSAGE, storedBytes } from "../../src/server/storage-quota";
import { dropStaleUnverifiedAccounts } from "../../src/server/unverified-sign-up";
import { newMember } from "../support/billing-members";
import { consoleOutput } from "../support/console-output";
import { startSmtpInbox } from "../support/smtp-inbox";
import { createTestApp, latestLink, ORIGIN, sessionCookie, type TestApp } from "../support/test-app";
import { testDatabaseKinds } from "../support/test-databases";

// One case per finding of the adversarial review (docs/security.md). Each failed on the code
// before its fix.

const DAY_MS = 86_400_000;
const today = () => utcDateKey(new Date());

const checkIn = (gratitude = "Warm tea") => ({
  mood: "peaceful",
  energy: "medium",
  gratitude,
  challenge: "A long day",
  intention: "Rest early",
  timestamp: new Date().toISOString(),
});

describe.each(testDatabaseKinds)("hardening on %s", (kind) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp(kind, { TRUST_PROXY: "1" });
  });
  afterAll(() => t.close());

  const post = (path: string, json: unknown, init: { ip?: string; cookie?: string; xff?: string } = {}) =>
    t.request(path, {
      method: "POST",
      json,
      ip: init.ip,
      cookie: init.cookie,
      headers: { origin: ORIGIN, ...(init.xff ? { "x-forwarded-for": init.xff } : {}) },
    });
  const signIn = (email: string, password: string, xff: string) =>
    post("/api/auth/sign-in/email", { email, password }, { xff });

  it("1. a stranger's large body is refused before anything parses it", async () => {
    const body = JSON.stringify({ value: `${"x".repeat(400_000)}\u0000`, baseRevision: 0 });
    const journal = await t.request("/api/journal/1", {
      method: "PUT",
      body,
      headers: { "content-type": "application/json", origin: ORIGIN },
    });
    expect(journal.status).toBe(401);
    const auth = await t.request("/api/auth/sign-in/email", {
      method: "POST",
      body: JSON.stringify({ email: "a@example.test", password: "x".repeat(100_000) }),
      headers: { "content-type": "application/json", origin: ORIGIN },
    });
    expect(auth.status).toBe(413);
  });

  it("2a. behind one proxy the address is the one the proxy added, whatever the client wrote", async () => {
    const member = await newMember(t, `xff-${kind}@example.test`);
    const statuses: number[] = [];
    for (let i = 0; i < 7; i++) {
      const res = await signIn(member.email, "wrong-password", `10.0.${i}.1, 198.18.0.7`);
      statuses.push(res.status);
    }
    // better-auth allows 5 sign-ins a minute from one address: the client-written part changed nothing.
    expect(statuses.slice(0, 5).every((status) => status === 401)).toBe(true);
    expect(statuses.slice(5)).toEqual([429, 429]);
  });

  it("2b. ten failed sign-ins lock the account for 15 minutes, from any address", async () => {
    const member = await newMember(t, `guess-${kind}@example.test`);
    for (let i = 0; i < 10; i++) {
      expect((await signIn(member.email, `guess-${i}`, `198.19.${i}.${kind.length}`)).status).toBe(401);
    }
    const locked = await signIn(member.email, "grace-123", "198.19.99.1");
    expect(locked.status).toBe(429);
    expect(((await locked.json()) as { error: string }).error).toBe(TOO_MANY_FAILED_SIGN_INS);
  });

  it("2c. reset mails to one address stop after three an hour", async () => {
    const member = await newMember(t, `resets-${kind}@example.test`);
    for (let i = 0; i < 6; i++) {
      const res = await post(
        "/api/auth/request-password-reset",
        { email: member.email, redirectTo: "/reset-password" },
        { xff: `198.20.${i}.1` },
      );
      expect(res.status).toBe(200);
    }
    await new Promise((resolve) => setTimeout(resolve, 200));
    const resets = t.deps.devMailbox?.list(member.email).filter((mail) => mail.subject.includes("Reset"));
    expect(resets?.length).toBe(3);
  });

  it("2d. verification mails to one address stop after three an hour", async () => {
    const email = `verify-limit-${kind}@example.test`;
    const first = await post(
      "/api/auth/sign-up/email",
      { email, password: "grace-123", name: "Vera" },
      { xff: "198.23.0.1" },
    );
    expect(first.status).toBe(200);
    for (let i = 0; i < 5; i++) {
      const res = await post(
        "/api/auth/send-verification-email",
        { email, callbackURL: "/dashboard" },
        { xff: `198.23.${i + 1}.1` },
      );
      expect(res.status).toBe(200);
    }
    const verifications = t.deps.devMailbox
      ?.list(email)
      .filter((mail) => mail.subject === "Confirm your e-mail for Grind to Grace");
    expect(verifications?.length).toBe(3);
  });

  it("3. callback URLs are same-origin paths only", async () => {
    const redirect = await t.request("/api/auth/verify-email?token=x&callbackURL=/..//evil.example/phish");
    expect(redirect.status).toBe(400);
    expect(redirect.headers.get("location")).toBeNull();
    for (const callbackURL of [
      "//evil.example",
      "https://evil.example",
      "/\\evil.example",
      "/%2F%2Fevil.example",
    ]) {
      const res = await post("/api/auth/sign-up/email", {
        email: `cb-${kind}@example.test`,
        password: "grace-123",
        name: "Cal Back",
        callbackURL,
      });
      expect(res.status, callbackURL).toBe(400);
    }
  });

  it("4. the owner of an address signing up again replaces an earlier unverified sign-up", async () => {
    const email = `victim-${kind}@example.test`;
    const signUp = (password: string, firstName: string) =>
      post("/api/auth/sign-up/email", {
        email,
        password,
        name: firstName,
        firstName,
        callbackURL: "/dashboard",
      });
    expect((await signUp("attacker-pass-1", "Mallory")).status).toBe(200);
    const firstLink = latestLink(t, email, "/verify-email");
    await new Promise((resolve) => setTimeout(resolve, 1100)); // a new second for the new link
    expect((await signUp("victim-pass-1", "Victoria")).status).toBe(200);
    await expect.poll(() => latestLink(t, email, "/verify-email")).not.toBe(firstLink);

    const old = await t.request(firstLink);
    expect(old.status).toBe(302);
    expect(old.headers.get("location")).toContain("error=INVALID_TOKEN");
    expect(old.headers.getSetCookie().some((c) => c.startsWith("better-auth.session_token="))).toBe(false);

    // Two sign-ups raced for the address: her link asks her to choose her password (docs/security.md).
    const verified = await t.request(latestLink(t, email, "/verify-email"));
    expect(verified.status).toBe(302);
    const choose = new URL(verified.headers.get("location") ?? "", ORIGIN);
    expect(choose.searchParams.get("choose")).toBe("1");
    const chosen = await post("/api/auth/reset-password", {
      token: choose.searchParams.get("token"),
      newPassword: "victim-pass-2",
    });
    expect(sessionCookie(chosen)).toContain("better-auth.session_token=");
    expect((await signIn(email, "attacker-pass-1", "198.21.0.1")).status).toBe(401);
    expect((await signIn(email, "victim-pass-2", "198.21.0.2")).status).toBe(200);
    const [row] = await t.deps.database.db.select().from(user).where(eq(user.email, email));
    expect(row?.firstName).toBe("Victoria");
  });

  it("4b. unverified accounts are dropped after a week; verified ones stay", async () => {
    const stale = `stale-${kind}@example.test`;
    expect(
      (await post("/api/auth/sign-up/email", { email: stale, password: "grace-123", name: "Stale" })).status,
    ).toBe(200);
    const kept = await newMember(t, `kept-${kind}@example.test`);
    await dropStaleUnverifiedAccounts(t.deps.database.db, Date.now() + 8 * DAY_MS);
    const emails = (await t.deps.database.db.select({ email: user.email }).from(user)).map(
      (row) => row.email,
    );
    expect(emails).not.toContain(stale);
    expect(emails).toContain(kept.email);
  });

  it("5. check-ins are written only near today, with answers of a documented size", async () => {
    const member = await newMember(t, `storage-${kind}@example.test`);
    const put = (date: string, value: unknown) =>
      t.request(`/api/check-ins/${date}`, {
        method: "PUT",
        cookie: member.cookie,
        json: { value, baseRevision: 0 },
        headers: { origin: ORIGIN },
      });
    expect((await put("2020-01-01", checkIn())).status).toBe(400);
    expect((await put(utcDateKey(new Date(Date.now() + 3 * DAY_MS)), checkIn())).status).toBe(400);
    expect((await put(utcDateKey(new Date(Date.now() + DAY_MS)), checkIn())).status).toBe(200);
    const long = await put(today(), checkIn("x".repeat(MAX_ANSWER_LENGTH + 1)));
    expect(long.status).toBe(400);
    expect(((await long.json()) as { error: string }).error).toContain("too long to save");
    expect((await put(today(), checkIn("y".repeat(MAX_ANSWER_LENGTH)))).status).toBe(200);
  });

  it("5c. large writes stop at her storage quota, with a message that says what to do", async () => {
    const member = await newMember(t, `quota-${kind}@example.test`);
    const writeReflection = (day: number, content: string) =>
      t.request(`/api/journal/${day}`, {
        method: "PUT",
        cookie: member.cookie,
        json: { value: content, baseRevision: 0 },
        headers: { origin: ORIGIN },
      });
    const large = "words ".repeat(20_000); // 120 kB
    expect((await writeReflection(1, large)).status).toBe(200);
    expect(await storedBytes(t.deps.database.db, member.id)).toBe(large.length);
    // Her other days already hold almost all of her quota.
    const filler = "x".repeat(MEMBER_QUOTA_BYTES / 200);
    await t.deps.database.db
      .insert(toolStates)
      .values(
        Array.from({ length: 199 }, (_, i) => ({ userId: member.id, tool: `filler-${i}`, state: filler })),
      );
    const refused = await writeReflection(2, large);
    expect(refused.status).toBe(413);
    expect(((await refused.json()) as { error: string }).error).toBe(QUOTA_MESSAGE);
    // A short note still saves, and so does a large one once room is made.
    expect((await writeReflection(3, "A short line today.")).status).toBe(200);
    await t.deps.database.db.delete(toolStates).where(eq(toolStates.userId, member.id));
    expect((await writeReflection(2, large)).status).toBe(200);
  });

  it("5b. a member writing faster than a person can is slowed down", async () => {
    const member = await newMember(t, `fast-${kind}@example.test`);
    const write = (i: number) =>
      t.request("/api/tools/askForHelp", {
        method: "PUT",
        cookie: member.cookie,
        json: { value: { checkedItems: {}, reflection: `note ${i}` }, baseRevision: 0 },
        headers: { origin: ORIGIN },
      });
    const perMinute = t.deps.config.writesPerMinute;
    expect(perMinute).toBe(300);
    for (let i = 0; i < perMinute; i++) expect((await write(i)).status).not.toBe(429);
    const refused = await write(perMinute);
    expect(refused.status).toBe(429);
    expect(((await refused.json()) as { error: string }).error).toBe(TOO_MANY_WRITES);
  });

  it("5c. a test-mode billing write counts once against the limit, though /billing/local is inside /billing", async () => {
    const limited = await createTestApp(kind, { WRITES_PER_MINUTE: "3" });
    try {
      const member = await newMember(limited, `billing-writes-${kind}@example.test`);
      const statuses: number[] = [];
      for (let i = 0; i < 4; i++) {
        const res = await limited.request("/api/billing/local/resume", {
          method: "POST",
          cookie: member.cookie,
          json: {},
          headers: { origin: ORIGIN },
        });
        statuses.push(res.status);
      }
      expect(statuses.slice(0, 3)).not.toContain(429);
      expect(statuses[3]).toBe(429);
    } finally {
      await limited.close();
    }
  });

  it("6. year 0 is a bad date, and a failing query's words never reach the log", async () => {
    const member = await newMember(t, `year-${kind}@example.test`);
    expect((await t.request("/api/check-ins/0000-01-01", { cookie: member.cookie })).status).toBe(400);
    const failed = await t.deps.database.db.execute(sql`select ${"her private words"}::date`).then(
      () => undefined,
      (error: Error) => error,
    );
    expect(failed).toBeInstanceOf(Error);
    const logged = describeForLog(failed as Error);
    expect(logged).not.toContain("her private words");
    expect(logged).toContain("database code 22007");
  });

  it("6b. writing a check-in for year 0 is refused, and her words never reach the log", async () => {
    const member = await newMember(t, `year-put-${kind}@example.test`);
    const words = `my-private-check-in-${randomUUID()}`;
    let status = 0;
    const logged = await consoleOutput(async () => {
      const res = await t.request("/api/check-ins/0000-01-01", {
        method: "PUT",
        cookie: member.cookie,
        json: { value: checkIn(words), baseRevision: 0 },
        headers: { origin: ORIGIN },
      });
      status = res.status;
      expect(await res.text()).not.toContain(words);
    });
    expect(status).toBe(400);
    expect(logged).not.toContain(words);
  });

  it("6c. a failing reminder scan logs what failed, never the query's words", async () => {
    const words = `her-private-address-${randomUUID()}@example.test`;
    const failing = new Error(`Failed query: select * from "user" where email = $1\nparams: ${words}`, {
      cause: Object.assign(new Error(`invalid input: ${words}`), { code: "22P02" }),
    });
    const db = {
      select: () => ({
        from: () => ({ where: () => Promise.reject(failing) }),
      }),
    } as unknown as typeof t.deps.database.db;
    const mailer: Mailer = {
      send: async () => false,
      deliverNow: async () => undefined,
      description: "nowhere",
    };
    const scheduler = new ReminderScheduler(
      db,
      mailer,
      new UnsubscribeLinks("s".repeat(32), ORIGIN),
      ORIGIN,
      t.deps.texts,
    );
    const logged = await consoleOutput(async () => {
      scheduler.start();
      scheduler.stop();
      await new Promise((resolve) => setTimeout(resolve, 50));
    });
    expect(logged).toContain("[reminders] scan failed");
    expect(logged).toContain("database code 22P02");
    expect(logged).not.toContain(words);
  });

  it("8. a session ended by a password reset is refused at once", async () => {
    const member = await newMember(t, `revoked-${kind}@example.test`);
    const signedIn = await signIn(member.email, "grace-123", "198.22.0.1");
    const cookies = signedIn.headers
      .getSetCookie()
      .map((c) => c.split(";")[0])
      .join("; ");
    expect((await t.request("/api/me", { cookie: cookies })).status).toBe(200);
    await post("/api/auth/request-password-reset", { email: member.email, redirectTo: "/reset-password" });
    await expect
      .poll(() => t.deps.devMailbox?.list(member.email).some((m) => m.subject.includes("Reset")))
      .toBe(true);
    const token = new URL(latestLink(t, member.email, "/reset-password"), ORIGIN).pathname.split("/").pop();
    expect((await post("/api/auth/reset-password", { token, newPassword: "a-new-pass-7" })).status).toBe(200);
    expect((await t.request("/api/me", { cookie: cookies })).status).toBe(401);
  });

  it("10. names look like names, and a greeting never carries a link", async () => {
    const res = await post("/api/auth/sign-up/email", {
      email: `spam-${kind}@example.test`,
      password: "grace-123",
      name: "https://evil.example/claim",
    });
    expect(res.status).toBe(400);
    expect(((await res.json()) as { error: string }).error).toBe(NAME_RULE_MESSAGE);
    const member = await newMember(t, `rename-${kind}@example.test`);
    expect(
      (await post("/api/auth/update-user", { firstName: "Visit evil.example" }, { cookie: member.cookie }))
        .status,
    ).toBe(400);
    expect(verificationMail("a@example.test", "https://evil.example/claim", "http://x/verify").text).toMatch(
      /^Hi,\n/,
    );
  });

  it("11. private answers are never stored by a browser or a proxy", async () => {
    const member = await newMember(t, `nostore-${kind}@example.test`);
    for (const path of ["/api/me", "/api/journal/1", "/api/subscription", `/api/check-ins/${today()}`]) {
      const res = await t.request(path, { cookie: member.cookie });
      expect(res.headers.get("cache-control"), path).toBe("no-store");
    }
    // The one exception (docs/security.md): the affirmation calendar, the same for every member, may be
    // kept by her own browser but is checked with the server (after the sign-in check) before each use.
    const affirmations = await t.request("/api/affirmations", { cookie: member.cookie });
    expect(affirmations.headers.get("cache-control")).toBe("private, no-cache");
    const etag = affirmations.headers.get("etag") as string;
    const again = await t.request("/api/affirmations", {
      cookie: member.cookie,
      headers: { "if-none-match": etag },
    });
    expect(again.status).toBe(304);
    const signedOut = await t.request("/api/affirmations", { headers: { "if-none-match": etag } });
    expect(signedOut.status).toBe(401);
  });
});

describe("9. unsafe configurations refuse to start", () => {
  it("refuses the dev mailbox on a public address in production, and allows it on loopback", () => {
    expect(() => loadConfig({ NODE_ENV: "production", DEV_MAILBOX: "1", HOST: "0.0.0.0" })).toThrow(
      ConfigError,
    );
    expect(loadConfig({ NODE_ENV: "production", DEV_MAILBOX: "1", HOST: "127.0.0.1" }).devMailbox).toBe(true);
  });

  it("asks a public https deployment to choose its payments, and keeps a fresh machine starting", () => {
    expect(() =>
      loadConfig({ PUBLIC_URL: "https://grace.example", BETTER_AUTH_SECRET: "s".repeat(32) }),
    ).toThrow(/PAYMENT_PROVIDER/);
    expect(
      loadConfig({ PUBLIC_URL: "https://grace.example", PAYMENT_PROVIDER: "local" }).paymentProvider,
    ).toBe("local");
    expect(loadConfig({}).paymentProvider).toBe("local");
  });
});

describe.each(testDatabaseKinds)(
  "7. a slow mail server tells nobody whether an address has an account, on %s",
  (kind) => {
    const SMTP_DELAY_MS = 2_000;
    let inbox: Awaited<ReturnType<typeof startSmtpInbox>>;
    let t: TestApp;
    beforeAll(async () => {
      // The mail server answers each mail only after two seconds, and the job worker is running, as on a
      // real server: a request that waited for its mail would take at least that long.
      inbox = await startSmtpInbox({ delayMs: SMTP_DELAY_MS });
      t = await createTestApp(kind, { SMTP_URL: `smtp://127.0.0.1:${inbox.port}`, DEV_MAILBOX: "0" });
      t.deps.jobs.start();
    });
    afterAll(async () => {
      await t.deps.background.idle();
      await inbox.close();
      await t.close();
    });

    /**
     * Status, body and time of a request, answered as soon as the server answers, and whether a mail to
     * the address had reached the mail server by then.
     */
    const answer = async (path: string, json: { email: string; [field: string]: string }) => {
      const started = performance.now();
      const res = await t.request(path, {
        method: "POST",
        json,
        headers: { origin: ORIGIN },
        background: "leave",
      });
      const ms = performance.now() - started;
      const mailed = inbox.received.some((mail) => JSON.stringify(mail.to ?? "").includes(json.email));
      return { status: res.status, body: await res.json(), ms, mailed };
    };
    /** Neither answer waited for the mail server: each came before any mail to its address was taken,
     * and well inside the mail server's delay (password hashing on a busy machine takes some of it). */
    const answeredFirst = (...answers: { ms: number; mailed: boolean }[]) => {
      for (const { ms, mailed } of answers) {
        expect(mailed).toBe(false);
        expect(ms).toBeLessThan(SMTP_DELAY_MS * 0.75);
      }
    };

    it("forgot-password answers the same for a known and an unknown address, without waiting for the mail", async () => {
      const known = await newMemberOverSmtp(t, `has-account-reset-${kind}@example.test`);
      const unknown = `nobody-${kind}@example.test`;
      await answer("/api/auth/request-password-reset", {
        email: `warm-up-${kind}@example.test`,
        redirectTo: "/reset-password",
      });
      const knownAnswer = await answer("/api/auth/request-password-reset", {
        email: known,
        redirectTo: "/reset-password",
      });
      const unknownAnswer = await answer("/api/auth/request-password-reset", {
        email: unknown,
        redirectTo: "/reset-password",
      });
      expect(knownAnswer.status).toBe(200);
      expect(unknownAnswer.status).toBe(knownAnswer.status);
      expect(unknownAnswer.body).toEqual(knownAnswer.body);
      answeredFirst(knownAnswer, unknownAnswer);
      // The reset mail does go out, later, by the worker.
      await expect
        .poll(() => inbox.received.filter((mail) => mail.subject?.includes("Reset")).length, {
          timeout: 10_000,
        })
        .toBe(1);
    });

    it("sign-up answers the same for a known and an unknown address, without waiting for the mail", async () => {
      const known = await newMemberOverSmtp(t, `has-account-signup-${kind}@example.test`);
      const unknown = `new-${kind}@example.test`;
      const signUp = (email: string) =>
        answer("/api/auth/sign-up/email", { email, password: "grace-123", name: "Held" });
      await signUp(`warm-up-signup-${kind}@example.test`);
      const knownAnswer = await signUp(known);
      const unknownAnswer = await signUp(unknown);
      expect(knownAnswer.status).toBe(200);
      expect(unknownAnswer.status).toBe(knownAnswer.status);
      // The answer names the address she typed and a made-up account: apart from those, the same.
      const comparable = (body: unknown, email: string) =>
        JSON.parse(
          JSON.stringify(body)
            .replaceAll(email, "<address>")
            .replace(/"id":"[^"]+"/g, '"id":"<id>"')
            .replace(/\d{4}-\d\d-\d\dT[\d:.]+Z/g, "<time>"),
        );
      expect(comparable(unknownAnswer.body, unknown)).toEqual(comparable(knownAnswer.body, known));
      answeredFirst(knownAnswer, unknownAnswer);
    });
  },
);

/** A verified member made directly in the database (no mail is sent for her). */
async function newMemberOverSmtp(t: TestApp, email: string): Promise<string> {
  const id = randomUUID();
  const { db } = t.deps.database;
  await db.insert(user).values({ id, email, name: "Has Account", emailVerified: true });
  await db.insert(account).values({
    id: randomUUID(),
    userId: id,
    providerId: "credential",
    accountId: id,
    password: await passwordHashing.hash("grace-123"),
  });
  return email;
}
