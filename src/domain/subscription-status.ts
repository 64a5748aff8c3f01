// The one access rule for a subscription's provider status (issue: subscriptions and payments).

export const subscriptionStatuses = [
  "none",
  "trialing",
  "active",
  "past_due",
  "canceled",
  "unpaid",
  "incomplete",
  "incomplete_expired",
  "paused",
  "gift",
  "comped",
] as const;
export type SubscriptionStatus = (typeof subscriptionStatuses)[number];

/**
 * `active` and `trialing` grant the tier; `past_due` and `gift` keep it until the period ends (a gift's
 * period is the months it gives); `comped` (complimentary access the admin gave) until its end, or for
 * good without one; everything else (canceled, unpaid, incomplete, paused, none) does not.
 * A paused member keeps everything she wrote: only the paid days close (docs/architecture.md, "Pause, cancel, offers and gifts").
 */
export function statusGrantsAccess(status: string, periodEnd: Date | null, now: Date = new Date()): boolean {
  if (status === "active" || status === "trialing") return true;
  if (status === "comped") return periodEnd === null || periodEnd.getTime() > now.getTime();
  if (status === "past_due" || status === "gift") {
    return periodEnd !== null && periodEnd.getTime() > now.getTime();
  }
  return false;
}

/** A paused subscription keeps its plan on record (shown as hers, opening nothing) until it resumes. */
export function statusKeepsPlan(status: string): boolean {
  return status === "paused";
}

/** GET /api/subscription (spec §7 check-subscription), plus the facts the billing pages need. */
export interface SubscriptionState {
  subscribed: boolean;
  subscription_tier: string | null;
  subscription_end: string | null;
  is_annual: boolean;
  status: string;
  cancel_at_period_end: boolean;
  /** She has had her one free trial: a new subscription starts without one. */
  trial_used: boolean;
  /** While paused: the day her plan comes back (ISO), else null. */
  resumes_at: string | null;
  /** While she has a gift: who gave it, by name (null when the giver left no name or has gone). */
  gift_from: string | null;
  /** An offer that lowers what she pays, while it applies. */
  offer: { code: string; description: string } | null;
}

export const unsubscribedState: SubscriptionState = {
  subscribed: false,
  subscription_tier: null,
  subscription_end: null,
  is_annual: false,
  status: "none",
  cancel_at_period_end: false,
  trial_used: false,
  resumes_at: null,
  gift_from: null,
  offer: null,
};
