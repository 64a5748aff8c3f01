import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createApp } from "../../src/server/app";
import { createTestApp, ORIGIN, type TestApp } from "../support/test-app";

// Every API route but the few meant for everyone answers 401 to a visitor and 403 to a member when it
// is the admin's (docs/architecture.md, "Guards"). The list comes from the app itself, so a new area
// mounted without its guard fails here without anyone having to remember to add it.

/** Routes anyone may call: sign-in and its kin, the session probe, public settings, signed callbacks. */
const PUBLIC = [
  /^\/api\/auth\//,
  /^\/api\/session$/,
  /^\/api\/config$/,
  /^\/api\/billing\/webhook$/,
  /^\/api\/reminders\/unsubscribe$/,
  /^\/api\/email-change\/undo$/,
  // What an offer gives (for /pricing?offer=CODE) and the win-back mail's signed opt-out (issue #26).
  /^\/api\/offers\/1$/,
  /^\/api\/win-back\/opt-out$/,
  /^\/api\/dev\/mailbox$/,
];

let t: TestApp;
let routes: { method: string; path: string }[];

beforeAll(async () => {
  t = await createTestApp("pglite");
  routes = createApp(t.deps)
    .routes.filter(({ method, path }) => method !== "ALL" && path.startsWith("/api/"))
    .map(({ method, path }) => ({ method, path: path.replace(/\/:[^/]+/g, "/1") }))
    .filter(({ path }) => !PUBLIC.some((pattern) => pattern.test(path)));
});
afterAll(() => t.close());

async function memberCookie(email: string) {
  const res = await t.request("/api/auth/sign-up/email", {
    method: "POST",
    json: { email, password: "grace-123", name: "Guarded" },
  });
  expect(res.status).toBe(200);
  const link = t.deps.devMailbox?.list(email)[0]?.links.find((l) => l.includes("/verify-email")) as string;
  const verified = await t.request(link.replace(ORIGIN, ""));
  return verified.headers
    .getSetCookie()
    .map((c) => c.split(";")[0])
    .join("; ");
}

describe("the API's guards", () => {
  it("cover dozens of routes", () => {
    expect(routes.length).toBeGreaterThan(25);
  });

  it("refuse a visitor on every route that is not public", async () => {
    const answered: Record<string, number> = {};
    for (const { method, path } of routes) {
      const res = await t.request(path, {
        method,
        headers: { origin: ORIGIN },
        ...(method === "GET" || method === "HEAD" ? {} : { json: {} }),
      });
      if (res.status !== 401) answered[`${method} ${path}`] = res.status;
    }
    expect(answered).toEqual({});
  });

  it("refuse a member on every admin route", async () => {
    const cookie = await memberCookie("not-the-admin@example.test");
    const admin = routes.filter(({ path }) => path.startsWith("/api/admin"));
    expect(admin.length).toBeGreaterThan(0);
    for (const { method, path } of admin) {
      const res = await t.request(path, { method, cookie, headers: { origin: ORIGIN } });
      expect(res.status, `${method} ${path}`).toBe(403);
    }
  });
});
