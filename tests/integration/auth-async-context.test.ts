import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { authAsyncContextEnabled } from "../../src/server/auth-async-context";
import { createTestApp, ORIGIN, signUpVerified, type TestApp } from "../support/test-app";
import { testDatabaseKinds } from "../support/test-databases";

// better-auth's async context is on only while its work runs (docs/architecture.md, "Async context"):
// each of many interleaved sign-ins and session lookups must still see her own request's context.
describe.each(testDatabaseKinds)("better-auth's async context on %s", (kind) => {
  let t: TestApp;
  const emails = Array.from({ length: 8 }, (_, i) => `context-${i}@example.test`);
  beforeAll(async () => {
    t = await createTestApp(kind);
    for (const email of emails) await signUpVerified(t, email);
  });
  afterAll(() => t.close());

  it("is off once sign-ups have finished, so reads run without promise hooks", async () => {
    expect(await authAsyncContextEnabled()).toBe(false);
  });

  it("gives each of many sign-ins at once her own session, then switches off again", async () => {
    // On a busy machine some are asked to come back (password-hashing.ts): they do, as her page does.
    const signIn = async (email: string): Promise<Response> => {
      const res = await t.request("/api/auth/sign-in/email", {
        method: "POST",
        json: { email, password: "grace-123" },
        headers: { origin: ORIGIN },
      });
      if (res.status !== 429 || !res.headers.has("retry-after")) return res;
      await new Promise((resolve) => setTimeout(resolve, 1000 * Number(res.headers.get("retry-after"))));
      return signIn(email);
    };
    const answers = await Promise.all(emails.map(signIn));
    const cookies = answers.map((res) => {
      expect(res.status).toBe(200);
      return res.headers
        .getSetCookie()
        .map((c) => c.split(";")[0])
        .join("; ");
    });
    expect(await authAsyncContextEnabled()).toBe(false);

    // Her session looked up anew (the cache emptied), all at once: each answer names her alone.
    await t.deps.sessions.clear();
    const sessions = await Promise.all(
      cookies.map(async (cookie) => (await t.request("/api/session", { cookie })).json()),
    );
    expect(sessions.map((s) => (s as { user: { email: string } }).user.email)).toEqual(emails);
    expect(await authAsyncContextEnabled()).toBe(false);
  });
});
