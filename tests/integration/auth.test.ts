import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { user, verification } from "../../src/server/db/schema";
import { SIGN_UPS_PER_NETWORK, signUpsFromNetworkMessage } from "../../src/server/http/auth-gate";
import {
  ADMIN_EMAIL,
  createTestApp,
  latestLink,
  sessionCookie,
  signUpVerified,
  type TestApp,
} from "../support/test-app";
import { testDatabaseKinds } from "../support/test-databases";

describe.each(testDatabaseKinds)("accounts on %s", (kind) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp(kind);
  });
  afterAll(() => t.close());

  const signUp = (email: string, password = "grace-123", extra: Record<string, unknown> = {}) =>
    t.request("/api/auth/sign-up/email", {
      method: "POST",
      json: {
        email,
        password,
        name: "Ada Lovelace",
        firstName: "Ada",
        lastName: "Lovelace",
        callbackURL: "/dashboard",
        ...extra,
      },
    });
  const signIn = (email: string, password: string, ip?: string) =>
    t.request("/api/auth/sign-in/email", { method: "POST", json: { email, password }, ip });

  it("a new member signs up, cannot sign in until verified, then the mailed link signs her in", async () => {
    const res = await signUp("ada@example.test");
    expect(res.status).toBe(200);
    const mail = t.deps.devMailbox?.list("ada@example.test")[0];
    expect(mail?.subject).toBe("Confirm your e-mail for Grind to Grace");

    // Answered like a wrong password, so nobody learns the account is unconfirmed (docs/security.md);
    // the right password sends her a new confirmation link.
    const early = await t.request("/api/auth/sign-in/email", {
      method: "POST",
      json: { email: "ada@example.test", password: "grace-123", callbackURL: "/dashboard" },
    });
    expect(early.status).toBe(401);
    expect(await early.json()).toEqual({
      code: "INVALID_EMAIL_OR_PASSWORD",
      error: "Invalid email or password",
    });
    expect(t.deps.devMailbox?.list("ada@example.test").length).toBe(2);

    const verified = await t.request(latestLink(t, "ada@example.test", "/verify-email"));
    expect(verified.status).toBe(302);
    expect(verified.headers.get("location")).toBe("/dashboard");
    const me = await t.request("/api/me", { cookie: sessionCookie(verified) });
    expect(await me.json()).toMatchObject({
      user: { email: "ada@example.test", firstName: "Ada", lastName: "Lovelace", emailVerified: true },
      isAdmin: false,
    });

    const later = await signIn("ada@example.test", "grace-123");
    expect(later.status).toBe(200);

    // The same link again, signed out: she is told her address is confirmed, not sent on silently.
    const again = await t.request(latestLink(t, "ada@example.test", "/verify-email"));
    expect(again.status).toBe(302);
    expect(again.headers.get("location")).toBe("/auth?verified=already");
  });

  it("an unverified member can ask for the verification mail again", async () => {
    await signUp("resend@example.test");
    const before = t.deps.devMailbox?.list("resend@example.test").length ?? 0;
    const res = await t.request("/api/auth/send-verification-email", {
      method: "POST",
      json: { email: "resend@example.test", callbackURL: "/dashboard" },
    });
    expect(res.status).toBe(200);
    expect(t.deps.devMailbox?.list("resend@example.test").length).toBe(before + 1);
  });

  it("signing out ends the session", async () => {
    const cookie = await signUpVerified(t, "leaving@example.test");
    expect((await t.request("/api/me", { cookie })).status).toBe(200);
    const out = await t.request("/api/auth/sign-out", { method: "POST", json: {}, cookie });
    expect(out.status).toBe(200);
    const after = await t.request("/api/me", { cookie });
    expect(after.status).toBe(401);
    expect(await after.json()).toEqual({ error: "Please sign in to continue." });
  });

  it("a forgotten password is reset through the mailed link, once, and old sessions end", async () => {
    const oldCookie = await signUpVerified(t, "forgetful@example.test", "old-pass-1");
    expect((await t.request("/api/me", { cookie: oldCookie })).status).toBe(200);
    const ask = await t.request("/api/auth/request-password-reset", {
      method: "POST",
      json: { email: "forgetful@example.test", redirectTo: "/reset-password" },
    });
    expect(ask.status).toBe(200);
    const link = latestLink(t, "forgetful@example.test", "/reset-password/");
    const landing = await t.request(link);
    expect(landing.status).toBe(302);
    const token = new URL(landing.headers.get("location") as string, "http://x").searchParams.get("token");
    expect(token).toBeTruthy();

    const reset = await t.request("/api/auth/reset-password", {
      method: "POST",
      json: { token, newPassword: "new-pass-2" },
    });
    expect(reset.status).toBe(200);
    expect((await signIn("forgetful@example.test", "old-pass-1")).status).toBe(401);
    expect((await signIn("forgetful@example.test", "new-pass-2")).status).toBe(200);
    expect((await t.request("/api/me", { cookie: oldCookie })).status).toBe(401);

    const again = await t.request("/api/auth/reset-password", {
      method: "POST",
      json: { token, newPassword: "third-pass-3" },
    });
    expect(again.status).toBe(400);
  });

  it("a reset link whose hour has passed is refused, and the password stays", async () => {
    await signUpVerified(t, "slow@example.test", "old-pass-1");
    await t.request("/api/auth/request-password-reset", {
      method: "POST",
      json: { email: "slow@example.test", redirectTo: "/reset-password" },
    });
    const link = latestLink(t, "slow@example.test", "/reset-password/");
    const token = link.split("/reset-password/")[1]?.split("?")[0] as string;
    const expired = await t.deps.database.db
      .update(verification)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(verification.identifier, `reset-password:${token}`))
      .returning();
    expect(expired).toHaveLength(1);

    const landing = await t.request(link);
    expect(landing.status).toBe(302);
    expect(landing.headers.get("location")).toContain("error=INVALID_TOKEN");
    const reset = await t.request("/api/auth/reset-password", {
      method: "POST",
      json: { token, newPassword: "new-pass-2" },
    });
    expect(reset.status).toBe(400);
    expect((await reset.json()).error).toMatch(/invalid token/i);
    expect((await signIn("slow@example.test", "new-pass-2")).status).toBe(401);
    expect((await signIn("slow@example.test", "old-pass-1")).status).toBe(200);
  });

  it("changing the password with revokeOtherSessions ends every other session", async () => {
    const here = await signUpVerified(t, "changer@example.test", "old-pass-1");
    const elsewhere = sessionCookie(await signIn("changer@example.test", "old-pass-1"));
    expect((await t.request("/api/me", { cookie: elsewhere })).status).toBe(200);

    const wrong = await t.request("/api/auth/change-password", {
      method: "POST",
      cookie: here,
      json: { currentPassword: "not-my-pass", newPassword: "new-pass-2", revokeOtherSessions: true },
    });
    expect(wrong.status).toBe(400);
    expect((await t.request("/api/me", { cookie: elsewhere })).status).toBe(200);

    const changed = await t.request("/api/auth/change-password", {
      method: "POST",
      cookie: here,
      json: { currentPassword: "old-pass-1", newPassword: "new-pass-2", revokeOtherSessions: true },
    });
    expect(changed.status).toBe(200);
    expect((await t.request("/api/me", { cookie: elsewhere })).status).toBe(401);
    // The device that changed it carries on with the fresh session it was given.
    const fresh = sessionCookie(changed);
    expect((await t.request("/api/me", { cookie: fresh })).status).toBe(200);
    expect((await signIn("changer@example.test", "old-pass-1")).status).toBe(401);
    expect((await signIn("changer@example.test", "new-pass-2")).status).toBe(200);
  });

  it("asking for a reset answers the same for unknown and known addresses", async () => {
    await signUpVerified(t, "known@example.test");
    const known = await t.request("/api/auth/request-password-reset", {
      method: "POST",
      json: { email: "known@example.test", redirectTo: "/reset-password" },
    });
    const unknown = await t.request("/api/auth/request-password-reset", {
      method: "POST",
      json: { email: "nobody@example.test", redirectTo: "/reset-password" },
    });
    expect(unknown.status).toBe(known.status);
    expect(await unknown.json()).toEqual(await known.json());
  });

  it("a sign-in answers the same for an unknown address and a known one with a wrong password", async () => {
    await signUpVerified(t, "private@example.test", "right-pass");
    const known = await signIn("private@example.test", "wrong-pass");
    const unknown = await signIn("no-such-member@example.test", "wrong-pass");
    expect(known.status).toBe(401);
    expect(unknown.status).toBe(known.status);
    expect(await unknown.json()).toEqual(await known.json());
    // Signing up with a taken address looks like a new sign-up, and changes nothing of the member.
    const [member] = await t.deps.database.db
      .select()
      .from(user)
      .where(eq(user.email, "private@example.test"));
    const again = await signUp("private@example.test");
    const fresh = await signUp("brand-new@example.test");
    expect(again.status).toBe(fresh.status);
    const [takenBody, freshBody] = [await again.json(), await fresh.json()];
    expect(Object.keys(takenBody.user).sort()).toEqual(Object.keys(freshBody.user).sort());
    expect(takenBody).toMatchObject({ token: null, user: { emailVerified: false } });
    expect(takenBody.user.id).not.toBe(member?.id);
    const [after] = await t.deps.database.db
      .select()
      .from(user)
      .where(eq(user.email, "private@example.test"));
    expect(after).toEqual(member);
  });

  it("repeated bad sign-ins from one address get 429 while another address still signs in", async () => {
    await signUpVerified(t, "target@example.test", "right-pass");
    const statuses: number[] = [];
    for (let i = 0; i < 7; i++)
      statuses.push((await signIn("target@example.test", "wrong-pass", "203.0.113.9")).status);
    expect(statuses.slice(0, 5)).toEqual([401, 401, 401, 401, 401]);
    expect(statuses.at(-1)).toBe(429);
    const blocked = await signIn("target@example.test", "wrong-pass", "203.0.113.9");
    expect((await blocked.json()).error).toMatch(/.+/);
    expect((await signIn("target@example.test", "right-pass", "203.0.113.10")).status).toBe(200);
  });

  it("a workshop on one Wi-Fi signs up 30 an hour; the 31st is told when to come back (429, Retry-After)", async () => {
    const workshop = "198.51.100.7";
    const signUpFrom = (n: number, ip: string) =>
      t.request("/api/auth/sign-up/email", {
        method: "POST",
        ip,
        json: {
          email: `workshop-${n}-${ip}@example.test`,
          password: "grace-123",
          name: "Wren",
          callbackURL: "/dashboard",
        },
      });
    const statuses: number[] = [];
    for (let n = 1; n <= SIGN_UPS_PER_NETWORK.max; n++) statuses.push((await signUpFrom(n, workshop)).status);
    expect(statuses).toEqual(Array(SIGN_UPS_PER_NETWORK.max).fill(200));
    const refused = await signUpFrom(31, workshop);
    expect(refused.status).toBe(429);
    const retryAfter = Number(refused.headers.get("retry-after"));
    expect(retryAfter).toBeGreaterThan(3500);
    expect(retryAfter).toBeLessThanOrEqual(3600);
    const body = (await refused.json()) as { error: string };
    expect(body).toEqual({ error: signUpsFromNetworkMessage(retryAfter) });
    expect(body.error).toContain("Please try again in 60 minutes.");
    // Another network is not held back by it.
    expect((await signUpFrom(32, "198.51.100.8")).status).toBe(200);
  });

  it("GET /api/me flags only the verified admin address as admin", async () => {
    const res = await signUp(ADMIN_EMAIL.toUpperCase());
    expect(res.status).toBe(200);
    // Unverified: cannot sign in, so no session and no admin (docs/architecture.md D4).
    expect((await signIn(ADMIN_EMAIL, "grace-123")).status).toBe(401);
    const verified = await t.request(latestLink(t, ADMIN_EMAIL, "/verify-email"));
    const me = await t.request("/api/me", { cookie: sessionCookie(verified) });
    expect(await me.json()).toMatchObject({ isAdmin: true });
  });

  it("/api/me answers 401 to visitors", async () => {
    const res = await t.request("/api/me");
    expect(res.status).toBe(401);
  });
});
