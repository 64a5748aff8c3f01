import type { Entitlement } from "../../domain/plans";
import type { SubscriberCache } from "./subscriber-cache";
import { toSubscriptionState } from "./subscription-state";

/** What a member may open: their subscribers row read through the one access rule, plus the admin flag. */
export async function loadEntitlement(
  subscriberCache: SubscriberCache,
  userId: string,
  isAdmin: boolean,
): Promise<Entitlement> {
  const state = toSubscriptionState(await subscriberCache.find(userId));
  return { subscribed: state.subscribed, tier: state.subscription_tier, isAdmin };
}
