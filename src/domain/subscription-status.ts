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
] as const;
export type SubscriptionStatus = (typeof subscriptionStatuses)[number];

/**
 * `active` and `trialing` grant the tier; `past_due` keeps it until the current period ends;
 * everything else (canceled, unpaid, incomplete, paused, none) does not.
 */
export function statusGrantsAccess(status: string, periodEnd: Date | null, now: Date = new Date()): boolean {
  if (status === "active" || status === "trialing") return true;
  if (status === "past_due") return periodEnd !== null && periodEnd.getTime() > now.getTime();
  return false;
}
