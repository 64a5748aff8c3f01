import { type Plan, type PlanKey, planByKey, planPrice } from "./plans";

// Keeping members (issue #26): pause lengths, the reasons a member may give for leaving, what an offer
// gives and what a gift holds. One implementation for the server, the billing page and the pricing page.

/** A pause is 1, 2 or 3 months. */
export const pauseMonths = [1, 2, 3] as const;
export type PauseMonths = (typeof pauseMonths)[number];

/**
 * Why she leaves: Stripe's own `cancellation_details.feedback` values, so the same word reaches Stripe and our
 * overview, each worded the way we would say it to her.
 */
export const cancelReasons = [
  "too_expensive",
  "unused",
  "missing_features",
  "too_complex",
  "low_quality",
  "switched_service",
  "customer_service",
  "other",
] as const;
export type CancelReason = (typeof cancelReasons)[number];

export const cancelReasonLabels: Record<CancelReason, string> = {
  too_expensive: "Money is tight right now",
  unused: "I have not had the time to use it",
  missing_features: "Something I need is missing",
  too_complex: "It felt like too much",
  low_quality: "It did not feel right for me",
  switched_service: "I found another way to journal",
  customer_service: "I did not get the help I needed",
  other: "Something else",
};

/** The one alternative that fits her reason (or none): never more than one, never in the way of cancelling. */
export type CancelAlternative = "pause" | "lower_plan" | "offer" | "keep_words";

export function alternativeFor(
  reason: CancelReason | null,
  options: { hasLowerPlan: boolean; retentionOffer: boolean; canPause: boolean },
): CancelAlternative | null {
  if (reason === "unused" || reason === "too_complex") return options.canPause ? "pause" : "keep_words";
  if (reason === "too_expensive") {
    if (options.hasLowerPlan) return "lower_plan";
    return options.retentionOffer ? "offer" : options.canPause ? "pause" : null;
  }
  if (reason === "switched_service" || reason === "low_quality") return "keep_words";
  return null;
}

// Offers (docs/architecture.md, "Pause, cancel, offers and gifts"): a code that lowers the price of one or more plans.
export const offerKinds = ["percent", "amount", "free_days"] as const;
export type OfferKind = (typeof offerKinds)[number];
export const offerDurations = ["once", "repeating", "forever"] as const;
export type OfferDuration = (typeof offerDurations)[number];
/** How the console names each kind. */
export const offerKindLabels: Record<OfferKind, string> = {
  percent: "Percent off",
  amount: "Dollars off",
  free_days: "Free days",
};
/** How the console names each duration: which bills the offer lowers. */
export const offerDurationLabels: Record<OfferDuration, string> = {
  once: "The first bill",
  repeating: "Some months",
  forever: "As long as they stay",
};

export interface OfferTerms {
  code: string;
  kind: OfferKind;
  /** Percent off (1–100), dollars off (amount), or extra free days. */
  value: number;
  duration: OfferDuration;
  /** For `repeating`: how many monthly bills it lowers. */
  months: number | null;
  /** The plans it applies to; empty means every plan. */
  plans: PlanKey[];
}

/** GET /api/offers/:code: what an offer gives, in words and per plan and period in cents. */
export interface PublicOffer {
  code: string;
  description: string;
  kind: OfferKind;
  value: number;
  plans: PlanKey[];
  prices: Record<PlanKey, { monthly: number; annual: number } | null>;
}

export function offerAppliesTo(offer: Pick<OfferTerms, "plans">, plan: PlanKey): boolean {
  return offer.plans.length === 0 || offer.plans.includes(plan);
}

/** The price of one period in cents after the offer (free days change no price). */
export function discountedCents(price: number, offer: Pick<OfferTerms, "kind" | "value">): number {
  const cents = Math.round(price * 100);
  if (offer.kind === "percent") return Math.round((cents * (100 - offer.value)) / 100);
  if (offer.kind === "amount") return Math.max(0, cents - Math.round(offer.value * 100));
  return cents;
}

export function planPriceCents(plan: Plan, isAnnual: boolean): number {
  return Math.round(planPrice(plan, isAnnual) * 100);
}

const durationWords = (offer: OfferTerms) => {
  if (offer.duration === "forever") return "for as long as you stay";
  if (offer.duration === "once") return "on your first bill";
  const months = offer.months ?? 1;
  return `for ${months} month${months === 1 ? "" : "s"}`;
};

/** One plain sentence: "20% off Grace Flow on your first bill." */
export function describeOffer(offer: OfferTerms): string {
  const names = offer.plans.map((key) => planByKey(key).name);
  const which = names.length === 0 ? "any plan" : names.join(" or ");
  if (offer.kind === "free_days") return `${offer.value} extra free days on ${which}.`;
  const off = offer.kind === "percent" ? `${offer.value}% off` : `$${offer.value} off`;
  return `${off} ${which} ${durationWords(offer)}.`;
}

export function publicOffer(offer: OfferTerms, plans: readonly Plan[]): PublicOffer {
  const prices = Object.fromEntries(
    plans.map((plan) => [
      plan.key,
      offerAppliesTo(offer, plan.key)
        ? {
            monthly: discountedCents(plan.monthlyPrice, offer),
            annual: discountedCents(plan.annualPrice, offer),
          }
        : null,
    ]),
  ) as PublicOffer["prices"];
  return {
    code: offer.code,
    description: describeOffer(offer),
    kind: offer.kind,
    value: offer.value,
    plans: offer.plans,
    prices,
  };
}

/** An offer code as typed: letters, digits, dash and underscore, kept in capitals. */
export const OFFER_CODE_PATTERN = /^[A-Z0-9_-]{3,32}$/;
export const normalizeOfferCode = (code: string) => code.trim().toUpperCase();

// Gifts: 3, 6 or 12 months of a plan, paid once.
export const giftMonths = [3, 6, 12] as const;
export type GiftMonths = (typeof giftMonths)[number];

/** A gift costs the plan's monthly price for each month it gives. */
export function giftPriceCents(plan: Plan, months: number): number {
  return Math.round(plan.monthlyPrice * 100) * months;
}

export const dollars = (cents: number) => `$${(cents / 100).toFixed(cents % 100 === 0 ? 0 : 2)}`;

/** What a plan change costs (issue #28): charged today and at the next bill, in cents, and when. */
export interface PlanChangeCost {
  dueToday: number;
  nextBillOn: Date | null;
  nextBillAmount: number;
  currentAmount: number;
}

/**
 * The same rule as the switch itself (billing/local-subscription.ts switchPlan): during a trial nothing is
 * charged until it ends; an active plan that changes period length starts a new period today and is billed
 * for it; otherwise the period is kept and the new price is billed at its end.
 */
export function planChangeCost(
  current: { plan: Plan; isAnnual: boolean; status: string; periodEnd: Date | null },
  next: { plan: Plan; isAnnual: boolean },
  now: Date,
): PlanChangeCost {
  const nextAmount = planPriceCents(next.plan, next.isAnnual);
  const currentAmount = planPriceCents(current.plan, current.isAnnual);
  const newPeriod = current.status === "active" && current.isAnnual !== next.isAnnual;
  if (!newPeriod) {
    return { dueToday: 0, nextBillOn: current.periodEnd, nextBillAmount: nextAmount, currentAmount };
  }
  const nextBillOn = new Date(now);
  nextBillOn.setUTCMonth(nextBillOn.getUTCMonth() + (next.isAnnual ? 12 : 1));
  return { dueToday: nextAmount, nextBillOn, nextBillAmount: nextAmount, currentAmount };
}
