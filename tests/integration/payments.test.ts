import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { PaymentList } from "../../src/domain/payments";
import { type FakeStripe, fakeStripeEnv, startFakeStripe } from "../fakes/fake-stripe";
import { json, newMember } from "../support/billing-members";
import { deliverEvent } from "../support/stripe-events";
import { ADMIN_EMAIL, createTestApp, ORIGIN, type TestApp } from "../support/test-app";
import { testDatabaseKinds } from "../support/test-databases";

// Issue #45 item 3: a payment for every charge, her list newest first, and a printable receipt that is hers
// only; in test mode (which writes them itself) and with Stripe (from its webhooks), on both databases.

describe.each(testDatabaseKinds)("payments in test mode on %s", (kind) => {
  let t: TestApp;
  let n = 0;
  beforeAll(async () => {
    t = await createTestApp(kind);
  });
  afterAll(() => t.close());

  const member = () => newMember(t, `pay-${kind}-${++n}@example.test`, "Paula Payer");
  const post = (path: string, cookie: string, body?: unknown) =>
    t.request(path, { method: "POST", cookie, json: body ?? {}, headers: { origin: ORIGIN } });
  const list = async (cookie: string) =>
    (await json<PaymentList>(await t.request("/api/billing/payments", { cookie }))).payments;
  const brief = (payments: PaymentList["payments"]) =>
    payments.map((p) => `${p.description} ${p.amountCents} ${p.status}`);

  it("records each billed period: nothing in the trial, the first bill, a new period length, a resubscription", async () => {
    const paula = await member();
    await post("/api/billing/local/confirm", paula.cookie, { plan: "flow", isAnnual: false });
    expect(await list(paula.cookie)).toEqual([]);
    await post("/api/billing/local/end-trial", paula.cookie);
    // A switch within the period bills nothing today; a new period length starts a period, billed today.
    await post("/api/billing/local/change", paula.cookie, { plan: "journey", isAnnual: false });
    await post("/api/billing/local/change", paula.cookie, { plan: "journey", isAnnual: true });
    await post("/api/billing/cancel", paula.cookie, { when: "now" });
    await post("/api/billing/local/confirm", paula.cookie, { plan: "flow", isAnnual: false });
    const payments = await list(paula.cookie);
    expect(brief(payments)).toEqual([
      "Grace Flow, monthly 1100 paid",
      "Grace Journey, annual 22200 paid",
      "Grace Flow, monthly 1100 paid",
    ]);
    expect(payments.map((p) => p.refundedCents)).toEqual([0, 0, 0]);
    const times = payments.map((p) => Date.parse(p.at));
    expect([...times].sort((a, b) => b - a)).toEqual(times);
  });

  it("records a declined renewal as failed, the new card's payment as paid, and a gift for its buyer", async () => {
    const rae = await member();
    await post("/api/billing/local/confirm", rae.cookie, { plan: "flow", isAnnual: false });
    await post("/api/billing/local/end-trial", rae.cookie);
    await post("/api/billing/local/decline-card", rae.cookie);
    await post("/api/billing/portal", rae.cookie);
    const order = { plan: "journey", months: 3, recipientEmail: rae.email };
    const url = new URL((await json<{ url: string }>(await post("/api/gifts", rae.cookie, order))).url);
    const id = url.searchParams.get("gift_payment");
    await post("/api/gifts/local/pay", rae.cookie, { id });
    await post("/api/gifts/local/pay", rae.cookie, { id });
    expect(brief(await list(rae.cookie))).toEqual([
      "Gift: 3 months of Grace Journey 6600 paid",
      "Grace Flow, monthly 1100 paid",
      "Grace Flow, monthly 1100 failed",
      "Grace Flow, monthly 1100 paid",
    ]);
  });

  it("bills an offer's price on the first bill", async () => {
    const admin = await newMember(t, ADMIN_EMAIL);
    const offer = { code: "PAYLESS20", kind: "percent", value: 20, duration: "once" };
    expect((await post("/api/admin/offers", admin.cookie, offer)).status).toBe(201);
    const sia = await member();
    await post("/api/billing/local/confirm", sia.cookie, {
      plan: "flow",
      isAnnual: false,
      offer: "PAYLESS20",
    });
    await post("/api/billing/local/end-trial", sia.cookie);
    expect(brief(await list(sia.cookie))).toEqual(["Grace Flow, monthly (PAYLESS20) 880 paid"]);
  });

  it("mails a receipt for a charge, a pause, a resume and a gift (to its buyer), marked as test mode", async () => {
    const vera = await member();
    await post("/api/billing/local/confirm", vera.cookie, { plan: "flow", isAnnual: false });
    await post("/api/billing/local/end-trial", vera.cookie);
    await post("/api/billing/pause", vera.cookie, { months: 1 });
    await post("/api/billing/resume", vera.cookie);
    const friend = await member();
    const order = { plan: "journey", months: 3, recipientEmail: friend.email, recipientName: "Fern" };
    const url = new URL((await json<{ url: string }>(await post("/api/gifts", vera.cookie, order))).url);
    await post("/api/gifts/local/pay", vera.cookie, { id: url.searchParams.get("gift_payment") });
    await t.deps.jobs.drain(new Date());
    const mails = t.deps.devMailbox?.list(vera.email) ?? [];
    const subjects = mails.map((mail) => mail.subject).filter((subject) => /^Receipt/.test(subject));
    expect(subjects.sort()).toEqual([
      "Receipt: $11 for Grace Flow, monthly (test mode)",
      "Receipt: $11 for Grace Flow, monthly (test mode)",
      "Receipt: $66 for Gift: 3 months of Grace Journey (test mode)",
      "Receipt: welcome back to Grace Flow (test mode)",
      "Receipt: you joined Grace Flow (test mode)",
      "Receipt: your plan is paused (test mode)",
    ]);
    const gift = mails.find((mail) => mail.subject.startsWith("Receipt: $66"));
    expect(gift?.text).toContain(`The gift is for Fern (${friend.email}): 3 months`);
    expect(gift?.text).toMatch(
      /You paid \$66 for Gift: 3 months of Grace Journey on [A-Z][a-z]+ \d{1,2}, \d{4}\./,
    );
    // Her friend's own mail is the gift, never the receipt.
    expect((t.deps.devMailbox?.list(friend.email) ?? []).some((mail) => mail.subject.includes("$66"))).toBe(
      false,
    );
  });

  it("prints a receipt for her own payment only", async () => {
    const tess = await member();
    const other = await member();
    await post("/api/billing/local/confirm", tess.cookie, { plan: "flow", isAnnual: false });
    await post("/api/billing/local/end-trial", tess.cookie);
    const [payment] = await list(tess.cookie);
    const res = await t.request(`/api/billing/payments/${payment?.id}/receipt`, { cookie: tess.cookie });
    expect(res.status).toBe(200);
    expect(res.headers.get("content-type")).toMatch(/text\/html/);
    const page = await res.text();
    for (const words of ["Receipt", "Grace Flow, monthly", "$11 USD", "Paid", tess.email, "Test mode"]) {
      expect(page).toContain(words);
    }
    expect(
      (await t.request(`/api/billing/payments/${payment?.id}/receipt`, { cookie: other.cookie })).status,
    ).toBe(404);
    expect((await t.request(`/api/billing/payments/${payment?.id}/receipt`)).status).toBe(401);
    expect(await list(other.cookie)).toEqual([]);
  });
});

describe.each(testDatabaseKinds)("payments with Stripe on %s", (kind) => {
  let t: TestApp;
  let stripe: FakeStripe;
  beforeAll(async () => {
    stripe = await startFakeStripe();
    t = await createTestApp(kind, fakeStripeEnv(stripe.url));
  });
  afterAll(async () => {
    await t.close();
    await stripe.close();
  });
  const post = (path: string, cookie: string, body: unknown = {}) =>
    t.request(path, { method: "POST", cookie, json: body, headers: { origin: ORIGIN } });
  const deliver = (event: object) => deliverEvent(t, event);

  it("records a paid invoice once however often it comes, and a gift's checkout for its buyer", async () => {
    const una = await newMember(t, `pay-stripe-${kind}@example.test`, "Una Stripe");
    const res = await post("/api/billing/checkout", una.cookie, { plan: "flow", isAnnual: false });
    const session = stripe.sessions.get((await json<{ url: string }>(res)).url.split("/").pop() as string);
    const { subscription } = stripe.completeCheckout(session?.id as string);
    stripe.updateSubscription(subscription.id, { status: "active" });
    await deliver(stripe.event("customer.subscription.updated", subscription));
    const invoice = {
      id: `in_${kind}_1`,
      object: "invoice",
      customer: subscription.customer,
      amount_paid: 1100,
      created: Math.floor(Date.now() / 1000),
      status_transitions: { paid_at: Math.floor(Date.now() / 1000) },
    };
    const trialInvoice = { ...invoice, id: `in_${kind}_0`, amount_paid: 0 };
    expect(await deliver(stripe.event("invoice.paid", trialInvoice))).toBe("ignored");
    expect(await deliver(stripe.event("invoice.paid", invoice))).toBe("applied");
    expect(await deliver(stripe.event("invoice.paid", invoice))).toBe("applied");

    // A renewal Stripe could not charge is listed as failed, once however often its event comes.
    const failed = stripe.event("invoice.payment_failed", {
      id: `in_${kind}_2`,
      object: "invoice",
      customer: subscription.customer,
      subscription: subscription.id,
      amount_due: 1100,
      attempt_count: 1,
      created: Math.floor(Date.now() / 1000),
    });
    await deliver(failed);
    await deliver(failed);

    const gift = await post("/api/gifts", una.cookie, {
      plan: "journey",
      months: 3,
      recipientEmail: una.email,
    });
    const giftSession = stripe.sessions.get(
      (await json<{ url: string }>(gift)).url.split("/").pop() as string,
    );
    stripe.completePayment(giftSession?.id as string);
    await deliver(stripe.event("checkout.session.completed", giftSession as object));

    const { payments } = await json<PaymentList>(
      await t.request("/api/billing/payments", { cookie: una.cookie }),
    );
    expect(payments.map((p) => `${p.description} ${p.amountCents} ${p.status}`).sort()).toEqual([
      "Gift: 3 months of Grace Journey 6600 paid",
      "Grace Flow, monthly 1100 failed",
      "Grace Flow, monthly 1100 paid",
    ]);
    const receipt = await t.request(`/api/billing/payments/${payments[0]?.id}/receipt`, {
      cookie: una.cookie,
    });
    expect(await receipt.text()).not.toContain("Test mode");
  });
});
