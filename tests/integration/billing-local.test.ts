import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { SubscriptionState } from "../../src/domain/billing-api";
import { loadEntitlement } from "../../src/server/billing/entitlement";
import { subscribers } from "../../src/server/db/schema";
import { json, newMember, subscriberRow } from "../support/billing-members";
import { createTestApp, ORIGIN, type TestApp } from "../support/test-app";
import { testDatabaseKinds } from "../support/test-databases";

const DAY = 24 * 60 * 60 * 1000;

describe.each(testDatabaseKinds)("payments in test mode (local provider) on %s", (kind) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp(kind, { SUPPORT_EMAIL: "support@grace.test" });
  });
  afterAll(() => t.close());

  const post = (path: string, cookie: string, body?: unknown) =>
    t.request(path, { method: "POST", cookie, json: body ?? {}, headers: { origin: ORIGIN } });
  const status = async (cookie: string) =>
    json<SubscriptionState>(await t.request("/api/subscription", { cookie }));

  it("asks for a session before answering anything about a subscription", async () => {
    expect((await t.request("/api/subscription")).status).toBe(401);
    const checkout = await t.request("/api/billing/checkout", {
      method: "POST",
      json: { plan: "flow", isAnnual: false },
    });
    expect(checkout.status).toBe(401);
    expect((await t.request("/api/billing/portal", { method: "POST" })).status).toBe(401);
  });

  it("tells the pages that payments run in test mode, with no payment links", async () => {
    const body = await json(await t.request("/api/config"));
    expect(body).toEqual({
      paymentProvider: "local",
      paymentLinks: {
        flow: { monthly: null, annual: null },
        journey: { monthly: null, annual: null },
        collective: { monthly: null, annual: null },
      },
      supportEmail: "support@grace.test",
    });
  });

  it("walks a member from no plan through checkout, a switch, cancel and resume, to canceled", async () => {
    const { cookie, id } = await newMember(t, `walk-${kind}@example.test`);
    expect(await status(cookie)).toEqual({
      subscribed: false,
      subscription_tier: null,
      subscription_end: null,
      is_annual: false,
      status: "none",
      cancel_at_period_end: false,
      trial_used: false,
      resumes_at: null,
      offer: null,
      gift_from: null,
    });

    const checkout = await post("/api/billing/checkout", cookie, { plan: "flow", isAnnual: false });
    expect(checkout.status).toBe(200);
    expect((await json<{ url: string }>(checkout)).url).toBe(
      `${ORIGIN}/billing/checkout?plan=flow&period=monthly`,
    );
    // Opening checkout alone changes nothing.
    expect((await status(cookie)).subscribed).toBe(false);

    const started = await json<SubscriptionState>(
      await post("/api/billing/local/confirm", cookie, { plan: "flow", isAnnual: false }),
    );
    expect(started).toMatchObject({
      subscribed: true,
      subscription_tier: "Grace Flow",
      is_annual: false,
      status: "trialing",
      trial_used: true,
    });
    const trialEnd = new Date(started.subscription_end as string).getTime();
    expect(Math.round((trialEnd - Date.now()) / DAY)).toBe(7);
    expect(await status(cookie)).toEqual(started);
    expect(await loadEntitlement(t.deps.subscriberCache, id, false)).toEqual({
      subscribed: true,
      tier: "Grace Flow",
      isAdmin: false,
    });

    const again = await post("/api/billing/checkout", cookie, { plan: "Grace Flow", isAnnual: true });
    expect(again.status).toBe(409);
    expect(await json(again)).toEqual({ error: "You already have Grace Flow." });

    const switched = await json<SubscriptionState>(
      await post("/api/billing/local/change", cookie, { plan: "journey", isAnnual: true }),
    );
    expect(switched).toMatchObject({
      subscription_tier: "Grace Journey",
      is_annual: true,
      status: "trialing",
    });

    const ending = await json<SubscriptionState>(
      await post("/api/billing/local/cancel", cookie, { atPeriodEnd: true }),
    );
    expect(ending).toMatchObject({ subscribed: true, cancel_at_period_end: true });
    const resumed = await json<SubscriptionState>(await post("/api/billing/local/resume", cookie));
    expect(resumed).toMatchObject({ subscribed: true, cancel_at_period_end: false });

    const portal = await json<{ url: string }>(await post("/api/billing/portal", cookie));
    expect(portal.url).toBe(`${ORIGIN}/billing/manage`);

    const canceled = await json<SubscriptionState>(
      await post("/api/billing/local/cancel", cookie, { atPeriodEnd: false }),
    );
    expect(canceled).toMatchObject({ subscribed: false, subscription_tier: null, status: "canceled" });
    expect((await loadEntitlement(t.deps.subscriberCache, id, false)).subscribed).toBe(false);
  });

  it("gives the 7-day trial once: a member who comes back after canceling pays from today", async () => {
    const { cookie } = await newMember(t, `trial-once-${kind}@example.test`);
    const first = await json<SubscriptionState>(
      await post("/api/billing/local/confirm", cookie, { plan: "journey", isAnnual: false }),
    );
    expect(first).toMatchObject({ status: "trialing", trial_used: true });
    const ended = await json<SubscriptionState>(
      await post("/api/billing/local/cancel", cookie, { atPeriodEnd: false }),
    );
    expect(ended).toMatchObject({ subscribed: false, status: "canceled", trial_used: true });

    // Checkout offers no second trial: the new subscription is active and billed for a whole month.
    const checkout = await post("/api/billing/checkout", cookie, { plan: "flow", isAnnual: false });
    expect((await json<{ url: string }>(checkout)).url).toBe(
      `${ORIGIN}/billing/checkout?plan=flow&period=monthly`,
    );
    const again = await json<SubscriptionState>(
      await post("/api/billing/local/confirm", cookie, { plan: "flow", isAnnual: false }),
    );
    expect(again).toMatchObject({ subscribed: true, subscription_tier: "Grace Flow", status: "active" });
    const days = (new Date(again.subscription_end as string).getTime() - Date.now()) / DAY;
    expect(days).toBeGreaterThan(27);
    expect(await status(cookie)).toEqual(again);
  });

  it("sends a subscriber who chooses another plan to the plan change, not to a second checkout", async () => {
    const { cookie } = await newMember(t, `upgrade-${kind}@example.test`);
    await post("/api/billing/local/confirm", cookie, { plan: "flow", isAnnual: false });
    const upgrade = await post("/api/billing/checkout", cookie, { plan: "collective", isAnnual: true });
    expect(upgrade.status).toBe(200);
    expect((await json<{ url: string }>(upgrade)).url).toBe(
      `${ORIGIN}/billing/manage?plan=collective&period=annual`,
    );
    const changed = await json<SubscriptionState>(
      await post("/api/billing/local/change", cookie, { plan: "collective", isAnnual: true }),
    );
    // A switch keeps the trial she is in; it does not start another one.
    expect(changed).toMatchObject({ subscription_tier: "Grace Collective", status: "trialing" });
  });

  it("renews an ended period, and ends one that was canceled at period end", async () => {
    const { cookie, id } = await newMember(t, `clock-${kind}@example.test`);
    await post("/api/billing/local/confirm", cookie, { plan: "collective", isAnnual: false });
    const db = t.deps.database.db;
    const past = new Date(Date.now() - DAY);
    await db.update(subscribers).set({ subscriptionEnd: past }).where(eq(subscribers.userId, id));

    const renewed = await status(cookie);
    expect(renewed).toMatchObject({
      subscribed: true,
      status: "active",
      subscription_tier: "Grace Collective",
    });
    expect(new Date(renewed.subscription_end as string).getTime()).toBeGreaterThan(Date.now() + 20 * DAY);

    await post("/api/billing/local/cancel", cookie, { atPeriodEnd: true });
    await db.update(subscribers).set({ subscriptionEnd: past }).where(eq(subscribers.userId, id));
    expect(await status(cookie)).toMatchObject({ subscribed: false, status: "canceled" });
  });

  it("refuses bad input with a 400 and writes nothing", async () => {
    const { cookie, id } = await newMember(t, `bad-${kind}@example.test`);
    const unknown = await post("/api/billing/checkout", cookie, { plan: "Grace Platinum", isAnnual: false });
    expect(unknown.status).toBe(400);
    expect((await json<{ error: string }>(unknown)).error).toContain('Unknown plan "Grace Platinum"');
    const missing = await post("/api/billing/checkout", cookie, { plan: "flow" });
    expect(missing.status).toBe(400);
    expect((await json<{ error: string }>(missing)).error).toContain("isAnnual");
    expect((await post("/api/billing/local/confirm", cookie, { plan: "gold", isAnnual: true })).status).toBe(
      400,
    );
    expect((await post("/api/billing/local/cancel", cookie, {})).status).toBe(400);
    expect(await subscriberRow(t, id)).toBeUndefined();
  });

  it("refuses to change, cancel or resume a subscription the member does not have", async () => {
    const { cookie } = await newMember(t, `none-${kind}@example.test`);
    for (const [path, body] of [
      ["/api/billing/local/change", { plan: "flow", isAnnual: false }],
      ["/api/billing/local/cancel", { atPeriodEnd: false }],
      ["/api/billing/local/resume", {}],
    ] as const) {
      const res = await post(path, cookie, body);
      expect(res.status).toBe(409);
      expect(await json(res)).toEqual({ error: "You have no active subscription to change." });
    }
    expect((await status(cookie)).status).toBe("none");
  });

  it("refuses a billing write from another site", async () => {
    const { cookie } = await newMember(t, `csrf-${kind}@example.test`);
    const res = await t.request("/api/billing/local/confirm", {
      method: "POST",
      cookie,
      json: { plan: "flow", isAnnual: false },
      headers: { origin: "https://evil.example" },
    });
    expect(res.status).toBe(403);
    expect((await status(cookie)).subscribed).toBe(false);
  });

  it("has no webhooks in test mode", async () => {
    const res = await t.request("/api/billing/webhook", { method: "POST", body: "{}" });
    expect(res.status).toBe(400);
    expect(await json(res)).toEqual({ error: "Test mode receives no webhooks." });
  });
});
