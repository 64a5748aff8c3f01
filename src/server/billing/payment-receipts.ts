import { eq } from "drizzle-orm";
import { z } from "zod";
import { formatDollars } from "../../domain/plans";
import { paths } from "../../domain/routes";
import type { Db } from "../db/client";
import { gifts, payments, user } from "../db/schema";
import { enqueue } from "../jobs/queue";
import type { JobWorker } from "../jobs/worker";
import type { Mailer } from "../mail/mailer";
import { receiptMail } from "../mail/retention-mails";

// Receipts by mail (docs/architecture.md, "Payments"): one for each payment and each refund, with the amount
// and the date, marked as test mode where it is. A gift's receipt tells its buyer for whom, which plan, how
// long and how much. Queued in the transaction that records the payment, keyed so each goes once.

const receiptPayload = z.object({
  paymentId: z.string(),
  /** Cents refunded by this refund; left out for the payment itself. */
  refundCents: z.number().int().positive().optional(),
  key: z.string(),
});

export function queuePaymentReceipt(db: Db, paymentId: string, refund?: { cents: number; key: string }) {
  const key = refund ? `payment-receipt:${paymentId}:refund:${refund.key}` : `payment-receipt:${paymentId}`;
  return enqueue(
    db,
    "payment-receipt-mail",
    { paymentId, key, ...(refund ? { refundCents: refund.cents } : {}) },
    { uniqueKey: key },
  );
}

const longDate = (date: Date) =>
  date.toLocaleDateString("en-US", { year: "numeric", month: "long", day: "numeric", timeZone: "UTC" });

export function handlePaymentReceipts(worker: JobWorker, db: Db, mailer: Mailer, publicUrl: string) {
  worker.handle("payment-receipt-mail", async (payload) => {
    const { paymentId, refundCents, key } = receiptPayload.parse(payload);
    const [payment] = await db.select().from(payments).where(eq(payments.id, paymentId));
    if (!payment?.userId || payment.status === "failed") return;
    const [member] = await db
      .select({ email: user.email, name: user.name, firstName: user.firstName })
      .from(user)
      .where(eq(user.id, payment.userId));
    if (!member) return;
    const on = longDate(refundCents ? new Date() : payment.at);
    const lines = refundCents
      ? [
          `We refunded ${formatDollars(refundCents)} of your payment of ${formatDollars(payment.amountCents)} for ${payment.description} on ${on}.`,
          "It reaches your card in 5 to 10 days, depending on your bank.",
        ]
      : [`You paid ${formatDollars(payment.amountCents)} for ${payment.description} on ${on}.`];
    const gift = !refundCents && payment.giftId ? await giftLine(db, payment.giftId) : null;
    if (gift) lines.push(gift);
    lines.push(`Receipt number: ${payment.id}. Each receipt is on your billing page, ready to print.`);
    await mailer.send(
      receiptMail(member.email, member.firstName || member.name, {
        subject: refundCents
          ? `Refund: ${formatDollars(refundCents)} for ${payment.description}`
          : `Receipt: ${formatDollars(payment.amountCents)} for ${payment.description}`,
        lines,
        url: `${publicUrl}${paths.billing}`,
        testing: payment.testMode,
      }),
      { uniqueKey: `mail:${key}` },
    );
  });
}

/** For the buyer's own receipt: whom the gift is for (her own words, to her own mailbox) and when it goes. */
async function giftLine(db: Db, giftId: string): Promise<string | null> {
  const [gift] = await db.select().from(gifts).where(eq(gifts.id, giftId));
  if (!gift?.recipientEmail) return null;
  const whom = gift.recipientName ? `${gift.recipientName} (${gift.recipientEmail})` : gift.recipientEmail;
  return `The gift is for ${whom}: ${gift.months} months, mailed to them on ${longDate(new Date(`${gift.sendOn}T00:00:00Z`))}.`;
}
