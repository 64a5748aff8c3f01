import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { ADMIN_EMAIL, createTestApp, ORIGIN, signUpVerified, type TestApp } from "../support/test-app";
import { testDatabaseKinds } from "../support/test-databases";

// GET /api/session: what the app asks on every page load; a visitor gets 200 with no user, never a 401.
describe.each(testDatabaseKinds)("GET /api/session on %s", (kind) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp(kind);
  });
  afterAll(() => t.close());

  it("tells a visitor, with 200, that nobody is signed in", async () => {
    const res = await t.request("/api/session");
    expect(res.status).toBe(200);
    expect(await res.json()).toEqual({ user: null, isAdmin: false, consoleRole: null });
    const forged = await t.request("/api/session", { cookie: "better-auth.session_token=not-a-session" });
    expect(await forged.json()).toEqual({ user: null, isAdmin: false, consoleRole: null });
  });

  it("names a signed-in member, as /api/me does, and says she is not the admin", async () => {
    const cookie = await signUpVerified(t, "session-member@example.test");
    const session = await (await t.request("/api/session", { cookie })).json();
    expect(session).toMatchObject({ user: { email: "session-member@example.test" }, isAdmin: false });
    expect(session).toEqual(await (await t.request("/api/me", { cookie })).json());
  });

  it("recognises the admin", async () => {
    const cookie = await signUpVerified(t, ADMIN_EMAIL);
    expect(await (await t.request("/api/session", { cookie })).json()).toMatchObject({
      user: { email: ADMIN_EMAIL },
      isAdmin: true,
    });
  });

  it("answers no user once she signs out", async () => {
    const cookie = await signUpVerified(t, "session-leaver@example.test");
    const out = await t.request("/api/auth/sign-out", {
      method: "POST",
      cookie,
      headers: { origin: ORIGIN },
    });
    expect(out.status).toBe(200);
    expect(await (await t.request("/api/session", { cookie })).json()).toEqual({
      user: null,
      isAdmin: false,
      consoleRole: null,
    });
  });
});
