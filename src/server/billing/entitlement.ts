import { eq } from "drizzle-orm";
import type { Entitlement } from "../../domain/plans";
import type { Db } from "../db/client";
import { subscribers } from "../db/schema";
import { toSubscriptionState } from "./subscription-state";

/** What a member may open: their subscribers row read through the one access rule, plus the admin flag. */
export async function loadEntitlement(db: Db, userId: string, isAdmin: boolean): Promise<Entitlement> {
  const [row] = await db.select().from(subscribers).where(eq(subscribers.userId, userId)).limit(1);
  const state = toSubscriptionState(row);
  return { subscribed: state.subscribed, tier: state.subscription_tier, isAdmin };
}
