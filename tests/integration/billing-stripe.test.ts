import { eq } from "drizzle-orm";
import Stripe from "stripe";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import type { SubscriptionState } from "../../src/domain/billing-api";
import { billingEvents, subscribers } from "../../src/server/db/schema";
import {
  FAKE_STRIPE_WEBHOOK_SECRET,
  type FakeStripe,
  fakeStripeEnv,
  startFakeStripe,
} from "../fakes/fake-stripe";
import { json, newMember, subscriberRow } from "../support/billing-members";
import { createTestApp, ORIGIN, type TestApp } from "../support/test-app";
import { testDatabaseKinds } from "../support/test-databases";

describe.each(testDatabaseKinds)("payments through Stripe (real SDK, fake Stripe API) on %s", (kind) => {
  let t: TestApp;
  let stripe: FakeStripe;
  let n = 0;

  beforeAll(async () => {
    stripe = await startFakeStripe();
    t = await createTestApp(kind, {
      ...fakeStripeEnv(stripe.url),
      STRIPE_LINK_JOURNEY_ANNUAL: "https://buy.stripe.test/journey-annual",
    });
  });
  afterAll(async () => {
    await t.close();
    await stripe.close();
  });
  beforeEach(() => {
    stripe.mode = "ok";
  });

  const member = () => newMember(t, `stripe-${kind}-${++n}@example.test`, "Stripe Member");
  const post = (path: string, cookie: string, body: unknown = {}) =>
    t.request(path, { method: "POST", cookie, json: body, headers: { origin: ORIGIN } });
  const check = async (cookie: string, query = "") =>
    json<SubscriptionState>(await t.request(`/api/subscription${query}`, { cookie }));
  const checkout = async (cookie: string, plan = "flow", isAnnual = false) => {
    const res = await post("/api/billing/checkout", cookie, { plan, isAnnual });
    expect(res.status).toBe(200);
    const { url } = await json<{ url: string }>(res);
    return stripe.sessions.get(url.split("/").pop() as string);
  };
  const deliver = (event: object, signature?: string | null) => {
    const payload = JSON.stringify(event);
    const header =
      signature === undefined
        ? Stripe.webhooks.generateTestHeaderString({ payload, secret: FAKE_STRIPE_WEBHOOK_SECRET })
        : signature;
    return t.request("/api/billing/webhook", {
      method: "POST",
      body: payload,
      headers: {
        "content-type": "application/json",
        ...(header === null ? {} : { "stripe-signature": header }),
      },
    });
  };
  const recorded = async (eventId: string) =>
    (await t.deps.database.db.select().from(billingEvents).where(eq(billingEvents.id, eventId))).length;

  it("offers the configured payment links to the pricing page", async () => {
    const body = await json<{ paymentProvider: string; paymentLinks: Record<string, unknown> }>(
      await t.request("/api/config"),
    );
    expect(body.paymentProvider).toBe("stripe");
    expect(body.paymentLinks.journey).toEqual({
      monthly: null,
      annual: "https://buy.stripe.test/journey-annual",
    });
    expect(body.paymentLinks.flow).toEqual({ monthly: null, annual: null });
  });

  it("opens a subscription checkout with a 7-day trial for the member's one customer", async () => {
    const { cookie, id, email } = await member();
    const first = await checkout(cookie, "flow", false);
    const second = await checkout(cookie, "Grace Journey", true);
    expect(stripe.requests.filter((r) => r.path === "/v1/customers" && r.body.email === email)).toHaveLength(
      1,
    );
    const customer = (await subscriberRow(t, id))?.customerId;
    expect(customer).toMatch(/^cus_/);
    expect(stripe.customers.get(customer as string)).toMatchObject({ email, metadata: { user_id: id } });
    expect(first).toMatchObject({
      mode: "subscription",
      customer,
      client_reference_id: id,
      price: "price_flow_monthly",
      trial_period_days: 7,
      success_url: `${ORIGIN}/billing/manage?checkout_session={CHECKOUT_SESSION_ID}`,
      cancel_url: `${ORIGIN}/pricing`,
    });
    expect(second).toMatchObject({ customer, price: "price_journey_annual" });
    // Opening checkout grants nothing.
    expect((await check(cookie)).subscribed).toBe(false);
  });

  it("gives the 7-day trial once: after her trial subscription ends, checkout has no trial", async () => {
    const { cookie } = await member();
    const first = await checkout(cookie, "journey", false);
    expect(first?.trial_period_days).toBe(7);
    const { subscription } = stripe.completeCheckout(first?.id as string);
    await deliver(stripe.event("customer.subscription.created", subscription));
    expect(await check(cookie)).toMatchObject({ status: "trialing", trial_used: true });

    stripe.updateSubscription(subscription.id, { status: "canceled" });
    await deliver(stripe.event("customer.subscription.deleted", subscription));
    expect(await check(cookie)).toMatchObject({ subscribed: false, trial_used: true });

    const second = await checkout(cookie, "flow", false);
    expect(second).toMatchObject({ price: "price_flow_monthly", trial_period_days: null });
    const { subscription: paid } = stripe.completeCheckout(second?.id as string);
    expect(paid).toMatchObject({ status: "active", trial_end: null });
  });

  it("counts a trial begun through a payment link, whose webhooks were lost, as her one trial", async () => {
    const { cookie, email } = await member();
    const customer = stripe.createCustomer({ email });
    const linked = stripe.createSubscription({
      customer: customer.id as string,
      price: "price_flow_monthly",
      trialDays: 7,
    });
    expect(await check(cookie)).toMatchObject({ subscribed: true, status: "trialing", trial_used: true });
    // She cancels: the trial stays used.
    stripe.updateSubscription(linked.id, { status: "canceled" });
    await deliver(stripe.event("customer.subscription.deleted", linked));
    expect(await check(cookie)).toMatchObject({ subscribed: false, trial_used: true });
    expect(await checkout(cookie, "collective", false)).toMatchObject({ trial_period_days: null });
  });

  it("grants the tier on a signed checkout.session.completed, and a replay changes nothing", async () => {
    const { cookie, id } = await member();
    const session = await checkout(cookie, "flow", false);
    const { subscription } = stripe.completeCheckout(session?.id as string);
    const event = stripe.event(
      "checkout.session.completed",
      stripe.sessions.get(session?.id as string) as object,
    );

    const res = await deliver(event);
    expect(res.status).toBe(200);
    expect(await json(res)).toEqual({ received: true, outcome: "applied" });
    const granted = await check(cookie);
    expect(granted).toEqual({
      subscribed: true,
      subscription_tier: "Grace Flow",
      subscription_end: new Date((subscription.trial_end as number) * 1000).toISOString(),
      is_annual: false,
      status: "trialing",
      cancel_at_period_end: false,
      trial_used: true,
      resumes_at: null,
      offer: null,
      gift_from: null,
    });

    // Stripe moves on, but the same event delivered again is recognised and changes nothing.
    stripe.updateSubscription(subscription.id, { status: "canceled" });
    const replay = await deliver(event);
    expect(await json(replay)).toEqual({ received: true, outcome: "duplicate" });
    expect(await check(cookie)).toEqual(granted);
    expect(await recorded(event.id as string)).toBe(1);
    expect((await subscriberRow(t, id))?.subscriptionId).toBe(subscription.id);
  });

  it("refuses an event naming a member whose customer it is not (docs/security.md, item 11 of the second review)", async () => {
    const her = await member();
    const stranger = await member();
    const paidFor = (customer: string, named: { client_reference_id?: string; metadata?: object }) => {
      const subscription = stripe.createSubscription({ customer, price: "price_collective_monthly" });
      return stripe.event("checkout.session.completed", {
        id: `cs_link_${subscription.id}`,
        object: "checkout.session",
        mode: "subscription",
        status: "complete",
        customer,
        subscription: subscription.id,
        ...named,
      });
    };
    // A stranger opens a payment link with her id as client_reference_id and pays with his own customer.
    const his = stripe.createCustomer({ email: stranger.email });
    const forged = await deliver(paidFor(his.id as string, { client_reference_id: her.id }));
    expect(await json(forged)).toEqual({ received: true, outcome: "ignored" });
    // The customer our checkout made for him names him; an event naming her for it is refused too.
    const session = await checkout(stranger.cookie, "flow", false);
    const named = await deliver(
      paidFor(session?.customer as string, { client_reference_id: her.id, metadata: { user_id: her.id } }),
    );
    expect(await json(named)).toEqual({ received: true, outcome: "ignored" });
    // An event whose two names disagree is refused.
    const mixed = await deliver(
      paidFor(his.id as string, { client_reference_id: stranger.id, metadata: { user_id: her.id } }),
    );
    expect(await json(mixed)).toEqual({ received: true, outcome: "ignored" });
    expect((await subscriberRow(t, her.id))?.customerId ?? null).toBeNull();
    expect((await check(her.cookie)).subscribed).toBe(false);

    // Her own payment link, under her address, is hers.
    const hers = stripe.createCustomer({ email: her.email });
    const own = await deliver(paidFor(hers.id as string, { client_reference_id: her.id }));
    expect(await json(own)).toEqual({ received: true, outcome: "applied" });
    expect((await subscriberRow(t, her.id))?.customerId).toBe(hers.id);
  });

  it("ends in the right state when subscription.updated arrives before checkout.session.completed", async () => {
    const { cookie } = await member();
    const session = await checkout(cookie, "flow", false);
    const { subscription } = stripe.completeCheckout(session?.id as string);
    const completed = stripe.event(
      "checkout.session.completed",
      stripe.sessions.get(session?.id as string) as object,
    );
    // The trial ends and the member moves to Grace Journey, annual, before the first event lands.
    stripe.updateSubscription(subscription.id, {
      status: "active",
      trial_end: null,
      price: "price_journey_annual",
    });
    const updated = stripe.event("customer.subscription.updated", subscription);

    expect((await deliver(updated)).status).toBe(200);
    expect((await deliver(completed)).status).toBe(200);
    expect(await check(cookie)).toMatchObject({
      subscribed: true,
      subscription_tier: "Grace Journey",
      is_annual: true,
      status: "active",
    });
  });

  it("removes access on customer.subscription.deleted", async () => {
    const { cookie } = await member();
    const session = await checkout(cookie, "collective", false);
    const { subscription } = stripe.completeCheckout(session?.id as string);
    await deliver(stripe.event("customer.subscription.created", subscription));
    expect((await check(cookie)).subscription_tier).toBe("Grace Collective");

    stripe.updateSubscription(subscription.id, { status: "canceled" });
    const res = await deliver(stripe.event("customer.subscription.deleted", subscription));
    expect(res.status).toBe(200);
    expect(await check(cookie)).toMatchObject({
      subscribed: false,
      subscription_tier: null,
      status: "canceled",
    });
  });

  it("keeps a past_due member's tier until the period ends after invoice.payment_failed, and mails her once", async () => {
    const { cookie, email } = await member();
    const session = await checkout(cookie, "journey", false);
    const { subscription } = stripe.completeCheckout(session?.id as string);
    const later = Math.floor(Date.now() / 1000) + 3 * 24 * 60 * 60;
    stripe.updateSubscription(subscription.id, { status: "past_due", periodEnd: later });
    const invoice = { id: "in_fake", object: "invoice", customer: subscription.customer };
    const failed = stripe.event("invoice.payment_failed", invoice);
    await deliver(failed);
    expect(await check(cookie)).toMatchObject({ subscribed: true, status: "past_due" });
    await deliver(failed);
    await t.deps.jobs.drain();
    const mails = t.deps.devMailbox
      ?.list(email)
      .filter((m) => m.subject === "Your payment did not go through");
    expect(mails).toHaveLength(1);
    expect(mails?.[0]?.text).toContain("/billing/manage");

    stripe.updateSubscription(subscription.id, { periodEnd: Math.floor(Date.now() / 1000) - 60 });
    await deliver(stripe.event("invoice.payment_failed", invoice));
    expect(await check(cookie)).toMatchObject({ subscribed: false, status: "past_due" });
  });

  it("repairs a lost webhook when the member checks their subscription", async () => {
    const { cookie } = await member();
    const session = await checkout(cookie, "flow", true);
    stripe.completeCheckout(session?.id as string);
    expect(await check(cookie)).toMatchObject({
      subscribed: true,
      subscription_tier: "Grace Flow",
      is_annual: true,
    });
  });

  it("finds a payment-link purchase by the member's e-mail when every webhook was lost", async () => {
    const { cookie, email } = await member();
    const customer = stripe.createCustomer({ email });
    stripe.createSubscription({
      customer: customer.id as string,
      price: "price_journey_annual",
      status: "active",
    });
    expect(await check(cookie)).toMatchObject({ subscribed: true, subscription_tier: "Grace Journey" });
  });

  it("settles the checkout the member returns from, and refuses someone else's", async () => {
    const owner = await member();
    const other = await member();
    const session = await checkout(owner.cookie, "journey", false);
    const sessionId = session?.id as string;

    const early = await post("/api/billing/checkout/complete", owner.cookie, { sessionId });
    expect(early.status).toBe(409);
    stripe.completeCheckout(sessionId);

    const stolen = await post("/api/billing/checkout/complete", other.cookie, { sessionId });
    expect(stolen.status).toBe(403);
    expect(await json(stolen)).toEqual({ error: "This checkout belongs to another account." });
    expect((await subscriberRow(t, other.id))?.subscribed ?? false).toBe(false);

    const done = await post("/api/billing/checkout/complete", owner.cookie, { sessionId });
    expect(done.status).toBe(200);
    expect(await json(done)).toMatchObject({ subscribed: true, subscription_tier: "Grace Journey" });

    const unknown = await post("/api/billing/checkout/complete", owner.cookie, { sessionId: "cs_test_nope" });
    expect(unknown.status).toBe(404);
  });

  it("has no test-mode actions, ending a trial among them (404)", async () => {
    const { cookie } = await member();
    for (const action of ["confirm", "end-trial"]) {
      expect((await post(`/api/billing/local/${action}`, cookie)).status, action).toBe(404);
    }
  });

  it("refuses a second checkout for the plan the member has, and switches other plans in the portal", async () => {
    const { cookie, id } = await member();
    const session = await checkout(cookie, "flow", false);
    const { subscription } = stripe.completeCheckout(session?.id as string);
    await check(cookie);

    const same = await post("/api/billing/checkout", cookie, { plan: "flow", isAnnual: true });
    expect(same.status).toBe(409);
    expect(await json(same)).toEqual({ error: "You already have Grace Flow." });

    const sessionsBefore = stripe.sessions.size;
    const upgrade = await post("/api/billing/checkout", cookie, { plan: "collective", isAnnual: false });
    expect(upgrade.status).toBe(200);
    expect((await json<{ url: string }>(upgrade)).url).toMatch(/^https:\/\/billing\.stripe\.test\//);
    expect(stripe.sessions.size).toBe(sessionsBefore);
    expect(stripe.portalSessions.at(-1)).toMatchObject({
      customer: (await subscriberRow(t, id))?.customerId,
      flow: {
        type: "subscription_update_confirm",
        subscription_update_confirm: {
          subscription: subscription.id,
          items: { 0: { id: subscription.items.data[0]?.id, price: "price_collective_monthly" } },
        },
      },
    });
  });

  it("opens the billing portal for a member with a customer, and refuses one without", async () => {
    const { cookie, id } = await member();
    const none = await post("/api/billing/portal", cookie);
    expect(none.status).toBe(409);
    await checkout(cookie);
    const res = await post("/api/billing/portal", cookie);
    expect(res.status).toBe(200);
    expect((await json<{ url: string }>(res)).url).toMatch(/^https:\/\/billing\.stripe\.test\//);
    expect(stripe.portalSessions.at(-1)).toMatchObject({
      customer: (await subscriberRow(t, id))?.customerId,
      return_url: `${ORIGIN}/billing/manage`,
    });
  });

  it("answers 400 and writes nothing for a missing or bad signature", async () => {
    const { cookie, id } = await member();
    const session = await checkout(cookie);
    stripe.completeCheckout(session?.id as string);
    const event = stripe.event(
      "checkout.session.completed",
      stripe.sessions.get(session?.id as string) as object,
    );
    const before = await subscriberRow(t, id);

    const missing = await deliver(event, null);
    expect(missing.status).toBe(400);
    expect(await json(missing)).toEqual({ error: "Missing Stripe-Signature header." });
    const payload = JSON.stringify(event);
    const wrongSecret = Stripe.webhooks.generateTestHeaderString({ payload, secret: "whsec_someone_else" });
    expect((await deliver(event, wrongSecret)).status).toBe(400);
    const forged = await deliver(event, "t=1,v1=deadbeef");
    expect(forged.status).toBe(400);
    expect(await json(forged)).toEqual({ error: "Invalid webhook signature." });
    // A valid signature over a different body does not carry over to a tampered one.
    const tampered = await t.request("/api/billing/webhook", {
      method: "POST",
      body: payload.replace("checkout.session.completed", "customer.subscription.updated"),
      headers: {
        "stripe-signature": Stripe.webhooks.generateTestHeaderString({
          payload,
          secret: FAKE_STRIPE_WEBHOOK_SECRET,
        }),
      },
    });
    expect(tampered.status).toBe(400);

    expect(await recorded(event.id as string)).toBe(0);
    expect(await subscriberRow(t, id)).toEqual(before);
  });

  it("refuses a correctly signed event whose timestamp is outside Stripe's tolerance, and writes nothing", async () => {
    const { cookie } = await member();
    const session = await checkout(cookie);
    stripe.completeCheckout(session?.id as string);
    const event = stripe.event(
      "checkout.session.completed",
      stripe.sessions.get(session?.id as string) as object,
    );
    const payload = JSON.stringify(event);
    const tables = async () => ({
      subscribers: await t.deps.database.db.select().from(subscribers).orderBy(subscribers.userId),
      events: await t.deps.database.db.select().from(billingEvents).orderBy(billingEvents.id),
    });
    const before = await tables();

    // A replay of an event captured ten minutes ago (Stripe's tolerance is five).
    const old = Stripe.webhooks.generateTestHeaderString({
      payload,
      secret: FAKE_STRIPE_WEBHOOK_SECRET,
      timestamp: Math.floor(Date.now() / 1000) - 600,
    });
    const res = await deliver(event, old);
    expect(res.status).toBe(400);
    expect(await json(res)).toEqual({ error: "Invalid webhook signature." });
    expect(await tables()).toEqual(before);
  });

  it("answers 200 to an event type it does not handle, and ignores it", async () => {
    const event = stripe.event("customer.created", { id: "cus_x", object: "customer" });
    const res = await deliver(event);
    expect(res.status).toBe(200);
    expect(await json(res)).toEqual({ received: true, outcome: "ignored" });
    expect(await recorded(event.id as string)).toBe(0);
  });

  it("fails cleanly when Stripe answers 500, and works again once it recovers", async () => {
    const { cookie, id } = await member();
    stripe.mode = "error";
    const res = await post("/api/billing/checkout", cookie, { plan: "flow", isAnnual: false });
    expect(res.status).toBe(502);
    expect(await json(res)).toEqual({
      error: "The payment service did not answer. Please try again in a moment.",
    });
    expect((await subscriberRow(t, id))?.customerId ?? null).toBeNull();
    expect((await check(cookie)).subscribed).toBe(false);
    expect((await post("/api/billing/portal", cookie)).status).toBe(409);

    stripe.mode = "ok";
    const session = await checkout(cookie);
    stripe.completeCheckout(session?.id as string);
    const event = stripe.event(
      "checkout.session.completed",
      stripe.sessions.get(session?.id as string) as object,
    );

    // A webhook that cannot re-read the subscription is refused, so Stripe delivers it again.
    stripe.mode = "error";
    expect((await deliver(event)).status).toBe(502);
    expect(await recorded(event.id as string)).toBe(0);
    expect((await subscriberRow(t, id))?.subscribed).toBe(false);
    stripe.mode = "ok";
    expect((await deliver(event)).status).toBe(200);
    expect((await check(cookie)).subscription_tier).toBe("Grace Flow");
  });

  it("fails cleanly when Stripe does not answer in time", async () => {
    const { cookie, id } = await member();
    stripe.mode = "hang";
    const res = await post("/api/billing/checkout", cookie, { plan: "journey", isAnnual: false });
    expect(res.status).toBe(502);
    expect(await subscriberRow(t, id)).toBeUndefined();
    // check-subscription still answers from what is stored.
    expect(await check(cookie)).toMatchObject({ subscribed: false, subscription_tier: null });
  });
});
