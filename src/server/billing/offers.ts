import { and, eq, isNull, lt, or, sql } from "drizzle-orm";
import { type Plan, type PlanKey, planByKey, plans } from "../../domain/plans";
import {
  describeOffer,
  type OfferDuration,
  type OfferKind,
  type OfferTerms,
  offerAppliesTo,
  type PublicOffer,
  publicOffer,
} from "../../domain/retention";
import type { Db } from "../db/client";
import { offerRedemptions, offers } from "../db/schema";
import { httpError } from "../http/errors";
import { addMonths, addPeriod } from "./local-subscription";
import type { SubscriptionSnapshot, Transaction } from "./subscription-state";

// The operator's offers (docs/architecture.md, "Pause, cancel, offers and gifts"): stored here for both providers; Stripe also gets a
// coupon and promotion code (stripe-offers.ts). Test mode applies the same amounts itself.

export type OfferRow = typeof offers.$inferSelect;

export function termsOf(row: OfferRow): OfferTerms {
  return {
    code: row.code,
    kind: row.kind as OfferKind,
    value: row.value,
    duration: row.duration as OfferDuration,
    months: row.months,
    plans: row.plans as PlanKey[],
  };
}

export async function findOffer(db: Db, code: string): Promise<OfferRow | undefined> {
  const [row] = await db.select().from(offers).where(eq(offers.code, code)).limit(1);
  return row;
}

const today = (now: Date) => now.toISOString().slice(0, 10);

/** Why an offer cannot be used now, in words for the member; null when it can. */
function offerProblem(row: OfferRow | undefined, now: Date): string | null {
  if (!row) return "We do not know that offer code.";
  if (row.endedAt || (row.expiresOn && row.expiresOn < today(now))) return "This offer has ended.";
  if (row.maxRedemptions !== null && row.redemptions >= row.maxRedemptions) {
    return "This offer has been fully used.";
  }
  return null;
}

/** GET /api/offers/:code: what it gives, or null for an unknown or ended offer. */
export async function describePublicOffer(
  db: Db,
  code: string,
  now = new Date(),
): Promise<PublicOffer | null> {
  const row = await findOffer(db, code);
  if (!row || offerProblem(row, now)) return null;
  return publicOffer(termsOf(row), plans);
}

/** The offer for her checkout of `plan`, or a clear 409 why not. Each member may use an offer once. */
export async function usableOffer(
  db: Db,
  code: string,
  plan: Plan,
  userId: string,
  now = new Date(),
): Promise<OfferRow> {
  const row = await findOffer(db, code);
  const problem = offerProblem(row, now);
  if (problem || !row) throw httpError(409, problem ?? "We do not know that offer code.");
  if (!offerAppliesTo(termsOf(row), plan.key)) {
    const names = termsOf(row).plans.map((key) => planByKey(key).name);
    throw httpError(409, `This offer is for ${names.join(" or ")} only.`);
  }
  if (await hasRedeemed(db, row.code, userId)) throw httpError(409, "You have already used this offer.");
  return row;
}

async function hasRedeemed(db: Db, code: string, userId: string): Promise<boolean> {
  const [used] = await db
    .select({ code: offerRedemptions.code })
    .from(offerRedemptions)
    .where(and(eq(offerRedemptions.code, code), eq(offerRedemptions.userId, userId)))
    .limit(1);
  return used !== undefined;
}

/**
 * Claims her use of the offer inside her checkout's transaction (docs/architecture.md, "Pause, cancel, offers and gifts"): once per
 * member, and under `max_redemptions` by a conditional update of the offer's count, which PostgreSQL applies
 * one at a time however many confirm at once. Throws 409 (undoing the checkout) when either is used up.
 * `enforceLimit: false` only counts: Stripe has applied its coupon and enforces the same limit itself.
 */
export async function claimRedemption(
  tx: Db | Transaction,
  code: string,
  userId: string,
  { enforceLimit }: { enforceLimit: boolean },
) {
  const [mine] = await tx
    .insert(offerRedemptions)
    .values({ code, userId })
    .onConflictDoNothing()
    .returning({ code: offerRedemptions.code });
  if (!mine) {
    if (enforceLimit) throw httpError(409, "You have already used this offer.");
    return;
  }
  const underLimit = or(isNull(offers.maxRedemptions), lt(offers.redemptions, offers.maxRedemptions));
  const [claimed] = await tx
    .update(offers)
    .set({ redemptions: sql`${offers.redemptions} + 1` })
    .where(and(eq(offers.code, code), enforceLimit ? underLimit : undefined))
    .returning({ code: offers.code });
  if (!claimed && enforceLimit) throw httpError(409, "This offer has been fully used.");
}

/**
 * The snapshot with the offer attached: its description and when it stops lowering her price (the first paid
 * period for `once`, `months` months of paid periods for `repeating`). Free days lengthen the trial.
 */
export function withOffer(snapshot: SubscriptionSnapshot, row: OfferRow): SubscriptionSnapshot {
  const terms = termsOf(row);
  if (terms.kind === "free_days") {
    const periodEnd = snapshot.periodEnd && new Date(snapshot.periodEnd.getTime() + terms.value * 86_400_000);
    return {
      ...snapshot,
      periodEnd,
      offer: { code: row.code, description: describeOffer(terms), endsAt: periodEnd },
    };
  }
  return {
    ...snapshot,
    offer: { code: row.code, description: describeOffer(terms), endsAt: offerEnd(terms, snapshot) },
  };
}

/** When the discount stops: it starts with the first paid period (after any trial). */
export function offerEnd(terms: OfferTerms, snapshot: SubscriptionSnapshot): Date | null {
  if (terms.duration === "forever") return null;
  const paidFrom =
    snapshot.status === "trialing" && snapshot.periodEnd
      ? snapshot.periodEnd
      : (snapshotStart(snapshot) ?? new Date());
  if (terms.duration === "once") return addPeriod(paidFrom, snapshot.isAnnual);
  return addMonths(paidFrom, terms.months ?? 1);
}

/** The start of the current period, from its end. */
function snapshotStart(snapshot: SubscriptionSnapshot): Date | null {
  if (!snapshot.periodEnd) return null;
  const start = new Date(snapshot.periodEnd);
  start.setUTCMonth(start.getUTCMonth() - (snapshot.isAnnual ? 12 : 1));
  return start;
}

export interface AdminOffer extends OfferTerms {
  maxRedemptions: number | null;
  expiresOn: string | null;
  endedAt: string | null;
  description: string;
  redemptions: number;
}

/** GET /api/admin/offers: every offer, newest first, with how often each was used. */
export async function listOffers(db: Db): Promise<AdminOffer[]> {
  const rows = await db.select().from(offers).orderBy(sql`${offers.createdAt} desc`);
  return rows.map((offer) => ({
    ...termsOf(offer),
    maxRedemptions: offer.maxRedemptions,
    expiresOn: offer.expiresOn,
    endedAt: offer.endedAt?.toISOString() ?? null,
    description: describeOffer(termsOf(offer)),
    redemptions: offer.redemptions,
  }));
}
