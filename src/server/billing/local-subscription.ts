import { randomUUID } from "node:crypto";
import { type Plan, TRIAL_DAYS } from "../../domain/plans";
import { statusGrantsAccess } from "../../domain/subscription-status";
import { httpError } from "../http/errors";
import type { SubscriptionSnapshot } from "./subscription-state";

// The built-in test-mode provider's subscription rules (docs/architecture.md D6): what Stripe would do with a
// test card that always pays, so both providers end in the same rows.

function addDays(date: Date, days: number): Date {
  return new Date(date.getTime() + days * 24 * 60 * 60 * 1000);
}

/** One billing period after `date`: calendar months, the day clamped to the month's end, like Stripe. */
export function addPeriod(date: Date, isAnnual: boolean): Date {
  const months = isAnnual ? 12 : 1;
  const next = new Date(date);
  next.setUTCDate(1);
  next.setUTCMonth(next.getUTCMonth() + months);
  const lastDay = new Date(Date.UTC(next.getUTCFullYear(), next.getUTCMonth() + 1, 0)).getUTCDate();
  next.setUTCDate(Math.min(date.getUTCDate(), lastDay));
  return next;
}

/** A paid or trial subscription she holds; complimentary access is the console's, not a subscription. */
function hasLiveSubscription(current: SubscriptionSnapshot, now: Date): boolean {
  return (
    current.plan !== null &&
    current.status !== "comped" &&
    statusGrantsAccess(current.status, current.periodEnd, now)
  );
}

function requireLive(current: SubscriptionSnapshot, now: Date) {
  if (!hasLiveSubscription(current, now)) throw httpError(409, "You have no active subscription to change.");
}

/**
 * "Start subscription" on the checkout page: a switch when a plan is already live; otherwise a new
 * subscription, with the free trial only if she has never had one, else paid from today.
 */
export function startOrSwitch(plan: Plan, isAnnual: boolean) {
  return (current: SubscriptionSnapshot, now: Date): SubscriptionSnapshot => {
    if (hasLiveSubscription(current, now)) return switchPlan(plan, isAnnual)(current, now);
    const fresh = { plan: plan.key, isAnnual, cancelAtPeriodEnd: false, trialUsed: true };
    const subscriptionId = `local_sub_${randomUUID()}`;
    if (current.trialUsed) {
      return { ...fresh, status: "active", periodEnd: addPeriod(now, isAnnual), subscriptionId };
    }
    return { ...fresh, status: "trialing", periodEnd: addDays(now, TRIAL_DAYS), subscriptionId };
  };
}

/** Another plan or period; a new period starts today when the period length changes. */
export function switchPlan(plan: Plan, isAnnual: boolean) {
  return (current: SubscriptionSnapshot, now: Date): SubscriptionSnapshot => {
    requireLive(current, now);
    if (current.plan === plan.key && current.isAnnual === isAnnual) {
      throw httpError(409, `You already have ${plan.name}.`);
    }
    const newPeriod = current.status === "active" && current.isAnnual !== isAnnual;
    return {
      ...current,
      plan: plan.key,
      isAnnual,
      periodEnd: newPeriod ? addPeriod(now, isAnnual) : current.periodEnd,
    };
  };
}

export function cancelAtPeriodEnd(current: SubscriptionSnapshot, now: Date): SubscriptionSnapshot {
  requireLive(current, now);
  return { ...current, cancelAtPeriodEnd: true };
}

export function resume(current: SubscriptionSnapshot, now: Date): SubscriptionSnapshot {
  requireLive(current, now);
  return { ...current, cancelAtPeriodEnd: false };
}

export function cancelNow(current: SubscriptionSnapshot, now: Date): SubscriptionSnapshot {
  requireLive(current, now);
  return { ...current, status: "canceled", periodEnd: now, cancelAtPeriodEnd: false };
}

/** The clock: each ended period renews (the test card always pays) or, when canceled, ends. */
export function advanceClock(current: SubscriptionSnapshot, now: Date): SubscriptionSnapshot {
  if (!current.periodEnd || current.plan === null) return current;
  if (current.status !== "trialing" && current.status !== "active") return current;
  if (current.periodEnd.getTime() > now.getTime()) return current;
  if (current.cancelAtPeriodEnd) return { ...current, status: "canceled", cancelAtPeriodEnd: false };
  let periodEnd = current.periodEnd;
  while (periodEnd.getTime() <= now.getTime()) periodEnd = addPeriod(periodEnd, current.isAnnual);
  return { ...current, status: "active", periodEnd };
}

/** Ends her trial now (test mode's stand-in for a Stripe test clock): the card pays, a period starts today. */
export function endTrial(current: SubscriptionSnapshot, now: Date): SubscriptionSnapshot {
  if (current.status !== "trialing" || current.plan === null) {
    throw httpError(409, "You have no trial to end.");
  }
  if (current.cancelAtPeriodEnd)
    return { ...current, status: "canceled", periodEnd: now, cancelAtPeriodEnd: false };
  return { ...current, status: "active", periodEnd: addPeriod(now, current.isAnnual) };
}
