import type { SubscriptionState } from "../../../domain/subscription-status";

// The billing page's query keys, each written once (docs/architecture.md, "Calling the API").

export const billingKeys = {
  /** Her payments, read again whenever her subscription changes, since a change may have billed her. */
  payments: (state: Pick<SubscriptionState, "status" | "subscription_tier" | "subscription_end">) =>
    ["payments", state.status, state.subscription_tier, state.subscription_end] as const,
  /** A Stripe checkout completed on its return to the page. */
  checkoutComplete: (sessionId: string | null) => ["checkout-complete", sessionId] as const,
  /** The gift a link names (?gift=CODE). */
  gift: (code: string) => ["gift", code] as const,
};
