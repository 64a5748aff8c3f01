import { and, desc, eq } from "drizzle-orm";
import type { Payment, PaymentStatus } from "../../domain/payments";
import { periodOf, planByKey } from "../../domain/plans";
import { discountedCents, planPriceCents } from "../../domain/retention";
import type { Db } from "../db/client";
import { offers, payments } from "../db/schema";
import { termsOf } from "./offers";
import { queuePaymentReceipt } from "./payment-receipts";
import type { SubscriptionSnapshot, Transaction } from "./subscription-state";

// Payments (docs/architecture.md, "Payments"): one row per charge, written by test mode as each billed period
// begins and by Stripe's webhooks as invoices and gift checkouts are paid.

export type PaymentRow = typeof payments.$inferSelect;

export interface NewPayment {
  userId: string;
  at: Date;
  kind: "plan" | "gift";
  description: string;
  amountCents: number;
  status: Extract<PaymentStatus, "paid" | "failed">;
  testMode: boolean;
  providerRef?: string;
  giftId?: string;
}

/** Records a charge once (a provider reference seen before records nothing); the row, or null. */
export async function recordPayment(db: Db | Transaction, payment: NewPayment): Promise<PaymentRow | null> {
  const [row] = await db.insert(payments).values(payment).onConflictDoNothing().returning();
  if (row && row.status === "paid") await queuePaymentReceipt(db, row.id);
  return row ?? null;
}

/** "Grace Flow, monthly", as a receipt names a plan's period. */
export function planDescription(snapshot: Pick<SubscriptionSnapshot, "plan" | "isAnnual">): string {
  return snapshot.plan ? `${planByKey(snapshot.plan).name}, ${periodOf(snapshot.isAnnual)}` : "Membership";
}

/**
 * Test mode's charge for a change of her subscription: a paid period begins (after a trial, a renewal, a
 * resume, a new card, a new period length) → paid at the plan's price less any offer that still applies;
 * a renewal the test card declines → failed. Anything else charges nothing.
 */
export async function testModeCharge(
  tx: Transaction,
  userId: string,
  before: SubscriptionSnapshot,
  after: SubscriptionSnapshot,
  now: Date,
): Promise<void> {
  if (!after.plan) return;
  const full = planPriceCents(planByKey(after.plan), after.isAnnual);
  if (after.status === "past_due" && before.status === "active") {
    await recordPayment(tx, {
      userId,
      at: now,
      kind: "plan",
      description: planDescription(after),
      amountCents: full,
      status: "failed",
      testMode: true,
    });
    return;
  }
  const newPeriod =
    after.status === "active" &&
    (before.status !== "active" || after.periodEnd?.getTime() !== before.periodEnd?.getTime());
  if (!newPeriod) return;
  const offer = after.offer && (!after.offer.endsAt || after.offer.endsAt.getTime() > now.getTime());
  const [terms] = offer
    ? await tx
        .select()
        .from(offers)
        .where(eq(offers.code, after.offer?.code ?? ""))
    : [];
  const amountCents = terms ? discountedCents(full / 100, termsOf(terms)) : full;
  await recordPayment(tx, {
    userId,
    at: now,
    kind: "plan",
    description: `${planDescription(after)}${terms ? ` (${terms.code})` : ""}`,
    amountCents,
    status: "paid",
    testMode: true,
  });
}

export function toPayment(row: PaymentRow): Payment {
  return {
    id: row.id,
    at: row.at.toISOString(),
    description: row.description,
    amountCents: row.amountCents,
    refundedCents: row.refundedCents,
    status: row.status as PaymentStatus,
  };
}

/** GET /api/billing/payments: hers, newest first. */
export async function paymentsOf(db: Db, userId: string): Promise<PaymentRow[]> {
  return db
    .select()
    .from(payments)
    .where(eq(payments.userId, userId))
    .orderBy(desc(payments.at), desc(payments.id));
}

/** One of her payments, or undefined (another member's is as unknown as a missing one). */
export async function paymentOf(db: Db, userId: string, id: string): Promise<PaymentRow | undefined> {
  const [row] = await db
    .select()
    .from(payments)
    .where(and(eq(payments.id, id), eq(payments.userId, userId)));
  return row;
}
