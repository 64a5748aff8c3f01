import { z } from "zod";

// Her payments as the billing page and the receipts show them (docs/architecture.md, "Payments").

export const paymentStatuses = ["paid", "refunded", "partially_refunded", "failed"] as const;
export type PaymentStatus = (typeof paymentStatuses)[number];

export interface Payment {
  id: string;
  at: string;
  description: string;
  amountCents: number;
  refundedCents: number;
  status: PaymentStatus;
}

/** GET /api/billing/payments: newest first. */
export interface PaymentList {
  payments: Payment[];
}

/** A paid amount after `refundedCents` of it went back. */
export function statusAfterRefund(amountCents: number, refundedCents: number): PaymentStatus {
  if (refundedCents <= 0) return "paid";
  return refundedCents >= amountCents ? "refunded" : "partially_refunded";
}

export const paymentStatusLabels: Record<PaymentStatus, string> = {
  paid: "Paid",
  refunded: "Refunded",
  partially_refunded: "Partly refunded",
  failed: "Failed",
};

/** POST /api/admin/members/:id/refunds: all that is left of a payment, or `amountCents` of it. */
export const refundRequestSchema = z.strictObject({
  paymentId: z.string().min(1).max(64),
  amountCents: z.number().int().positive().max(10_000_000).optional(),
  reason: z.string().trim().min(1).max(300),
});
