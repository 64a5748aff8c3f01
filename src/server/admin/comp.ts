import { type PlanKey, planByKey } from "../../domain/plans";
import { statusGrantsAccess } from "../../domain/subscription-status";
import type { SubscriberCache } from "../billing/subscriber-cache";
import {
  type Member,
  type SubscriptionSnapshot,
  transitionSubscription,
} from "../billing/subscription-state";
import type { Db } from "../db/client";
import { httpError } from "../http/errors";

// Complimentary access (docs/architecture.md, "The console"): the admin gives a member a plan, until a date or
// for good. It is written by the one subscription writer as status `comped`, which the access rule opens
// like a paid plan; a member who pays is refused, so nobody pays for what she was given.

/** The end of `until` (inclusive, UTC), or null for no end. */
export function compEnd(until: string | null): Date | null {
  return until === null ? null : new Date(`${until}T23:59:59.999Z`);
}

export function grantComp(plan: PlanKey, until: string | null) {
  return (current: SubscriptionSnapshot, now: Date): SubscriptionSnapshot => {
    const pays =
      current.status !== "comped" &&
      statusGrantsAccess(current.status, current.periodEnd, now) &&
      current.plan;
    if (pays) {
      throw httpError(
        409,
        `She pays for ${planByKey(current.plan as PlanKey).name} (${current.status}). Complimentary access is only for members without a paid plan.`,
      );
    }
    const periodEnd = compEnd(until);
    if (periodEnd && periodEnd.getTime() <= now.getTime())
      throw httpError(400, "The end date has already passed.");
    return { ...current, status: "comped", plan, isAnnual: false, periodEnd, cancelAtPeriodEnd: false };
  };
}

export function endComp(current: SubscriptionSnapshot): SubscriptionSnapshot {
  if (current.status !== "comped") throw httpError(409, "She has no complimentary access to end.");
  return {
    ...current,
    status: "none",
    plan: null,
    isAnnual: false,
    periodEnd: null,
    cancelAtPeriodEnd: false,
  };
}

export function setComp(
  db: Db,
  cache: SubscriberCache,
  member: Pick<Member, "id" | "email">,
  plan: PlanKey,
  until: string | null,
) {
  return transitionSubscription(db, member, grantComp(plan, until), { cause: "comp", cache });
}

export function removeComp(db: Db, cache: SubscriberCache, member: Pick<Member, "id" | "email">) {
  return transitionSubscription(db, member, endComp, { cause: "comp_end", cache });
}
