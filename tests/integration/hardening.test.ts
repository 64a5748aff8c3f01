import { randomUUID } from "node:crypto";
import { eq, sql } from "drizzle-orm";
import { SMTPServer } from "smtp-server";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { utcDateKey } from "../../src/domain/check-in";
import { NAME_RULE_MESSAGE } from "../../src/domain/names";
import { MAX_ANSWER_LENGTH } from "../../src/domain/text-limits";
import { ConfigError, loadConfig } from "../../src/server/config";
import { account, toolStates, user } from "../../src/server/db/schema";
import { TOO_MANY_FAILED_SIGN_INS } from "../../src/server/http/auth-gate";
import { describeForLog } from "../../src/server/http/errors";
import { TOO_MANY_WRITES, WRITES_PER_MINUTE } from "../../src/server/http/write-limit";
import { verificationMail } from "../../src/server/mail/templates";
import { passwordHashing } from "../../src/server/password-hashing";
import { MEMBER_QUOTA_BYTES, QUOTA_MESSAGE, storedBytes } from "../../src/server/storage-quota";
import { dropStaleUnverifiedAccounts } from "../../src/server/unverified-sign-up";
import { newMember } from "../support/billing-members";
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

    const verified = await t.request(latestLink(t, email, "/verify-email"));
    expect(verified.status).toBe(302);
    expect(sessionCookie(verified)).toContain("better-auth.session_token=");
    expect((await signIn(email, "attacker-pass-1", "198.21.0.1")).status).toBe(401);
    expect((await signIn(email, "victim-pass-1", "198.21.0.2")).status).toBe(200);
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
    for (let i = 0; i < WRITES_PER_MINUTE; i++) expect((await write(i)).status).not.toBe(429);
    const refused = await write(WRITES_PER_MINUTE);
    expect(refused.status).toBe(429);
    expect(((await refused.json()) as { error: string }).error).toBe(TOO_MANY_WRITES);
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

describe("7. a slow mail server tells nobody whether an address has an account", () => {
  it("answers forgot-password and sign-up before the mail server has taken the mail", async () => {
    let release: () => void = () => undefined;
    const held = new Promise<void>((resolve) => {
      release = resolve;
    });
    let received = 0;
    const smtp = new SMTPServer({
      authOptional: true,
      disabledCommands: ["STARTTLS"],
      onData(stream, _session, callback) {
        stream.resume();
        stream.on("end", () =>
          held.then(() => {
            received++;
            callback();
          }),
        );
      },
    });
    const port = await new Promise<number>((resolve) =>
      smtp.listen(0, "127.0.0.1", () => {
        const address = smtp.server.address();
        resolve(typeof address === "object" && address ? address.port : 0);
      }),
    );
    const t = await createTestApp("pglite", { SMTP_URL: `smtp://127.0.0.1:${port}`, DEV_MAILBOX: "0" });
    try {
      const member = await newMemberOverSmtp(t);
      // The mail server holds every mail until released: a request that waited for it would hang.
      const answer = async (path: string, json: object) => {
        const res = await t.request(path, {
          method: "POST",
          json,
          headers: { origin: ORIGIN },
          background: "leave",
        });
        return { status: res.status, body: await res.json() };
      };
      const resets = [];
      for (const email of [member, "nobody@example.test"]) {
        resets.push(
          await answer("/api/auth/request-password-reset", { email, redirectTo: "/reset-password" }),
        );
      }
      expect(resets[0]).toEqual({ status: 200, body: expect.anything() });
      expect(resets[1]).toEqual(resets[0]);
      const signUps = [];
      for (const email of [member, "held@example.test"]) {
        signUps.push(await answer("/api/auth/sign-up/email", { email, password: "grace-123", name: "Held" }));
      }
      // Same status and the same shape of answer: nothing says which address already had an account.
      expect(signUps[0]?.status).toBe(200);
      expect(signUps[1]?.status).toBe(200);
      expect(Object.keys(signUps[0]?.body ?? {}).sort()).toEqual(Object.keys(signUps[1]?.body ?? {}).sort());
      expect(received).toBe(0);
      release();
      await t.deps.jobs.drain();
      expect(received).toBeGreaterThanOrEqual(2);
    } finally {
      release();
      await t.close();
      await new Promise<void>((resolve) => smtp.close(() => resolve()));
    }
  });
});

/** A verified member made directly in the database (mail is held in this test). */
async function newMemberOverSmtp(t: TestApp): Promise<string> {
  const email = "has-account@example.test";
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
