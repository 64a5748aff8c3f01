import { asc, eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { printables } from "../../src/content/printables";
import { toAppearance } from "../../src/domain/appearance";
import { utcDateKey } from "../../src/domain/check-in";
import { defaultReminderPreferences } from "../../src/domain/reminders";
import { emptyPrintableNotes, emptyToolStates, printableNotesToolId } from "../../src/domain/tool-states";
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
} from "../../src/server/db/schema";
import { newMember } from "../support/billing-members";
import { createTestApp, type TestApp } from "../support/test-app";
import { testDatabaseKinds } from "../support/test-databases";

// Issue "Trust", isolation: whatever id, path or body field she sends, a member (Bea) can neither
// read nor change another member's (Ana's) data, on every route that reads or writes member data.

type Member = Awaited<ReturnType<typeof newMember>>;

const SECRET = "ana-private-words-7f3a";
const CHECK_IN_DATES = [utcDateKey(new Date()), utcDateKey(new Date(Date.now() - 86_400_000))];
const PRINTABLE_NOTES = printableNotesToolId(printables[0]?.id as string);

/** Ana's value for each tool, each holding her secret words. */
const anaTools: Record<string, unknown> = {
  askForHelp: { checkedItems: { "0": true, "3": true }, reflection: `${SECRET} asking` },
  getTogether: { checkedItems: { "0-1": true }, reflection: `${SECRET} together` },
  cleanForClarity: { checkedItems: { "2-4": true }, intention: `${SECRET} intent`, insights: SECRET },
  pressPlay: { completedActions: ["breathe"], reflection: `${SECRET} play` },
  [PRINTABLE_NOTES]: { notes: `${SECRET} notes` },
};
const emptyTools: Record<string, unknown> = { ...emptyToolStates, [PRINTABLE_NOTES]: emptyPrintableNotes };
const toolPaths = Object.keys(anaTools);

const anaReminders = { enabled: true, hour: 6, timeZone: "Asia/Tokyo", affirmationOnly: true };

const checkIn = (words: string) => ({
  mood: "peaceful",
  energy: "high",
  gratitude: `${words} grateful`,
  challenge: `${words} challenge`,
  intention: `${words} intention`,
  timestamp: new Date().toISOString(),
});

/** Every route that reads member data, as Bea would call it (query-string tricks are added per test). */
const readRoutes = [
  "/api/me",
  "/api/journey",
  "/api/journey/days/1",
  "/api/journey/days/40",
  "/api/journal/1",
  "/api/journal/40",
  ...CHECK_IN_DATES.map((date) => `/api/check-ins/${date}`),
  ...toolPaths.map((tool) => `/api/tools/${tool}`),
  "/api/journal",
  "/api/journal?q=private",
  "/api/journal/3/read-backs",
  `/api/check-ins?from=${CHECK_IN_DATES.at(-1)}&to=${CHECK_IN_DATES[0]}`,
  "/api/account/export",
  "/api/account/export?format=json",
  "/api/account/export?format=md",
  "/api/account/recovery-book.pdf",
  "/api/certificate",
  "/api/settings/reminders",
  "/api/settings/appearance",
  "/api/subscription",
  "/api/subscription?refresh=1",
  "/api/auth/get-session",
  "/api/auth/list-sessions",
];

describe.each(testDatabaseKinds)("member isolation on %s", (kind) => {
  let t: TestApp;
  let ana: Member;
  let bea: Member;
  let anaBefore: string;
  let routesTried = 0;

  /** Every row that belongs to `userId`, in a stable order. */
  async function rowsOf(userId: string): Promise<string> {
    const { db } = t.deps.database;
    return JSON.stringify({
      user: await db.select().from(user).where(eq(user.id, userId)),
      account: await db.select().from(account).where(eq(account.userId, userId)),
      session: await db.select().from(session).where(eq(session.userId, userId)).orderBy(asc(session.id)),
      subscribers: await db.select().from(subscribers).where(eq(subscribers.userId, userId)),
      journal: await db
        .select()
        .from(journalEntries)
        .where(eq(journalEntries.userId, userId))
        .orderBy(asc(journalEntries.day)),
      checkIns: await db
        .select()
        .from(checkIns)
        .where(eq(checkIns.userId, userId))
        .orderBy(asc(checkIns.date)),
      tools: await db
        .select()
        .from(toolStates)
        .where(eq(toolStates.userId, userId))
        .orderBy(asc(toolStates.tool)),
      reminders: await db.select().from(reminderPreferences).where(eq(reminderPreferences.userId, userId)),
      appearance: await db
        .select()
        .from(appearancePreferences)
        .where(eq(appearancePreferences.userId, userId)),
    });
  }

  const send = (
    who: Member | string,
    path: string,
    {
      method = "GET",
      json,
      body,
      headers,
    }: { method?: string; json?: unknown; body?: string; headers?: Record<string, string> } = {},
  ) => {
    routesTried++;
    const cookie = typeof who === "string" ? who : who.cookie;
    const withType = body === undefined ? headers : { "content-type": "application/json", ...headers };
    return t.request(path, { method, json, body, cookie, headers: withType });
  };

  /** The answer holds nothing of Ana's: not her words, her id, her e-mail or her session. */
  async function expectNothingOfAna(res: Response, label: string) {
    expect(res.status, label).toBeLessThan(500);
    const text = await res.text();
    expect(text, label).not.toContain(SECRET);
    expect(text, label).not.toContain(ana.id);
    expect(text.toLowerCase(), label).not.toContain(ana.email);
    return text;
  }

  async function expectAnaUntouched() {
    expect(await rowsOf(ana.id)).toBe(anaBefore);
  }

  beforeAll(async () => {
    t = await createTestApp(kind);
    ana = await newMember(t, `ana-${kind}@example.test`, "Ana Private");
    bea = await newMember(t, `bea-${kind}@example.test`, "Bea Curious");
    const ok = async (res: Promise<Response>) => expect((await res).status).toBe(200);
    await ok(
      send(ana, "/api/billing/local/confirm", {
        method: "POST",
        json: { plan: "collective", isAnnual: false },
      }),
    );
    for (const day of [1, 40]) {
      await ok(
        send(ana, `/api/journal/${day}`, {
          method: "PUT",
          json: { value: `${SECRET} day ${day}`, baseRevision: 0 },
        }),
      );
      await ok(send(ana, `/api/journal/${day}/complete`, { method: "POST" }));
    }
    for (const date of CHECK_IN_DATES) {
      await ok(
        send(ana, `/api/check-ins/${date}`, {
          method: "PUT",
          json: { value: checkIn(SECRET), baseRevision: 0 },
        }),
      );
    }
    for (const [tool, value] of Object.entries(anaTools)) {
      await ok(send(ana, `/api/tools/${tool}`, { method: "PUT", json: { value, baseRevision: 0 } }));
    }
    await ok(
      send(ana, "/api/settings/reminders", { method: "PUT", json: { value: anaReminders, baseRevision: 0 } }),
    );
    await ok(
      send(ana, "/api/settings/appearance", {
        method: "PUT",
        json: { value: { theme: "dark", textSize: "larger" }, baseRevision: 0 },
      }),
    );
    anaBefore = await rowsOf(ana.id);
  });
  afterAll(async () => {
    console.info(
      `[isolation ${kind}] ${routesTried} requests across ${readRoutes.length} read routes and every write route`,
    );
    await t.close();
  });

  it("Ana's data is there for Ana", async () => {
    for (const path of [
      "/api/journal/1",
      "/api/journal/40",
      ...toolPaths.map((tool) => `/api/tools/${tool}`),
    ]) {
      expect(await (await send(ana, path)).text(), path).toContain(SECRET);
    }
    expect(await (await send(ana, `/api/check-ins/${CHECK_IN_DATES[0]}`)).text()).toContain(SECRET);
    expect(await (await send(ana, "/api/journey")).json()).toMatchObject({ progress: { completed: 2 } });
    expect(await (await send(ana, "/api/subscription")).json()).toMatchObject({
      subscription_tier: "Grace Collective",
    });
  });

  it("every read route answers Bea with her own data, whatever ids the query string names", async () => {
    const queries = (id: string) => [
      "",
      `userId=${id}`,
      `user_id=${id}&id=${id}&uid=${id}`,
      `userId[]=${id}&userId=${encodeURIComponent(ana.email)}`,
      `email=${encodeURIComponent(ana.email)}&USERID=${id}`,
    ];
    for (const route of readRoutes) {
      for (const query of queries(ana.id)) {
        const path = query ? `${route}${route.includes("?") ? "&" : "?"}${query}` : route;
        const res = await send(bea, path);
        const label = `GET ${path}`;
        const text = await expectNothingOfAna(res, label);
        if (route.startsWith("/api/journey/days/40") || route === "/api/certificate")
          expect(res.status, label).toBe(403);
        else expect(res.status, label).toBe(200);
        if (/^\/api\/(journal\/\d+$|check-ins\/\d)/.test(route)) {
          expect(JSON.parse(text), label).toMatchObject({ revision: 0, updatedAt: null });
        }
        if (/^\/api\/journal(\?|$|\/\d+\/read-backs)/.test(route)) {
          expect(JSON.parse(text).entries, label).toEqual([]);
        }
        if (route === "/api/settings/reminders")
          expect(JSON.parse(text), label).toMatchObject({ value: defaultReminderPreferences, revision: 0 });
        if (route === "/api/settings/appearance")
          expect(JSON.parse(text), label).toMatchObject({ value: toAppearance(undefined), revision: 0 });
        if (route.startsWith("/api/account/export") && !route.endsWith("md")) {
          expect(JSON.parse(text).profile, label).toMatchObject({ email: bea.email });
        }
        if (route.endsWith(".pdf")) expect(res.headers.get("content-type"), label).toBe("application/pdf");
        const tool = route.startsWith("/api/tools/") ? route.slice("/api/tools/".length) : undefined;
        if (tool)
          expect(JSON.parse(text), label).toEqual({ value: emptyTools[tool], revision: 0, updatedAt: null });
      }
    }
    const journey = await (await send(bea, `/api/journey?userId=${ana.id}`)).json();
    expect(journey).toMatchObject({
      progress: { completed: 0 },
      entitlement: { subscribed: false, tier: null },
      latestEnergy: null,
    });
    expect(await (await send(bea, `/api/subscription?userId=${ana.id}`)).json()).toMatchObject({
      subscribed: false,
      subscription_tier: null,
    });
    await expectAnaUntouched();
  });

  it("Ana's id in a path, path traversal and encodings reach nothing of hers", async () => {
    const id = ana.id;
    const paths = [
      `/api/journal/${id}`,
      `/api/journal/${id}/1`,
      `/api/journal/1/${id}`,
      `/api/journal/1/complete/${id}`,
      `/api/check-ins/${id}`,
      `/api/check-ins/${CHECK_IN_DATES[0]}/${id}`,
      `/api/tools/${id}`,
      `/api/tools/askForHelp/${id}`,
      `/api/tools/${printableNotesToolId(id)}`,
      `/api/users/${id}/journal/1`,
      `/api/journal/..%2F..%2Fusers%2F${id}`,
      `/api/journal/%2e%2e/${id}`,
      "/api/journal/%31",
      "/api/journal/%2531",
      "/api/journal/1%00",
      "/api/journal/01",
      "/api/journal/40%20",
      "/api//journal/1",
      "/api/journal//1",
      "/api/journal/1/",
      "/API/journal/1",
      "/api/Journal/1",
      "/api/JOURNAL/40",
      "/api/tools/ASKFORHELP",
      "/api/tools/askforhelp",
      "/api/tools/askForHelp%00",
      "/api/tools/askForHelp%2F..%2F..%2Fjournal%2F1",
      `/api/tools/${encodeURIComponent(PRINTABLE_NOTES)}`,
      `/api/tools/${PRINTABLE_NOTES.toUpperCase()}`,
      `/api/check-ins/${CHECK_IN_DATES[1]}%00`,
      `/api/check-ins/${encodeURIComponent(CHECK_IN_DATES[1] as string)}`,
      "/api/check-ins/2024-02-29T00:00:00Z",
      "/api/subscription/../journal/1",
      `/api/admin/users/${id}`,
    ];
    for (const path of paths) {
      await expectNothingOfAna(await send(bea, path), `GET ${path}`);
      const write = { value: "Bea was here", baseRevision: 0, userId: id };
      await expectNothingOfAna(await send(bea, path, { method: "PUT", json: write }), `PUT ${path}`);
      await expectNothingOfAna(
        await send(bea, path, { method: "POST", json: { userId: id } }),
        `POST ${path}`,
      );
      await expectNothingOfAna(await send(bea, path, { method: "DELETE" }), `DELETE ${path}`);
    }
    await expectAnaUntouched();
  });

  it("body fields naming Ana change only Bea's own rows", async () => {
    const forged = {
      userId: ana.id,
      user_id: ana.id,
      UserId: ana.id,
      id: ana.id,
      ownerId: ana.id,
      email: ana.email,
      user: { id: ana.id },
    };
    // Journal bodies ignore unknown fields: the save is Bea's.
    const saved = await send(bea, "/api/journal/2", {
      method: "PUT",
      json: { value: "Bea's own words", baseRevision: 0, ...forged },
    });
    expect(saved.status).toBe(200);
    await expectNothingOfAna(saved, "PUT journal");
    // Guessing Ana's revision only ever addresses Bea's own row.
    const guessed = await send(bea, "/api/journal/2", {
      method: "PUT",
      json: { value: "overwrite?", baseRevision: 1, ...forged },
    });
    expect(guessed.status).toBe(200);
    const stale = await send(bea, "/api/journal/2", {
      method: "PUT",
      json: { value: "x", baseRevision: 1, ...forged },
    });
    expect(stale.status).toBe(409);
    await expectNothingOfAna(stale, "stale PUT journal");
    const done = await send(bea, "/api/journal/2/complete", { method: "POST", json: forged });
    expect(done.status).toBe(200);
    expect(await done.json()).toMatchObject({ progress: { completed: 1 } });
    // A day Bea's plan does not open stays shut even when the body names Ana (who may open it).
    expect(
      (
        await send(bea, "/api/journal/40", {
          method: "PUT",
          json: { value: "x", baseRevision: 0, ...forged },
        })
      ).status,
    ).toBe(403);
    expect((await send(bea, "/api/journal/40/complete", { method: "POST", json: forged })).status).toBe(403);

    // Check-ins and tools take exactly their fields: any extra one, outside or inside the value, is refused.
    const date = CHECK_IN_DATES[0] as string;
    for (const body of [
      { value: checkIn("Bea"), baseRevision: 0, ...forged },
      { value: { ...checkIn("Bea"), userId: ana.id }, baseRevision: 0 },
    ]) {
      const res = await send(bea, `/api/check-ins/${date}`, { method: "PUT", json: body });
      expect(res.status).toBe(400);
      await expectNothingOfAna(res, "PUT check-in");
    }
    for (const tool of toolPaths) {
      for (const body of [
        { value: emptyTools[tool], baseRevision: 0, ...forged },
        { value: { ...(emptyTools[tool] as object), userId: ana.id }, baseRevision: 0 },
      ]) {
        const res = await send(bea, `/api/tools/${tool}`, { method: "PUT", json: body });
        expect(res.status, tool).toBe(400);
        await expectNothingOfAna(res, `PUT ${tool}`);
      }
    }
    // Bea's own writes, with Ana's revisions guessed: Bea's rows only.
    const ownCheckIn = await send(bea, `/api/check-ins/${date}`, {
      method: "PUT",
      json: { value: checkIn("Bea"), baseRevision: 0 },
    });
    expect(ownCheckIn.status).toBe(200);
    // Ana's revision names a revision of Bea's own check-in: it lands there, or is Bea's own conflict.
    const anaRevision = ((await (await send(ana, `/api/check-ins/${date}`)).json()) as { revision: number })
      .revision;
    const onAnaRevision = await send(bea, `/api/check-ins/${date}`, {
      method: "PUT",
      json: { value: checkIn("Bea again"), baseRevision: anaRevision },
    });
    expect(onAnaRevision.status).toBe(200);
    await expectNothingOfAna(onAnaRevision, "check-in on Ana's revision");
    const overAna = await send(bea, `/api/check-ins/${date}`, {
      method: "PUT",
      json: { value: checkIn("Bea once more"), baseRevision: anaRevision },
    });
    expect(overAna.status).toBe(409);
    await expectNothingOfAna(overAna, "check-in on Ana's revision");
    for (const tool of toolPaths) {
      const res = await send(bea, `/api/tools/${tool}`, {
        method: "PUT",
        json: { value: emptyTools[tool], baseRevision: 1 },
      });
      expect(res.status, tool).toBe(409);
      await expectNothingOfAna(res, `PUT ${tool} on Ana's revision`);
    }

    // Billing: every write takes exactly its fields, and acts on Bea's own subscription.
    // (resume and portal read no body: they act on the signed-in member, whatever it says).
    const billingWrites: [string, Record<string, unknown>, number][] = [
      ["/api/billing/local/confirm", { plan: "flow", isAnnual: false }, 400],
      ["/api/billing/local/change", { plan: "journey", isAnnual: true }, 400],
      ["/api/billing/local/cancel", { atPeriodEnd: false }, 400],
      ["/api/billing/local/resume", {}, 409],
      ["/api/billing/checkout", { plan: "journey", isAnnual: false }, 400],
      ["/api/billing/checkout/complete", { sessionId: "cs_of_ana" }, 400],
      ["/api/billing/portal", {}, 200],
    ];
    for (const [path, body, status] of billingWrites) {
      const res = await send(bea, path, { method: "POST", json: { ...body, ...forged } });
      expect(res.status, path).toBe(status);
      await expectNothingOfAna(res, `POST ${path}`);
    }
    expect((await send(bea, "/api/subscription")).status).toBe(200);
    // Without the forged fields: Bea has no plan to change, cancel or resume; she can start her own.
    for (const [path, body] of billingWrites.slice(1, 4)) {
      const res = await send(bea, path, { method: "POST", json: body });
      expect(res.status, path).toBe(409);
      await expectNothingOfAna(res, `POST ${path}`);
    }
    const own = await send(bea, "/api/billing/local/confirm", {
      method: "POST",
      json: { plan: "flow", isAnnual: false },
    });
    expect(await own.json()).toMatchObject({ subscription_tier: "Grace Flow" });
    const cancelled = await send(bea, "/api/billing/local/cancel", {
      method: "POST",
      json: { atPeriodEnd: false },
    });
    expect(await cancelled.json()).toMatchObject({ subscribed: false });
    for (const path of ["/api/billing/portal", "/api/billing/checkout"]) {
      const body = path.endsWith("checkout") ? { plan: "collective", isAnnual: false } : {};
      await expectNothingOfAna(await send(bea, path, { method: "POST", json: body }), path);
    }

    await expectAnaUntouched();
    expect(await (await send(ana, "/api/journal/1")).json()).toMatchObject({ value: `${SECRET} day 1` });
  });

  it("reminders, appearance and names: a body naming Ana is refused, and Bea's own change reaches Bea only", async () => {
    // A setting's body is a synced document's: the forged fields ride in its value, and beside it.
    const setting = (value: object) => (forged: object) => ({
      value: { ...value, ...forged },
      baseRevision: 0,
    });
    const beside = (value: object) => (forged: object) => ({ value, baseRevision: 0, ...forged });
    const reminders = { enabled: true, hour: 9, timeZone: "UTC", affirmationOnly: false };
    const appearance = { theme: "light", textSize: "large" };
    const writes: [method: string, path: string, body: (forged: object) => object][] = [
      ["PUT", "/api/settings/reminders", setting(reminders)],
      ["PUT", "/api/settings/appearance", beside(appearance)],
      ["PATCH", "/api/account", (forged) => ({ firstName: "Bea", lastName: "Own", ...forged })],
    ];
    const forgeries = [
      { userId: ana.id },
      { email: ana.email },
      { userId: ana.id, user_id: ana.id, id: ana.id, email: ana.email, user: { id: ana.id } },
    ];
    for (const [method, path, body] of writes) {
      for (const forged of forgeries) {
        const res = await send(bea, path, { method, json: body(forged) });
        expect(res.status, `${method} ${path} ${JSON.stringify(forged)}`).toBe(400);
        await expectNothingOfAna(res, `${method} ${path} naming Ana`);
      }
      const own = await send(bea, path, { method, json: body({}) });
      expect(own.status, `${method} ${path}`).toBe(200);
      await expectNothingOfAna(own, `${method} ${path}`);
    }
    expect(await (await send(bea, "/api/settings/reminders")).json()).toMatchObject({
      value: { ...reminders, weekly: false },
    });
    expect(await (await send(bea, "/api/settings/appearance")).json()).toMatchObject({ value: appearance });
    expect(await (await send(bea, "/api/me")).json()).toMatchObject({
      user: { firstName: "Bea", lastName: "Own", email: bea.email },
    });
    expect(await (await send(ana, "/api/settings/reminders")).json()).toMatchObject({
      value: { ...anaReminders, weekly: false },
    });
    await expectAnaUntouched();
  });

  it("account endpoints act on Bea's account only, whatever they are told", async () => {
    const [anaSession] = await t.deps.database.db.select().from(session).where(eq(session.userId, ana.id));
    const anaToken = anaSession?.token as string;
    const renamed = await send(bea, "/api/auth/update-user", {
      method: "POST",
      json: { name: "Renamed", firstName: "Renamed", userId: ana.id, id: ana.id },
    });
    expect(renamed.status).toBe(200);
    await expectNothingOfAna(renamed, "update-user");
    const moved = await send(bea, "/api/auth/update-user", {
      method: "POST",
      json: { name: "Moved", email: ana.email, userId: ana.id },
    });
    expect(moved.status).toBe(400);
    await expectNothingOfAna(moved, "update-user with an e-mail");
    const revoke = await send(bea, "/api/auth/revoke-session", {
      method: "POST",
      json: { token: anaToken, userId: ana.id },
    });
    await expectNothingOfAna(revoke, "revoke-session");
    const password = await send(bea, "/api/auth/change-password", {
      method: "POST",
      json: { currentPassword: "grace-123", newPassword: "bea-new-pass", userId: ana.id, email: ana.email },
    });
    await expectNothingOfAna(password, "change-password");
    const email = await send(bea, "/api/auth/change-email", {
      method: "POST",
      json: { newEmail: `bea-moved-${kind}@example.test`, password: "grace-123", userId: ana.id },
    });
    await expectNothingOfAna(email, "change-email");
    const removed = await send(bea, "/api/auth/delete-user", {
      method: "POST",
      json: { userId: ana.id, password: "grace-123" },
    });
    await expectNothingOfAna(removed, "delete-user");
    t.deps.sessions.clear();

    expect(await (await send(bea, "/api/me")).json()).toMatchObject({
      user: { name: "Renamed", email: bea.email },
    });
    expect((await send(ana, "/api/me")).status).toBe(200);
    const signIn = await t.request("/api/auth/sign-in/email", {
      method: "POST",
      json: { email: ana.email, password: "grace-123" },
    });
    expect(signIn.status).toBe(200);
    // That sign-in added a session of Ana's own; everything else of hers is as it was.
    const { db } = t.deps.database;
    await db.delete(session).where(eq(session.token, (await signIn.json()).token));
    await expectAnaUntouched();
  });

  it("Ana's stored session token or id, without the server's signature, is not her session", async () => {
    const [anaSession] = await t.deps.database.db.select().from(session).where(eq(session.userId, ana.id));
    const { token, id } = anaSession as { token: string; id: string };
    const me = async (cookie: string) => {
      const res = await send(cookie, "/api/me");
      const text = await res.text();
      expect(text, cookie).not.toContain(ana.id);
      return res.status;
    };
    expect(await me(`better-auth.session_token=${token}`)).toBe(401);
    expect(await me(`better-auth.session_token=${id}`)).toBe(401);
    expect(await me(`better-auth.session_token=${token}.forged-signature`)).toBe(401);
    expect(await me(`__Secure-better-auth.session_token=${token}`)).toBe(401);
    // Bea's cookie with a forged session cache claiming to be Ana: still Bea, never Ana.
    const forgedCache = Buffer.from(
      JSON.stringify({
        session: { session: { ...anaSession, userId: ana.id }, user: { id: ana.id, email: ana.email } },
        expiresAt: Date.now() + 60_000,
        signature: "forged",
      }),
    ).toString("base64url");
    expect(await me(`${bea.cookie}; better-auth.session_data=${forgedCache}`)).toBe(200);
    // Two session cookies, Ana's unsigned one first: never Ana (the first one counts, and it is no session).
    expect([200, 401]).toContain(await me(`better-auth.session_token=${token}; ${bea.cookie}`));
  });

  it("a member is refused every admin route, whatever she sends, and cannot make herself admin", async () => {
    // A body trying to pollute prototypes with an admin flag is stored as text or refused.
    const polluted = `{"value":"x","baseRevision":0,"__proto__":{"isAdmin":true,"emailVerified":true},"constructor":{"prototype":{"isAdmin":true}}}`;
    expect((await send(bea, "/api/journal/4", { method: "PUT", body: polluted })).status).toBeLessThan(500);
    expect((await send(bea, "/api/tools/askForHelp", { method: "PUT", body: polluted })).status).toBe(400);
    for (const path of [
      "/api/admin/stats",
      `/api/admin/users?q=${encodeURIComponent(ana.email)}`,
      "/api/admin/users?page=1&isAdmin=true",
      "/api/admin/consoles",
      "/api/ADMIN/users",
      "/api/admin/%75sers",
      "/api/admin//users",
    ]) {
      const res = await send(bea, path, {
        headers: { "x-admin": "1", "x-forwarded-user": "admin@example.test" },
      });
      const text = await expectNothingOfAna(res, path);
      expect([403, 404], path).toContain(res.status);
      expect(text, path).not.toContain("totalUsers");
    }
    expect(await (await send(bea, "/api/me")).json()).toMatchObject({ isAdmin: false });
    await expectAnaUntouched();
  });

  // Last: it deletes Bea.
  it("deleting an account deletes Bea's, whatever the body names; Ana keeps every row", async () => {
    for (const forged of [
      { userId: ana.id },
      { email: ana.email },
      { userId: ana.id, user_id: ana.id, id: ana.id, email: ana.email },
    ]) {
      const res = await send(bea, "/api/account", {
        method: "DELETE",
        json: { password: "bea-new-pass", ...forged },
      });
      expect(res.status, JSON.stringify(forged)).toBe(400);
      await expectNothingOfAna(res, "DELETE /api/account naming Ana");
    }
    expect((await send(bea, "/api/me")).status).toBe(200);
    await expectAnaUntouched();

    // Ana's password is not Bea's any more (she changed hers above): it deletes nothing.
    const withAnas = await send(bea, "/api/account", { method: "DELETE", json: { password: "grace-123" } });
    expect(withAnas.status).toBe(400);
    await expectNothingOfAna(withAnas, "DELETE /api/account with Ana's password");
    await expectAnaUntouched();
    // Bea's own password deletes her own account only.
    const deleted = await send(bea, "/api/account", { method: "DELETE", json: { password: "bea-new-pass" } });
    expect(deleted.status).toBe(200);
    await expectNothingOfAna(deleted, "DELETE /api/account");
    expect((await send(bea, "/api/me")).status).toBe(401);
    expect(JSON.parse(await rowsOf(bea.id))).toEqual({
      user: [],
      account: [],
      session: [],
      subscribers: [],
      journal: [],
      checkIns: [],
      tools: [],
      reminders: [],
      appearance: [],
    });
    await expectAnaUntouched();
    expect((await send(ana, "/api/me")).status).toBe(200);
    expect(await (await send(ana, "/api/journal/1")).json()).toMatchObject({ value: `${SECRET} day 1` });
  });
});
