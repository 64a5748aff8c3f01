import { and, eq, inArray, isNotNull } from "drizzle-orm";
import { monthlyRevenueCents, periodOf, planByName } from "../../domain/plans";
import { discountedCents, planPriceCents } from "../../domain/retention";
import type { Db } from "../db/client";
import { offers, subscribers } from "../db/schema";
import { type OfferRow, termsOf } from "./offers";

// Monthly recurring revenue as the operator's overview counts it (issue #26): what each paying member is billed
// per month now, after any offer that still applies. Trials, pauses and gifts pay nothing, so they count 0.

type Row = Pick<
  typeof subscribers.$inferSelect,
  "status" | "subscriptionTier" | "isAnnual" | "offerEndsAt" | "subscriptionEnd"
>;

/** One member's monthly amount in cents. */
export function monthlyCents(row: Row, offer: OfferRow | null, now = new Date()): number {
  if (row.status !== "active" && row.status !== "past_due") return 0;
  const plan = planByName(row.subscriptionTier);
  if (!plan) return 0;
  const full = planPriceCents(plan, row.isAnnual);
  const applies = offer && (!row.offerEndsAt || row.offerEndsAt.getTime() > now.getTime());
  const billed = applies ? discountedCents(full / 100, termsOf(offer)) : full;
  return row.isAnnual ? Math.round(billed / 12) : billed;
}

/** The whole MRR in cents. */
export async function monthlyRecurringCents(db: Db, now = new Date()): Promise<number> {
  const rows = await db
    .select({ subscriber: subscribers, offer: offers })
    .from(subscribers)
    .leftJoin(offers, eq(offers.code, subscribers.offerCode))
    .where(and(eq(subscribers.subscribed, true)));
  return rows.reduce((sum, { subscriber, offer }) => sum + monthlyCents(subscriber, offer, now), 0);
}

/**
 * What offers take off the full-price MRR, per plan and period: only members with an offer are read, so the
 * overview stays one grouped read of `subscribers` plus this short list.
 */
export async function offerReductions(db: Db, now = new Date()) {
  const rows = await db
    .select({ subscriber: subscribers, offer: offers })
    .from(subscribers)
    .innerJoin(offers, eq(offers.code, subscribers.offerCode))
    .where(and(isNotNull(subscribers.offerCode), inArray(subscribers.status, ["active", "past_due"])));
  return rows.flatMap(({ subscriber, offer }) => {
    const plan = planByName(subscriber.subscriptionTier);
    // The overview counts only current periods as money coming in; so does this.
    const current = !subscriber.subscriptionEnd || subscriber.subscriptionEnd.getTime() > now.getTime();
    if (!plan || !current) return [];
    const cents = monthlyRevenueCents(plan, subscriber.isAnnual) - monthlyCents(subscriber, offer, now);
    return cents > 0 ? [{ plan: plan.name, period: periodOf(subscriber.isAnnual), cents }] : [];
  });
}
