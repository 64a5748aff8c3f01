import { and, eq } from "drizzle-orm";
import { statusAfterRefund } from "../../domain/payments";
import { formatDollars } from "../../domain/plans";
import { audit } from "../admin/audit";
import type { Db } from "../db/client";
import { payments, refunds } from "../db/schema";
import { httpError } from "../http/errors";
import { queuePaymentReceipt } from "./payment-receipts";
import type { PaymentRow } from "./payments";
import type { BillingProvider } from "./provider";

// Refunds from the console (docs/architecture.md, "Payments"): never more than is left of a payment, and two
// presses at once refund once. The refund is claimed on the payment first, from the amount this request
// read, so a second request that read the same amount finds it changed; then the provider moves the money
// (Stripe: its refund API, with an idempotency key); if that fails, the claim is undone.

export async function refundPayment(
  db: Db,
  billing: BillingProvider,
  request: { memberId: string; paymentId: string; amountCents?: number; reason: string; actorId: string },
): Promise<PaymentRow> {
  const [payment] = await db
    .select()
    .from(payments)
    .where(and(eq(payments.id, request.paymentId), eq(payments.userId, request.memberId)));
  if (!payment) throw httpError(404, "There is no such payment.");
  if (payment.status === "failed")
    throw httpError(409, "A failed payment took nothing: there is nothing to refund.");
  const left = payment.amountCents - payment.refundedCents;
  const amount = request.amountCents ?? left;
  if (left <= 0) throw httpError(409, "This payment has already been refunded in full.");
  if (amount > left) {
    throw httpError(409, `At most ${formatDollars(left)} of this payment can still be refunded.`);
  }
  const refunded = payment.refundedCents + amount;
  const [claimed] = await db
    .update(payments)
    .set({ refundedCents: refunded, status: statusAfterRefund(payment.amountCents, refunded) })
    .where(and(eq(payments.id, payment.id), eq(payments.refundedCents, payment.refundedCents)))
    .returning();
  if (!claimed) {
    throw httpError(409, "This payment was refunded a moment ago. Look at it again before refunding more.");
  }
  try {
    await billing.refund(payment, amount, `refund:${payment.id}:${payment.refundedCents}`);
  } catch (error) {
    await db
      .update(payments)
      .set({ refundedCents: payment.refundedCents, status: payment.status })
      .where(and(eq(payments.id, payment.id), eq(payments.refundedCents, refunded)));
    throw error;
  }
  await db.insert(refunds).values({
    paymentId: payment.id,
    amountCents: amount,
    reason: request.reason,
    actorId: request.actorId,
  });
  await audit(db, request.actorId, "payment.refund", request.memberId);
  await queuePaymentReceipt(db, payment.id, { cents: amount, key: String(payment.refundedCents) });
  return claimed;
}
