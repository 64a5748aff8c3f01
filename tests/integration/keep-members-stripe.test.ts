import Stripe from "stripe";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import type { SubscriptionState } from "../../src/domain/billing-api";
import { cancellationCounts } from "../../src/server/billing/cancellation-stats";
import {
  FAKE_STRIPE_WEBHOOK_SECRET,
  type FakeStripe,
  fakeStripeEnv,
  startFakeStripe,
} from "../fakes/fake-stripe";
import { json, newMember } from "../support/billing-members";
import { ADMIN_EMAIL, createTestApp, latestLink, ORIGIN, type TestApp } from "../support/test-app";
import { testDatabaseKinds } from "../support/test-databases";

// Issue #26 with Stripe (the real SDK against the fake Stripe API): pause_collection, cancellation_details,
// coupons and promotion codes, payment-mode checkout for gifts, and their webhooks replayed and out of order.

describe.each(testDatabaseKinds)("keeping members through Stripe on %s", (kind) => {
  let t: TestApp;
  let stripe: FakeStripe;
  let n = 0;

  beforeAll(async () => {
    stripe = await startFakeStripe();
    t = await createTestApp(kind, fakeStripeEnv(stripe.url));
  });
  afterAll(async () => {
    await t.close();
    await stripe.close();
  });
  beforeEach(() => {
    stripe.mode = "ok";
  });

  const member = () => newMember(t, `keep-stripe-${kind}-${++n}@example.test`, "Stripe Member");
  const post = (path: string, cookie: string, body: unknown = {}) =>
    t.request(path, { method: "POST", cookie, json: body, headers: { origin: ORIGIN } });
  const check = async (cookie: string, query = "") =>
    json<SubscriptionState>(await t.request(`/api/subscription${query}`, { cookie }));
  const deliver = async (event: object) => {
    const payload = JSON.stringify(event);
    const header = Stripe.webhooks.generateTestHeaderString({ payload, secret: FAKE_STRIPE_WEBHOOK_SECRET });
    const res = await t.request("/api/billing/webhook", {
      method: "POST",
      body: payload,
      headers: { "content-type": "application/json", "stripe-signature": header },
    });
    return (await json<{ outcome: string }>(res)).outcome;
  };

  /** A member whose Stripe subscription is past its trial and active. */
  async function paying(plan = "flow") {
    const who = await member();
    const res = await post("/api/billing/checkout", who.cookie, { plan, isAnnual: false });
    const session = stripe.sessions.get((await json<{ url: string }>(res)).url.split("/").pop() as string);
    const { subscription } = stripe.completeCheckout(session?.id as string);
    await deliver(stripe.event("customer.subscription.created", subscription));
    expect((await post("/api/billing/pause", who.cookie, { months: 1 })).status).toBe(409);
    stripe.updateSubscription(subscription.id, { status: "active" });
    await deliver(stripe.event("customer.subscription.updated", subscription));
    expect(await check(who.cookie)).toMatchObject({ status: "active", subscribed: true });
    return { ...who, subscription };
  }

  it("pauses with pause_collection (void, resumes_at), survives replayed and late events, and resumes", async () => {
    const ana = await paying();
    const paused = await json<SubscriptionState>(await post("/api/billing/pause", ana.cookie, { months: 2 }));
    const atStripe = stripe.subscriptions.get(ana.subscription.id);
    expect(atStripe?.pause_collection?.behavior).toBe("void");
    expect(paused).toMatchObject({ subscribed: false, status: "paused", subscription_tier: "Grace Flow" });
    expect(paused.resumes_at).toBe(
      new Date((atStripe?.pause_collection?.resumes_at as number) * 1000).toISOString(),
    );
    expect((await t.request("/api/journey/days/6", { cookie: ana.cookie })).status).toBe(403);

    // Stripe's own event for the pause, twice, and an older one arriving last: she stays paused.
    const older = stripe.event("customer.subscription.updated", {
      ...ana.subscription,
      pause_collection: null,
    });
    const pausedEvent = stripe.event("customer.subscription.updated", atStripe as object);
    expect(await deliver(pausedEvent)).toBe("applied");
    expect(await deliver(pausedEvent)).toBe("duplicate");
    expect(await deliver(older)).toBe("applied");
    expect(await check(ana.cookie)).toMatchObject({ status: "paused" });

    const resumed = await json<SubscriptionState>(await post("/api/billing/resume", ana.cookie));
    expect(stripe.subscriptions.get(ana.subscription.id)?.pause_collection).toBeNull();
    expect(resumed).toMatchObject({ subscribed: true, status: "active", resumes_at: null });
  });

  it("follows Stripe when it resumes the subscription on resumes_at", async () => {
    const bo = await paying();
    await post("/api/billing/pause", bo.cookie, { months: 1 });
    const resumedAtStripe = stripe.updateSubscription(bo.subscription.id, { pause_collection: null });
    expect(await deliver(stripe.event("customer.subscription.updated", resumedAtStripe))).toBe("applied");
    expect(await check(bo.cookie)).toMatchObject({ subscribed: true, status: "active" });
  });

  it("cancels at the period end with cancellation_details, counted for the overview", async () => {
    const cy = await paying();
    const before = (await cancellationCounts(t.deps.database.db)).find((row) => row.reason === "unused");
    const res = await post("/api/billing/cancel", cy.cookie, {
      reason: "unused",
      note: "No time",
      when: "period_end",
    });
    expect(await json(res)).toMatchObject({ subscribed: true, cancel_at_period_end: true });
    expect(stripe.subscriptions.get(cy.subscription.id)).toMatchObject({
      cancel_at_period_end: true,
      cancellation_details: { feedback: "unused", comment: "No time" },
    });
    const after = (await cancellationCounts(t.deps.database.db)).find((row) => row.reason === "unused");
    expect(after?.count).toBe((before?.count ?? 0) + 1);

    const now = await post("/api/billing/cancel", cy.cookie, { when: "now" });
    expect(await json(now)).toMatchObject({ subscribed: false, status: "canceled" });
    expect(stripe.subscriptions.get(cy.subscription.id)?.status).toBe("canceled");
  });

  it("creates a coupon and promotion code for an offer and applies it to the Checkout Session", async () => {
    const admin = await newMember(t, ADMIN_EMAIL);
    const created = await post("/api/admin/offers", admin.cookie, {
      code: "WELCOME20",
      kind: "percent",
      value: 20,
      duration: "once",
      plans: ["flow"],
    });
    expect(created.status).toBe(201);
    const [coupon] = [...stripe.coupons.values()];
    expect(coupon).toMatchObject({ percent_off: 20, duration: "once", name: "WELCOME20" });
    const [promotion] = [...stripe.promotionCodes.values()];
    expect(promotion).toMatchObject({ code: "WELCOME20", promotion: { coupon: coupon?.id } });

    const dee = await member();
    const wrong = await post("/api/billing/checkout", dee.cookie, {
      plan: "collective",
      isAnnual: false,
      offer: "WELCOME20",
    });
    expect(wrong.status).toBe(409);
    const res = await post("/api/billing/checkout", dee.cookie, {
      plan: "flow",
      isAnnual: false,
      offer: "WELCOME20",
    });
    const session = stripe.sessions.get((await json<{ url: string }>(res)).url.split("/").pop() as string);
    expect(session?.promotion_code).toBe(promotion?.id);
    stripe.completeCheckout(session?.id as string);
    const completed = stripe.event(
      "checkout.session.completed",
      stripe.sessions.get(session?.id as string) as object,
    );
    expect(await deliver(completed)).toBe("applied");
    expect((await check(dee.cookie)).offer).toEqual({
      code: "WELCOME20",
      description: "20% off Grace Flow on your first bill.",
    });

    // The completion replayed, and the subscription's creation arriving after it: one redemption, the offer kept.
    expect(await deliver(completed)).toBe("duplicate");
    const subscription = stripe.subscriptions.get(
      stripe.sessions.get(session?.id as string)?.subscription as string,
    );
    expect(subscription?.discounts).toBeDefined();
    await deliver(stripe.event("customer.subscription.created", subscription as object));
    expect((await check(dee.cookie)).offer?.code).toBe("WELCOME20");
    const offers = await json<{ offers: Array<{ code: string; redemptions: number }> }>(
      await t.request("/api/admin/offers", { cookie: admin.cookie }),
    );
    expect(offers.offers.find((offer) => offer.code === "WELCOME20")?.redemptions).toBe(1);

    await t.request("/api/admin/offers/WELCOME20", {
      method: "DELETE",
      cookie: admin.cookie,
      headers: { origin: ORIGIN },
    });
    expect(promotion?.active).toBe(false);
  });

  it("sells a gift through payment-mode Checkout; the webhook (replayed) sends one mail; redeeming gives status gift", async () => {
    const giver = await member();
    const recipient = `keep-stripe-gift-${kind}@example.test`;
    const res = await post("/api/gifts", giver.cookie, {
      plan: "journey",
      months: 3,
      recipientEmail: recipient,
    });
    const session = stripe.sessions.get((await json<{ url: string }>(res)).url.split("/").pop() as string);
    expect(session).toMatchObject({ mode: "payment", amount_total: 6600 });

    stripe.completePayment(session?.id as string);
    const paid = stripe.event("checkout.session.completed", session as object);
    expect(await deliver(paid)).toBe("applied");
    expect(await deliver(paid)).toBe("duplicate");
    const mails = t.deps.devMailbox?.list(recipient) ?? [];
    expect(mails.map((mail) => mail.subject)).toEqual(["Stripe Member gave you 3 months of Grace Journey"]);

    const code = new URL(latestLink(t, recipient, "gift="), ORIGIN).searchParams.get("gift") as string;
    const robin = await newMember(t, recipient);
    expect(await json(await post("/api/gifts/redeem", robin.cookie, { code }))).toMatchObject({
      status: "gift",
      subscription_tier: "Grace Journey",
    });
    // Stripe knows nothing of the gift: asking it again keeps the gift.
    expect(await check(robin.cookie, "?refresh=1")).toMatchObject({ status: "gift", subscribed: true });
    expect((await t.request("/api/journey/days/16", { cookie: robin.cookie })).status).toBe(200);
    expect((await post("/api/gifts/redeem", robin.cookie, { code })).status).toBe(409);
  });

  it("after a failed payment: the first mail, one reminder three days later, a last notice before access ends", async () => {
    const gus = await paying();
    const periodEnd = Math.floor(Date.now() / 1000) + 10 * 24 * 60 * 60;
    const failing = stripe.updateSubscription(gus.subscription.id, { status: "past_due", periodEnd });
    const failed = stripe.event("invoice.payment_failed", {
      object: "invoice",
      customer: failing.customer,
      subscription: failing.id,
    });
    expect(await deliver(failed)).toBe("applied");
    expect(await deliver(failed)).toBe("duplicate");
    const subjects = () => (t.deps.devMailbox?.list(gus.email) ?? []).map((mail) => mail.subject);
    expect(
      subjects().filter((subject) => subject.startsWith("Your payment did not go through")),
    ).toHaveLength(1);
    expect(await check(gus.cookie)).toMatchObject({ subscribed: true, status: "past_due" });

    const day = 24 * 60 * 60 * 1000;
    await t.deps.jobs.drain(new Date(Date.now() + 2 * day));
    expect(subjects()).not.toContain("A reminder about your payment");
    await t.deps.jobs.drain(new Date(Date.now() + 3 * day + 60_000));
    expect(subjects().filter((subject) => subject === "A reminder about your payment")).toHaveLength(1);
    await t.deps.jobs.drain(new Date(periodEnd * 1000 - day + 60_000));
    expect(subjects().filter((subject) => subject === "Your paid days close tomorrow")).toHaveLength(1);
  });

  it("mails once when her card expires before the next invoice (invoice.upcoming), not when it is good", async () => {
    const hal = await paying();
    const customer = stripe.customers.get(hal.subscription.customer) as Record<string, unknown>;
    const setCard = (exp_month: number, exp_year: number) => {
      // The fake answers the customer as if `invoice_settings.default_payment_method` were expanded.
      customer.invoice_settings = {
        default_payment_method: { id: "pm_fake", object: "payment_method", card: { exp_month, exp_year } },
      };
    };
    const inAMonth = new Date(Date.now() + 30 * 24 * 60 * 60 * 1000);
    const upcoming = () =>
      stripe.event("invoice.upcoming", {
        object: "invoice",
        customer: hal.subscription.customer,
        next_payment_attempt: Math.floor(inAMonth.getTime() / 1000),
      });
    const subjects = () => (t.deps.devMailbox?.list(hal.email) ?? []).map((mail) => mail.subject);

    setCard(12, inAMonth.getUTCFullYear() + 2);
    expect(await deliver(upcoming())).toBe("ignored");
    expect(subjects()).not.toContain("Your card expires soon");

    setCard(
      inAMonth.getUTCMonth() === 0 ? 12 : inAMonth.getUTCMonth(),
      inAMonth.getUTCFullYear() - (inAMonth.getUTCMonth() === 0 ? 1 : 0),
    );
    expect(await deliver(upcoming())).toBe("applied");
    expect(await deliver(upcoming())).toBe("applied");
    expect(subjects().filter((subject) => subject === "Your card expires soon")).toHaveLength(1);
  });
});
