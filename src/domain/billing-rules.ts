import type { SubscriptionState } from "./subscription-status";

// What each subscription state allows (docs/architecture.md, "The subscription's states"): the one source of
// the server's refusals and of the buttons the pages offer.

export const refusals = {
  gift: "A gift is not a subscription: it ends by itself on its end date and nothing is charged. You can choose a plan when it ends.",
  pausedChange: "Your plan is paused. Resume it first, then change plan.",
  scheduledPause:
    "Your plan already ends on its date. Choose Keep my plan first if you would rather pause instead.",
} as const;

/** A redeemed gift she still has: nothing to change, pause, resume or cancel. */
export function hasLiveGift(state: Pick<SubscriptionState, "subscribed" | "status">): boolean {
  return state.subscribed && state.status === "gift";
}

export type CheckoutStep = { kind: "checkout" } | { kind: "resume" } | { kind: "refused"; message: string };

/**
 * What choosing `planName` on the pricing page does: a checkout (a new plan, or a change of a paid one), her
 * own paused plan resumed instead of charged again, or a refusal with its reason.
 */
export function checkoutStep(state: SubscriptionState, planName: string): CheckoutStep {
  if (hasLiveGift(state)) return { kind: "refused", message: refusals.gift };
  if (state.status === "paused") {
    return state.subscription_tier === planName
      ? { kind: "resume" }
      : { kind: "refused", message: refusals.pausedChange };
  }
  if (state.subscribed && state.subscription_tier === planName) {
    return { kind: "refused", message: `You already have ${planName}.` };
  }
  return { kind: "checkout" };
}

/** A paid or trial subscription she can change or cancel: not a gift, not complimentary, not paused. */
export function hasRunningSubscription(state: Pick<SubscriptionState, "subscribed" | "status">): boolean {
  return state.subscribed && ["active", "trialing", "past_due"].includes(state.status);
}
