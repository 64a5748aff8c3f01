import type { Entitlement } from "../../domain/plans";
import type { Db } from "../db/client";
import { findSubscriber, toSubscriptionState } from "./subscription-state";

/** What a member may open: their subscribers row read through the one access rule, plus the admin flag. */
export async function loadEntitlement(db: Db, userId: string, isAdmin: boolean): Promise<Entitlement> {
  const state = toSubscriptionState(await findSubscriber(db, userId));
  return { subscribed: state.subscribed, tier: state.subscription_tier, isAdmin };
}
