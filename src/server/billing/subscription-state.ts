import { eq, sql } from "drizzle-orm";
import type { SubscriptionState } from "../../domain/billing-api";
import { type PlanKey, periodOf, planByKey, planByName } from "../../domain/plans";
import { statusGrantsAccess, statusKeepsPlan } from "../../domain/subscription-status";
import { queueStaffNotice } from "../admin/staff-notices";
import type { Db } from "../db/client";
import { billingEvents, subscribers, subscriptionHistory } from "../db/schema";
import { queueLifecycleMails } from "./lifecycle-jobs";
import { type PreviousSubscription, queueRetentionJobs } from "./retention-jobs";
import type { SubscriberCache, SubscriberRow } from "./subscriber-cache";

// The one place that writes a member's `subscribers` row (docs/architecture.md, "Access and billing"). Both payment providers
// describe what they know as a snapshot; the access rule turns it into `subscribed`.

export interface Member {
  id: string;
  email: string;
  name: string;
}

/** A subscription as a provider sees it, in provider-neutral words. */
export interface SubscriptionSnapshot {
  status: string;
  plan: PlanKey | null;
  isAnnual: boolean;
  periodEnd: Date | null;
  cancelAtPeriodEnd: boolean;
  subscriptionId: string | null;
  /**
   * She has had her one free trial: this subscription began with one (or, read back from her row, an
   * earlier one did). Recorded once and never cleared.
   */
  trialUsed: boolean;
  /** While paused: when it comes back (issue #26). Left out, nothing is known about a pause. */
  resumesAt?: Date | null;
  /** The offer lowering her price and when it stops (null end: for as long as she stays); left out, unchanged. */
  offer?: { code: string; description: string; endsAt: Date | null } | null;
  /** A gift's giver by name; left out, unchanged. Dropped in any other status. */
  giftFrom?: string | null;
}

export const noSubscription: SubscriptionSnapshot = {
  status: "none",
  plan: null,
  isAnnual: false,
  periodEnd: null,
  cancelAtPeriodEnd: false,
  subscriptionId: null,
  trialUsed: false,
};

/** The stored columns for `snapshot`: tier, end and billing period only while it grants access. */
export function subscriberFields(snapshot: SubscriptionSnapshot, now: Date) {
  const subscribed = snapshot.plan !== null && statusGrantsAccess(snapshot.status, snapshot.periodEnd, now);
  // A paused plan stays on record, opening nothing, so it can come back as it was.
  const kept = subscribed || statusKeepsPlan(snapshot.status);
  return {
    subscribed,
    subscriptionTier: kept && snapshot.plan ? planByKey(snapshot.plan).name : null,
    subscriptionEnd: kept ? snapshot.periodEnd : null,
    isAnnual: kept && snapshot.isAnnual,
    status: snapshot.status,
    cancelAtPeriodEnd: subscribed && snapshot.cancelAtPeriodEnd,
    subscriptionId: snapshot.subscriptionId,
    resumesAt: statusKeepsPlan(snapshot.status) ? (snapshot.resumesAt ?? null) : null,
    giftFrom: snapshot.status === "gift" ? snapshot.giftFrom : null,
    ...offerFields(snapshot),
  };
}

/** The offer columns when the snapshot speaks of an offer; an ended subscription drops it. */
function offerFields(snapshot: SubscriptionSnapshot) {
  if (snapshot.status === "canceled" || snapshot.offer === null) {
    return { offerCode: null, offerDescription: null, offerEndsAt: null };
  }
  if (snapshot.offer === undefined) return {};
  const { code, description, endsAt } = snapshot.offer;
  return { offerCode: code, offerDescription: description, offerEndsAt: endsAt };
}

/** The row read back as a snapshot (what the local provider's transitions start from). */
export function snapshotOf(row: SubscriberRow | undefined): SubscriptionSnapshot {
  if (!row) return noSubscription;
  return {
    status: row.status,
    plan: planByName(row.subscriptionTier)?.key ?? null,
    isAnnual: row.isAnnual,
    periodEnd: row.subscriptionEnd,
    cancelAtPeriodEnd: row.cancelAtPeriodEnd,
    subscriptionId: row.subscriptionId,
    trialUsed: row.trialUsedAt !== null,
    resumesAt: row.resumesAt,
    giftFrom: row.giftFrom,
    offer: row.offerCode
      ? { code: row.offerCode, description: row.offerDescription ?? "", endsAt: row.offerEndsAt }
      : null,
  };
}

/** The offer she has while it still lowers her price. */
function offerOf(row: SubscriberRow, now: Date): SubscriptionState["offer"] {
  if (!row.offerCode || (row.offerEndsAt && row.offerEndsAt.getTime() <= now.getTime())) return null;
  return { code: row.offerCode, description: row.offerDescription ?? "" };
}

/**
 * Why her subscription changed, recorded with each change (docs/architecture.md, "The console"). A
 * free-ish word: new flows add their own (pause, gift, offer, …) without a migration.
 */
export type ChangeCause =
  | "checkout"
  | "renewal"
  | "plan_change"
  | "cancel"
  | "resume"
  | "webhook"
  | "reconcile"
  | "comp"
  | "comp_end"
  | "end_trial"
  | "account_deleted"
  | (string & {});

export type Transaction = Parameters<Parameters<Db["transaction"]>[0]>[0];

/**
 * Written in the same transaction as her subscription's change, after it: a claim that throws (an offer used
 * up) undoes the change too. `change` is null when her row says what it said before.
 */
export type AlsoWrite = (
  tx: Transaction,
  written: SubscriberRow,
  change: HistoryChange | null,
) => Promise<void>;

/** True when writing `after` changes what her stored row says (a reconcile that finds nothing new records nothing). */
function changed(row: SubscriberRow | undefined, after: SubscriptionSnapshot, now: Date): boolean {
  const next = subscriberFields(after, now);
  return (
    (row?.status ?? "none") !== next.status ||
    (row?.subscriptionTier ?? null) !== next.subscriptionTier ||
    (row?.isAnnual ?? false) !== next.isAnnual ||
    (row?.cancelAtPeriodEnd ?? false) !== next.cancelAtPeriodEnd ||
    (row?.subscriptionEnd?.getTime() ?? null) !== (next.subscriptionEnd?.getTime() ?? null)
  );
}

export interface HistoryChange {
  fromStatus: string;
  toStatus: string;
  plan: string | null;
  cause: string;
}

/** Adds the change from `before` to `after` to her history, inside the writer's transaction. */
async function recordChange(
  tx: Transaction,
  userId: string,
  row: SubscriberRow | undefined,
  after: SubscriptionSnapshot,
  cause: ChangeCause,
  now: Date,
): Promise<HistoryChange | null> {
  if (!changed(row, after, now)) return null;
  const before = snapshotOf(row);
  const plan = after.plan ? planByKey(after.plan).name : null;
  await tx.insert(subscriptionHistory).values({
    userId,
    at: now,
    fromStatus: before.status,
    toStatus: after.status,
    plan,
    period: plan ? periodOf(after.isAnnual) : null,
    periodEnd: after.periodEnd,
    cause,
  });
  return { fromStatus: before.status, toStatus: after.status, plan, cause };
}

/** Her trial's start, written the first time a snapshot shows one and kept after that. */
function trialMark(snapshot: SubscriptionSnapshot, now: Date) {
  if (!snapshot.trialUsed && snapshot.status !== "trialing") return {};
  return { trialUsedAt: sql`coalesce(${subscribers.trialUsedAt}, ${now.toISOString()}::timestamptz)` };
}

/** spec §7 check-subscription, read through the access rule again so a lapsed past_due stops today. */
export function toSubscriptionState(row: SubscriberRow | undefined, now = new Date()): SubscriptionState {
  if (!row?.subscribed || !statusGrantsAccess(row.status, row.subscriptionEnd, now)) {
    return {
      subscribed: false,
      subscription_tier: null,
      subscription_end: null,
      is_annual: false,
      status: row?.status ?? "none",
      cancel_at_period_end: false,
      trial_used: Boolean(row?.trialUsedAt),
      // A paused member still sees which plan is hers and when it comes back.
      ...(row && statusKeepsPlan(row.status)
        ? { subscription_tier: row.subscriptionTier, resumes_at: row.resumesAt?.toISOString() ?? null }
        : { resumes_at: null }),
      offer: null,
      gift_from: null,
    };
  }
  return {
    subscribed: true,
    subscription_tier: row.subscriptionTier,
    subscription_end: row.subscriptionEnd?.toISOString() ?? null,
    is_annual: row.isAnnual,
    status: row.status,
    cancel_at_period_end: row.cancelAtPeriodEnd,
    trial_used: Boolean(row.trialUsedAt),
    resumes_at: null,
    offer: offerOf(row, now),
    gift_from: row.status === "gift" ? row.giftFrom : null,
  };
}

/** Runs a write to the member's row, then drops every server's cached copy (also when the write fails). */
async function writing<T>(cache: SubscriberCache, userId: string, write: () => Promise<T>): Promise<T> {
  try {
    return await write();
  } finally {
    await cache.forget(userId);
  }
}

export async function findSubscriberByCustomer(db: Db, customerId: string) {
  const [row] = await db.select().from(subscribers).where(eq(subscribers.customerId, customerId)).limit(1);
  return row;
}

interface ApplyOptions {
  /** The provider's customer for this member, remembered for the portal and reconciliation. */
  customerId?: string;
  /** A webhook event id: recorded in the same transaction, and a second delivery changes nothing. */
  event?: { id: string; type: string };
  now?: Date;
  /** Why, for her history: "webhook" with an event, else "reconcile" unless told. */
  cause?: ChangeCause;
  alsoWrite?: AlsoWrite;
}

/**
 * Writes `snapshot` as the member's subscription. Returns "duplicate" (and writes nothing) when
 * `options.event` was already processed.
 */
export async function applySnapshot(
  db: Db,
  cache: SubscriberCache,
  member: Pick<Member, "id" | "email">,
  snapshot: SubscriptionSnapshot,
  options: ApplyOptions = {},
): Promise<"applied" | "duplicate"> {
  const now = options.now ?? new Date();
  const result = await writing(cache, member.id, () =>
    db.transaction(async (tx) => {
      if (options.event) {
        const recorded = await tx
          .insert(billingEvents)
          .values({ id: options.event.id, type: options.event.type })
          .onConflictDoNothing()
          .returning({ id: billingEvents.id });
        if (recorded.length === 0) return { outcome: "duplicate" as const };
      }
      const [previous] = await tx
        .select()
        .from(subscribers)
        .where(eq(subscribers.userId, member.id))
        .for("update");
      // Complimentary access is the console's, not the provider's: a provider with nothing live for her
      // leaves it alone (docs/architecture.md, "The console").
      if (previous?.status === "comped" && !statusGrantsAccess(snapshot.status, snapshot.periodEnd, now)) {
        return { outcome: "applied" as const, previousStatus: previous.status, change: null };
      }
      const fields = {
        ...subscriberFields(snapshot, now),
        ...(options.customerId ? { customerId: options.customerId } : {}),
        // A subscription ends the pending checkout; a bare "none" leaves it for the next check.
        ...(snapshot.subscriptionId ? { checkoutPendingSince: null } : {}),
        updatedAt: now,
      };
      const startsTrial = snapshot.trialUsed || snapshot.status === "trialing";
      const [written] = await tx
        .insert(subscribers)
        .values({
          userId: member.id,
          email: member.email,
          ...fields,
          ...(startsTrial ? { trialUsedAt: now } : {}),
        })
        .onConflictDoUpdate({
          target: subscribers.userId,
          set: { email: member.email, ...fields, ...trialMark(snapshot, now) },
        })
        .returning();
      const cause = options.cause ?? (options.event ? "webhook" : "reconcile");
      const change = await recordChange(tx, member.id, previous, snapshot, cause, now);
      await options.alsoWrite?.(tx, written as SubscriberRow, change);
      return { outcome: "applied" as const, previous, change };
    }),
  );
  if (result.outcome === "applied") {
    await queueLifecycleMails(db, member.id, snapshot, result.previous?.status, now);
    await queueRetentionJobs(db, member.id, snapshot, result.previous, now);
    if (result.change) await queueStaffNotice(db, member.id, result.change, now);
  }
  return result.outcome;
}

/**
 * Runs `next` on the member's current snapshot with the row locked, and writes what it returns:
 * two clicks at once cannot both start a subscription from the same old state.
 */
export async function transitionSubscription(
  db: Db,
  member: Pick<Member, "id" | "email">,
  next: (current: SubscriptionSnapshot, now: Date) => SubscriptionSnapshot,
  options: {
    customerId?: string;
    now?: Date;
    cause: ChangeCause;
    /** The server's cache of subscriber rows, told to drop her copy once written. */
    cache: SubscriberCache;
    alsoWrite?: AlsoWrite;
  },
): Promise<SubscriberRow> {
  const now = options.now ?? new Date();
  let previous: PreviousSubscription | undefined;
  let change: HistoryChange | null = null;
  let snapshot: SubscriptionSnapshot = noSubscription;
  const written = await writing(options.cache, member.id, () =>
    db.transaction(async (tx) => {
      await tx.insert(subscribers).values({ userId: member.id, email: member.email }).onConflictDoNothing();
      const [row] = await tx
        .select()
        .from(subscribers)
        .where(eq(subscribers.userId, member.id))
        .for("update");
      previous = row && {
        status: row.status,
        subscriptionTier: row.subscriptionTier,
        isAnnual: row.isAnnual,
        cancelAtPeriodEnd: row.cancelAtPeriodEnd,
      };
      snapshot = next(snapshotOf(row), now);
      change = await recordChange(tx, member.id, row, snapshot, options.cause, now);
      const [written] = await tx
        .update(subscribers)
        .set({
          ...subscriberFields(snapshot, now),
          ...(options.customerId ? { customerId: options.customerId } : {}),
          ...(snapshot.subscriptionId ? { checkoutPendingSince: null } : {}),
          ...trialMark(snapshot, now),
          email: member.email,
          updatedAt: now,
        })
        .where(eq(subscribers.userId, member.id))
        .returning();
      await options.alsoWrite?.(tx, written as SubscriberRow, change);
      return written as SubscriberRow;
    }),
  );
  await queueLifecycleMails(db, member.id, snapshot, previous?.status, now);
  await queueRetentionJobs(db, member.id, snapshot, previous, now);
  if (change) await queueStaffNotice(db, member.id, change, now);
  return written;
}

/** Remembers the member's provider customer (created once, reused) without touching the subscription. */
export async function rememberCustomer(
  db: Db,
  cache: SubscriberCache,
  member: Pick<Member, "id" | "email">,
  customerId: string,
) {
  await writing(cache, member.id, () =>
    db
      .insert(subscribers)
      .values({ userId: member.id, email: member.email, customerId })
      .onConflictDoUpdate({ target: subscribers.userId, set: { customerId } }),
  );
}

/** A checkout has started: check-subscription asks the provider until it ends in a subscription. */
export async function markCheckoutPending(
  db: Db,
  cache: SubscriberCache,
  member: Pick<Member, "id" | "email">,
  now = new Date(),
) {
  await writing(cache, member.id, () =>
    db
      .insert(subscribers)
      .values({ userId: member.id, email: member.email, checkoutPendingSince: now })
      .onConflictDoUpdate({ target: subscribers.userId, set: { checkoutPendingSince: now } }),
  );
}
