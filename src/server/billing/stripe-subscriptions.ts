import type Stripe from "stripe";
import { type PlanKey, type PlanPeriodKey, periodOf, planKeys, planPeriodKey } from "../../domain/plans";
import { statusGrantsAccess } from "../../domain/subscription-status";
import { noSubscription, type SubscriptionSnapshot } from "./subscription-state";

// Stripe's words turned into ours: the tier comes from the configured price ids (docs/architecture.md,
// "Access and billing").

export type StripePrices = Record<PlanPeriodKey, string | undefined>;

export function priceKey(plan: PlanKey, isAnnual: boolean): PlanPeriodKey {
  return planPeriodKey(plan, periodOf(isAnnual));
}

export function planOfPrice(
  prices: StripePrices,
  priceId: string,
): { plan: PlanKey; isAnnual: boolean } | null {
  for (const plan of planKeys) {
    for (const isAnnual of [false, true]) {
      if (prices[priceKey(plan, isAnnual)] === priceId) return { plan, isAnnual };
    }
  }
  return null;
}

const seconds = (value: number | null | undefined) => (value ? new Date(value * 1000) : null);

/** One Stripe subscription as a snapshot; a price we do not sell grants no tier. */
export function snapshotOfStripe(
  prices: StripePrices,
  subscription: Stripe.Subscription,
): SubscriptionSnapshot {
  const item = subscription.items.data[0];
  const match = item ? planOfPrice(prices, item.price.id) : null;
  if (item && !match)
    console.warn(`[billing] subscription ${subscription.id} has unknown price ${item.price.id}`);
  return {
    plan: match?.plan ?? null,
    isAnnual: match?.isAnnual ?? false,
    periodEnd: seconds(item?.current_period_end ?? subscription.trial_end),
    cancelAtPeriodEnd: subscription.cancel_at_period_end || subscription.cancel_at !== null,
    subscriptionId: subscription.id,
    // A subscription that ever had a trial (trialing now, or trial_end set) used hers up.
    trialUsed: subscription.status === "trialing" || subscription.trial_end !== null,
    ...pauseOf(subscription),
    offer: offerOf(subscription, match?.isAnnual ?? false),
  };
}

/**
 * Stripe keeps a paused subscription `active` with `pause_collection` set (behavior "void": nothing is
 * charged); to us it is `paused` until `resumes_at` (docs/architecture.md, "Pause, cancel, offers and gifts").
 */
function pauseOf(subscription: Stripe.Subscription): Pick<SubscriptionSnapshot, "status" | "resumesAt"> {
  const pause = subscription.pause_collection;
  if (!pause || subscription.status === "canceled") return { status: subscription.status, resumesAt: null };
  return { status: "paused", resumesAt: seconds(pause.resumes_at) };
}

/**
 * The offer a checkout applied, from the metadata we put on the subscription with the promotion code; it
 * lowers the first paid period (once) or `offer_months` months of them (repeating), as in test mode.
 */
function offerOf(subscription: Stripe.Subscription, isAnnual: boolean): SubscriptionSnapshot["offer"] {
  const {
    offer_code: code,
    offer_description: description,
    offer_duration: duration,
  } = subscription.metadata ?? {};
  if (!code) return null;
  if (duration === "forever") return { code, description: description ?? "", endsAt: null };
  const paidFrom =
    seconds(subscription.trial_end) ?? seconds(subscription.start_date ?? subscription.created) ?? new Date();
  const months = duration === "once" ? (isAnnual ? 12 : 1) : Number(subscription.metadata.offer_months || 1);
  const endsAt = new Date(paidFrom);
  endsAt.setUTCMonth(endsAt.getUTCMonth() + months);
  return { code, description: description ?? "", endsAt };
}

/** The subscription that speaks for the member: one that grants access, else the newest. */
export function bestSnapshot(
  prices: StripePrices,
  subscriptions: Stripe.Subscription[],
  now = new Date(),
): { snapshot: SubscriptionSnapshot; customerId: string | null } {
  const ranked = subscriptions
    .map((subscription) => ({ subscription, snapshot: snapshotOfStripe(prices, subscription) }))
    .map((entry) => ({
      ...entry,
      grants:
        entry.snapshot.plan !== null &&
        statusGrantsAccess(entry.snapshot.status, entry.snapshot.periodEnd, now),
    }))
    .sort((a, b) => Number(b.grants) - Number(a.grants) || b.subscription.created - a.subscription.created);
  const best = ranked[0];
  if (!best) return { snapshot: noSubscription, customerId: null };
  return { snapshot: best.snapshot, customerId: customerIdOf(best.subscription.customer) };
}

/** The customer id of a Stripe object's `customer` field, expanded or not. */
export function customerIdOf(customer: string | { id: string } | null | undefined): string | null {
  if (!customer) return null;
  return typeof customer === "string" ? customer : customer.id;
}
