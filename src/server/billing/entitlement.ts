import type { Entitlement } from "../../domain/plans";
import type { SubscriberCache, SubscriberRow } from "./subscriber-cache";
import { toSubscriptionState } from "./subscription-state";

/** What a member may open: their subscribers row read through the one access rule, plus the admin flag. */
export function entitlementOf(row: SubscriberRow | undefined, isAdmin: boolean): Entitlement {
  const state = toSubscriptionState(row);
  return { subscribed: state.subscribed, tier: state.subscription_tier, isAdmin };
}

/** `entitlementOf` her row, read through the subscriber cache. */
export async function loadEntitlement(
  subscriberCache: SubscriberCache,
  userId: string,
  isAdmin: boolean,
): Promise<Entitlement> {
  return entitlementOf(await subscriberCache.find(userId), isAdmin);
}
