import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { AdminAudit, AdminOverview } from "../../src/domain/admin-console";
import type { Payment, PaymentList } from "../../src/domain/payments";
import { type FakeStripe, fakeStripeEnv, startFakeStripe } from "../fakes/fake-stripe";
import { json, newMember } from "../support/billing-members";
import { deliverEvent } from "../support/stripe-events";
import { ADMIN_EMAIL, createTestApp, ORIGIN, type TestApp } from "../support/test-app";
import { testDatabaseKinds } from "../support/test-databases";

// Issue #45 item 5: refunds from the console, in test mode and with Stripe (its refund API against the fake),
// on both databases: in full or in part, never over what was paid, two presses refund once, the audit log
// has it and she gets a mail.

describe.each(testDatabaseKinds)("refunds in test mode on %s", (kind) => {
  let t: TestApp;
  let admin: Awaited<ReturnType<typeof newMember>>;
  let n = 0;
  beforeAll(async () => {
    t = await createTestApp(kind);
    admin = await newMember(t, ADMIN_EMAIL);
  });
  afterAll(() => t.close());

  const post = (path: string, cookie: string, body?: unknown) =>
    t.request(path, { method: "POST", cookie, json: body ?? {}, headers: { origin: ORIGIN } });
  const refund = (memberId: string, body: unknown) =>
    post(`/api/admin/members/${memberId}/refunds`, admin.cookie, body);

  /** A member with one paid month of Grace Flow ($11). */
  async function paid() {
    const member = await newMember(t, `refund-${kind}-${++n}@example.test`, "Rita Refund");
    await post("/api/billing/local/confirm", member.cookie, { plan: "flow", isAnnual: false });
    await post("/api/billing/local/end-trial", member.cookie);
    const { payments } = await json<PaymentList>(
      await t.request("/api/billing/payments", { cookie: member.cookie }),
    );
    return { ...member, payment: payments[0] as Payment };
  }

  it("refunds in part, then the rest, never more than was paid, with her mail and the audit log", async () => {
    const rita = await paid();
    const part = await refund(rita.id, {
      paymentId: rita.payment.id,
      amountCents: 400,
      reason: "Charged twice",
    });
    expect(await json(part)).toMatchObject({
      refundedCents: 400,
      status: "partially_refunded",
      amountCents: 1100,
    });
    const over = await refund(rita.id, { paymentId: rita.payment.id, amountCents: 800, reason: "More" });
    expect(over.status).toBe(409);
    expect((await json(over)).error).toBe("At most $7 of this payment can still be refunded.");
    const rest = await refund(rita.id, { paymentId: rita.payment.id, reason: "Goodwill" });
    expect(await json(rest)).toMatchObject({ refundedCents: 1100, status: "refunded" });
    expect((await refund(rita.id, { paymentId: rita.payment.id, reason: "Again" })).status).toBe(409);

    const mine = await json<PaymentList>(await t.request("/api/billing/payments", { cookie: rita.cookie }));
    expect(mine.payments[0]).toMatchObject({ refundedCents: 1100, status: "refunded" });
    await t.deps.jobs.drain(new Date());
    const subjects = (t.deps.devMailbox?.list(rita.email) ?? []).map((mail) => mail.subject);
    expect(subjects.filter((subject) => subject.startsWith("Refund")).sort()).toEqual([
      "Refund: $4 for Grace Flow, monthly (test mode)",
      "Refund: $7 for Grace Flow, monthly (test mode)",
    ]);
    const log = await json<AdminAudit>(await t.request("/api/admin/audit", { cookie: admin.cookie }));
    expect(
      log.entries.filter((entry) => entry.action === "payment.refund" && entry.member?.id === rita.id),
    ).toHaveLength(2);
  });

  it("refunds once when pressed twice at once, and only the console may, only her own payment", async () => {
    const sam = await paid();
    const other = await paid();
    const both = await Promise.all(
      [1, 2].map(() => refund(sam.id, { paymentId: sam.payment.id, reason: "Asked by mail" })),
    );
    expect(both.map((res) => res.status).sort()).toEqual([200, 409]);
    const mine = await json<PaymentList>(await t.request("/api/billing/payments", { cookie: sam.cookie }));
    expect(mine.payments[0]).toMatchObject({ refundedCents: 1100 });
    // Another member's payment under her id is unknown; a member cannot refund herself.
    expect((await refund(sam.id, { paymentId: other.payment.id, reason: "x" })).status).toBe(404);
    const self = await post(`/api/admin/members/${other.id}/refunds`, other.cookie, {
      paymentId: other.payment.id,
      reason: "Please",
    });
    expect(self.status).toBe(403);
    expect((await refund(sam.id, { paymentId: sam.payment.id })).status).toBe(400);
    // The overview's month counts each refund once: Rita's two and Sam's one (issue #45 item 6).
    const overview = await json<AdminOverview>(
      await t.request("/api/admin/overview", { cookie: admin.cookie }),
    );
    expect(overview.revenue).toMatchObject({ refundedCents: 400 + 700 + 1100, collectedCents: 3 * 1100 });
  });
});

describe.each(testDatabaseKinds)("refunds with Stripe on %s", (kind) => {
  let t: TestApp;
  let stripe: FakeStripe;
  let admin: Awaited<ReturnType<typeof newMember>>;
  beforeAll(async () => {
    stripe = await startFakeStripe();
    t = await createTestApp(kind, fakeStripeEnv(stripe.url));
    admin = await newMember(t, ADMIN_EMAIL);
  });
  afterAll(async () => {
    await t.close();
    await stripe.close();
  });
  const post = (path: string, cookie: string, body: unknown = {}) =>
    t.request(path, { method: "POST", cookie, json: body, headers: { origin: ORIGIN } });

  it("refunds a paid gift through Stripe's refund API, and changes nothing when Stripe fails", async () => {
    const gia = await newMember(t, `refund-stripe-${kind}@example.test`, "Gia Gift");
    const order = { plan: "journey", months: 3, recipientEmail: gia.email };
    const res = await post("/api/gifts", gia.cookie, order);
    const session = stripe.sessions.get((await json<{ url: string }>(res)).url.split("/").pop() as string);
    stripe.completePayment(session?.id as string);
    await deliverEvent(t, stripe.event("checkout.session.completed", session as object));
    const { payments } = await json<PaymentList>(
      await t.request("/api/billing/payments", { cookie: gia.cookie }),
    );
    const payment = payments[0] as Payment;
    expect(payment).toMatchObject({ amountCents: 6600, status: "paid" });
    const path = `/api/admin/members/${gia.id}/refunds`;

    stripe.mode = "error";
    const failed = await post(path, admin.cookie, {
      paymentId: payment.id,
      amountCents: 1000,
      reason: "Late",
    });
    expect(failed.status).toBe(502);
    stripe.mode = "ok";
    const after = await json<PaymentList>(await t.request("/api/billing/payments", { cookie: gia.cookie }));
    expect(after.payments[0]).toMatchObject({ refundedCents: 0, status: "paid" });

    const done = await post(path, admin.cookie, { paymentId: payment.id, amountCents: 1000, reason: "Late" });
    expect(await json(done)).toMatchObject({ refundedCents: 1000, status: "partially_refunded" });
    expect(stripe.refunds).toEqual([
      expect.objectContaining({ amount: 1000, payment_intent: session?.payment_intent, status: "succeeded" }),
    ]);
  });
});
