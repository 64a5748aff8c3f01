import { planKeyRefSchema, planRefSchema } from "./billing-api";
import {
  cancelReasons,
  giftMonths,
  normalizeOfferCode,
  OFFER_CODE_PATTERN,
  offerDurations,
  offerKinds,
  pauseMonths,
} from "./retention";
import { z } from "./zod";

// Payloads of the pause, cancel, offer and gift routes (issue #26), checked by the server and sent by the client.

/** POST /api/billing/pause */
export const pauseRequestSchema = z.strictObject({
  months: z.union(pauseMonths.map((months) => z.literal(months))),
});

/** POST /api/billing/cancel: the reason is optional, and never stands between her and cancelling. */
export const cancelRequestSchema = z.strictObject({
  reason: z.enum(cancelReasons).optional(),
  note: z.string().trim().max(1000).optional(),
  when: z.enum(["period_end", "now"]),
});

export const offerCodeSchema = z
  .string()
  .transform(normalizeOfferCode)
  .refine((code) => OFFER_CODE_PATTERN.test(code), "Use 3 to 32 letters, digits, dashes or underscores.");

/** POST /api/billing/checkout with an offer. */
export const checkoutWithOfferSchema = z.strictObject({
  plan: planRefSchema,
  isAnnual: z.boolean(),
  offer: offerCodeSchema.optional(),
});

/** POST /api/admin/offers */
export const createOfferSchema = z
  .strictObject({
    code: offerCodeSchema,
    kind: z.enum(offerKinds),
    value: z.number().int().positive().max(10_000),
    duration: z.enum(offerDurations),
    months: z.number().int().min(1).max(36).optional(),
    plans: z.array(planKeyRefSchema).max(3).optional(),
    maxRedemptions: z.number().int().min(1).max(1_000_000).optional(),
    expiresOn: z.iso.date().optional(),
  })
  .refine((offer) => offer.kind !== "percent" || offer.value <= 100, {
    message: "A percent offer is at most 100.",
    path: ["value"],
  })
  .refine((offer) => offer.duration !== "repeating" || offer.months !== undefined, {
    message: "A repeating offer says for how many months.",
    path: ["months"],
  });

/** POST /api/gifts: a gift for someone else, paid once. */
export const giftRequestSchema = z.strictObject({
  plan: planRefSchema,
  months: z.union(giftMonths.map((months) => z.literal(months))),
  recipientEmail: z.email().max(254),
  recipientName: z.string().trim().max(100).optional(),
  message: z.string().trim().max(1000).optional(),
  /** The day the recipient is told (YYYY-MM-DD); today when left out. */
  sendOn: z.iso.date().optional(),
});

/** POST /api/gifts/redeem */
export const redeemGiftSchema = z.strictObject({
  code: z.string().trim().min(8).max(64),
});

/** POST /api/billing/change/preview and /api/billing/local/change: the plan she would switch to. */
export interface PlanChangePreview {
  plan: string;
  isAnnual: boolean;
  /** Charged today in cents (test mode prorates nothing: a switch keeps the period, a new period is billed). */
  dueToday: number;
  nextBillOn: string | null;
  nextBillAmount: number;
  currentAmount: number;
}
