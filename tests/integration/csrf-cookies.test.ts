// Issue "Trust", CSRF and cookies: a write from another site is refused even with a valid session
// cookie, on every mutating route; cookies are HttpOnly, SameSite=Lax, and Secure behind https.

import { asc, count, eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { utcDateKey } from "../../src/domain/check-in";
import {
  account,
  appearancePreferences,
  checkIns,
  journalEntries,
  reminderPreferences,
  session,
  subscribers,
  toolStates,
  user,
  verification,
} from "../../src/server/db/schema";
import { newMember } from "../support/billing-members";
import { createTestApp, insertVerifiedMember, latestLink, ORIGIN, type TestApp } from "../support/test-app";
import { testDatabaseKinds } from "../support/test-databases";

/** The cookie attributes a Set-Cookie header carries, lower-cased. */
function attributes(setCookie: string) {
  const [pair, ...rest] = setCookie.split(";").map((part) => part.trim());
  const name = (pair as string).split("=")[0] as string;
  return { name, attrs: rest.map((a) => a.toLowerCase()) };
}

/** Signs a new member up, verifies and signs her in; every Set-Cookie header she got. */
async function signIn(t: TestApp, email: string) {
  // Behind https there is no dev mailbox (docs/security.md): the member is written to the database.
  const verified = t.deps.devMailbox ? await signUpAndConfirm(t, email) : new Response();
  if (!t.deps.devMailbox) await insertVerifiedMember(t, email);
  const res = await t.request("/api/auth/sign-in/email", {
    method: "POST",
    json: { email, password: "grace-123" },
  });
  expect(res.status).toBe(200);
  return [...verified.headers.getSetCookie(), ...res.headers.getSetCookie()];
}

async function signUpAndConfirm(t: TestApp, email: string): Promise<Response> {
  const up = await t.request("/api/auth/sign-up/email", {
    method: "POST",
    json: { email, password: "grace-123", name: "Cookie Member" },
  });
  expect(up.status).toBe(200);
  const verified = await t.request(latestLink(t, email, "/verify-email"));
  expect(verified.status).toBe(302);
  return verified;
}

const today = utcDateKey(new Date());
const checkIn = {
  mood: "peaceful",
  energy: "high",
  gratitude: "tea",
  challenge: "rain",
  intention: "rest",
  timestamp: new Date().toISOString(),
};

/** Every mutating route, with a body it would accept from our own origin. */
const writes = (email: string): [method: string, path: string, body?: unknown][] => [
  ["PUT", "/api/journal/1", { value: "forged", baseRevision: 0 }],
  ["POST", "/api/journal/1/complete"],
  ["PUT", `/api/check-ins/${today}`, { value: checkIn, baseRevision: 0 }],
  [
    "PUT",
    "/api/tools/askForHelp",
    { value: { checkedItems: { "0": true }, reflection: "x" }, baseRevision: 0 },
  ],
  ["PUT", "/api/tools/printable-notes:january-worksheet", { value: { notes: "forged" }, baseRevision: 0 }],
  ["POST", "/api/billing/local/confirm", { plan: "flow", isAnnual: false }],
  ["POST", "/api/billing/local/change", { plan: "journey", isAnnual: false }],
  ["POST", "/api/billing/local/cancel", { atPeriodEnd: false }],
  ["POST", "/api/billing/local/resume"],
  ["POST", "/api/billing/local/end-trial"],
  ["POST", "/api/billing/checkout", { plan: "collective", isAnnual: false }],
  ["POST", "/api/billing/checkout/complete", { sessionId: "cs_forged" }],
  ["POST", "/api/billing/portal"],
  ["POST", "/api/billing/pause", { months: 1 }],
  ["POST", "/api/billing/resume"],
  ["POST", "/api/billing/cancel", { reason: "other", when: "now" }],
  ["POST", "/api/gifts", { plan: "journey", months: 3, recipientEmail: "forged@example.test" }],
  ["POST", "/api/gifts/redeem", { code: "forged-gift-code" }],
  ["POST", "/api/gifts/local/pay", { id: "forged" }],
  ["POST", "/api/admin/offers", { code: "FORGED", kind: "percent", value: 50, duration: "forever" }],
  ["DELETE", "/api/admin/offers/FORGED"],
  ["POST", "/api/auth/update-user", { name: "Forged Name" }],
  ["POST", "/api/auth/change-password", { currentPassword: "grace-123", newPassword: "forged-pass" }],
  ["POST", "/api/auth/request-password-reset", { email, redirectTo: "/reset-password" }],
  ["POST", "/api/auth/send-verification-email", { email, callbackURL: "/dashboard" }],
  ["POST", "/api/auth/sign-up/email", { email: "forged@example.test", password: "grace-123", name: "F" }],
  ["POST", "/api/auth/sign-in/email", { email, password: "grace-123" }],
  [
    "POST",
    "/api/auth/change-email",
    { newEmail: "forged@example.test", password: "grace-123", callbackURL: "/account" },
  ],
  ["DELETE", "/api/account", { password: "grace-123" }],
  ["PATCH", "/api/account", { firstName: "Forged", lastName: "Name" }],
  [
    "PUT",
    "/api/settings/reminders",
    { value: { enabled: true, hour: 8, timeZone: "UTC", affirmationOnly: false }, baseRevision: 0 },
  ],
  ["PUT", "/api/settings/appearance", { value: { theme: "dark", textSize: "larger" }, baseRevision: 0 }],
  ["POST", "/api/auth/revoke-other-sessions", {}],
  ["POST", "/api/auth/revoke-sessions", {}],
  ["POST", "/api/auth/sign-out", {}],
  ["DELETE", "/api/journal/1"],
  ["DELETE", `/api/check-ins/${today}`],
  ["DELETE", "/api/tools/askForHelp"],
  ["PATCH", "/api/journal/1", { value: "forged", baseRevision: 0 }],
];

/** What a browser sends on a request from another site (or one that hides where it comes from). */
const foreign: [string, Record<string, string>][] = [
  ["another site's Origin", { origin: "https://evil.example" }],
  ["an opaque Origin", { origin: "null" }],
  ["a look-alike Origin", { origin: `${ORIGIN}.evil.example` }],
  ["our host on another scheme", { origin: ORIGIN.replace("http:", "https:") }],
  ["our host on another port", { origin: "http://localhost:3001" }],
  ["a sibling subdomain", { origin: "http://evil.localhost:3000" }],
  ["Sec-Fetch-Site cross-site", { "sec-fetch-site": "cross-site" }],
  ["Sec-Fetch-Site same-site", { "sec-fetch-site": "same-site" }],
  [
    "a foreign Origin claiming same-origin",
    { origin: "https://evil.example", "sec-fetch-site": "same-origin" },
  ],
];

describe.each(testDatabaseKinds)("cross-site writes, cookies and headers on %s", (kind) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp(kind);
  });
  afterAll(() => t.close());

  /** Everything a forged write could change. */
  async function state(userId: string) {
    const { db } = t.deps.database;
    const rows = async (table: typeof journalEntries | typeof checkIns | typeof toolStates) =>
      db.select().from(table).where(eq(table.userId, userId));
    return JSON.stringify({
      user: await db.select().from(user).where(eq(user.id, userId)),
      account: await db.select().from(account).where(eq(account.userId, userId)),
      sessions: await db.select().from(session).where(eq(session.userId, userId)).orderBy(asc(session.id)),
      subscriber: await db.select().from(subscribers).where(eq(subscribers.userId, userId)),
      journal: await rows(journalEntries),
      checkIns: await rows(checkIns),
      tools: await rows(toolStates),
      reminders: await db.select().from(reminderPreferences).where(eq(reminderPreferences.userId, userId)),
      appearance: await db
        .select()
        .from(appearancePreferences)
        .where(eq(appearancePreferences.userId, userId)),
      users: (await db.select({ n: count() }).from(user))[0]?.n,
      verifications: (await db.select({ n: count() }).from(verification))[0]?.n,
    });
  }

  it("refuses every mutating route from another site, with a valid session cookie, and changes nothing", async () => {
    const ana = await newMember(t, `csrf-${kind}@example.test`);
    const before = await state(ana.id);
    const mails = t.deps.devMailbox?.list(ana.email).length;
    let refused = 0;
    for (const [method, path, body] of writes(ana.email)) {
      for (const [label, headers] of foreign) {
        const res = await t.request(path, {
          method,
          cookie: ana.cookie,
          headers: { ...headers, "content-type": "application/json" },
          body: body === undefined ? undefined : JSON.stringify(body),
        });
        expect(res.status, `${method} ${path} with ${label}`).toBe(403);
        expect(await res.json()).toEqual({ error: "Cross-origin request refused." });
        refused++;
      }
    }
    expect(await state(ana.id)).toBe(before);
    expect(t.deps.devMailbox?.list(ana.email).length).toBe(mails);
    expect((await t.request("/api/me", { cookie: ana.cookie })).status).toBe(200);
    console.info(`[csrf ${kind}] ${refused} cross-site writes refused on ${writes("").length} routes`);

    // The same writes from our own origin (deletions aside) go through: the Origin was the only reason
    // for the refusals.
    const ours: Record<string, number> = {};
    for (const [method, path, body] of writes(ana.email).filter(([m]) => m !== "DELETE")) {
      const res = await t.request(path, {
        method,
        cookie: ana.cookie,
        json: body ?? {},
        headers: { origin: ORIGIN },
      });
      ours[`${method} ${path}`] = res.status;
    }
    expect(ours).toMatchObject({
      "PUT /api/journal/1": 200,
      "POST /api/journal/1/complete": 200,
      [`PUT /api/check-ins/${today}`]: 200,
      "PUT /api/tools/askForHelp": 200,
      "POST /api/billing/local/confirm": 200,
      "POST /api/auth/update-user": 200,
      "POST /api/auth/change-password": 200,
      "PATCH /api/account": 200,
      "PUT /api/settings/reminders": 200,
      "PUT /api/settings/appearance": 200,
      "POST /api/auth/sign-out": 200,
    });
    expect(await state(ana.id)).not.toBe(before);
  });

  it("a GET from another site reads nothing it could not read anyway, and changes nothing", async () => {
    const bea = await newMember(t, `csrf-get-${kind}@example.test`);
    const before = await state(bea.id);
    // Reads are safe methods: a cross-site GET is answered (SameSite=Lax sends the cookie only on
    // top-level navigations) but changes nothing.
    for (const path of [
      "/api/journal/1",
      "/api/subscription?refresh=1",
      "/api/journey",
      "/api/auth/sign-out",
    ]) {
      const res = await t.request(path, {
        cookie: bea.cookie,
        headers: { origin: "https://evil.example", "sec-fetch-site": "cross-site" },
      });
      expect(res.status, path).toBeLessThan(500);
    }
    expect(await state(bea.id)).toBe(before);
    expect((await t.request("/api/me", { cookie: bea.cookie })).status).toBe(200);
  });

  it("over http: HttpOnly and SameSite=Lax, on the whole site", async () => {
    const cookies = (await signIn(t, "cookie-http@example.test")).map(attributes);
    expect(cookies.map((c) => c.name)).toContain("better-auth.session_token");
    for (const { name, attrs } of cookies) {
      expect(attrs, name).toContain("httponly");
      expect(attrs, name).toContain("samesite=lax");
      expect(attrs, name).toContain("path=/");
      expect(attrs, name).not.toContain("secure");
      expect(name, name).toMatch(/^(better-auth\.|grace_known_device$)/);
    }
  });

  it("every kind of API answer carries the CSP and the other security headers", async () => {
    const answers: [string, Response][] = [
      ["200", await t.request("/api/config")],
      ["401", await t.request("/api/me")],
      ["404", await t.request("/api/nothing")],
      [
        "400",
        await t.request("/api/auth/sign-in/email", {
          method: "POST",
          body: "{",
          headers: { "content-type": "application/json" },
        }),
      ],
      [
        "403",
        await t.request("/api/journal/1", { method: "PUT", headers: { origin: "https://evil.example" } }),
      ],
      [
        "413",
        await t.request("/api/journal/1", {
          method: "PUT",
          body: "x".repeat(600_000),
          headers: { "content-type": "application/json" },
        }),
      ],
      ["auth", await t.request("/api/auth/get-session")],
      ["healthz", await t.request("/healthz")],
    ];
    for (const [label, res] of answers) {
      const csp = res.headers.get("content-security-policy") ?? "";
      expect(csp, label).toContain("default-src 'self'");
      expect(csp, label).toContain("script-src 'self' 'wasm-unsafe-eval';");
      expect(csp, label).toContain("object-src 'none'");
      expect(csp, label).toContain("frame-ancestors 'none'");
      expect(res.headers.get("x-content-type-options"), label).toBe("nosniff");
      expect(res.headers.get("x-frame-options"), label).toBe("SAMEORIGIN");
      expect(res.headers.get("referrer-policy"), label).toBe("strict-origin-when-cross-origin");
      expect(res.headers.get("cross-origin-opener-policy"), label).toBe("same-origin");
      expect(res.headers.get("permissions-policy"), label).toContain("camera=()");
      // No strict transport over plain http (it would pin a local server to https).
      expect(res.headers.get("strict-transport-security"), label).toBeNull();
    }
  });
});

describe("session cookies behind https", () => {
  it("have __Secure- names and the Secure flag as well, and HSTS on every answer", async () => {
    const t = await createTestApp("pglite", {
      PUBLIC_URL: "https://grace.example",
      PAYMENT_PROVIDER: "local",
      DEV_MAILBOX: "0",
    });
    try {
      const raw = await signIn(t, "cookie-https@example.test");
      const cookies = raw.map(attributes);
      expect(cookies.map((c) => c.name)).toContain("__Secure-better-auth.session_token");
      for (const { name, attrs } of cookies) {
        expect(name, name).toMatch(/^__Secure-(better-auth\.|grace_known_device$)/);
        expect(attrs, name).toContain("secure");
        expect(attrs, name).toContain("httponly");
        expect(attrs, name).toContain("samesite=lax");
      }
      // The __Secure- cookie is the session.
      const token = raw
        .find((c) => c.startsWith("__Secure-better-auth.session_token="))
        ?.split(";")[0] as string;
      const me = await t.request("/api/me", { cookie: token });
      expect(me.status).toBe(200);
      expect(me.headers.get("strict-transport-security")).toBe("max-age=31536000; includeSubDomains");
      expect((await t.request("/healthz")).headers.get("strict-transport-security")).toMatch(/max-age=/);
      // The plain-http name is not a session there.
      const plain = token.replace("__Secure-", "");
      expect((await t.request("/api/me", { cookie: plain })).status).toBe(401);
    } finally {
      await t.close();
    }
  });
});
