import { randomUUID } from "node:crypto";
import { refusals } from "../../domain/billing-rules";
import { type Plan, type PlanKey, TRIAL_DAYS } from "../../domain/plans";
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

/** A live gift is not a subscription: it has nothing to change, pause, resume or cancel. */
export function refuseGift(current: SubscriptionSnapshot, now: Date) {
  if (current.status === "gift" && statusGrantsAccess(current.status, current.periodEnd, now)) {
    throw httpError(409, refusals.gift);
  }
}

/**
 * "Start subscription" on the checkout page: a switch when a plan is already live; otherwise a new
 * subscription, with the free trial only if she has never had one, else paid from today.
 */
export function startOrSwitch(plan: Plan, isAnnual: boolean) {
  return (current: SubscriptionSnapshot, now: Date): SubscriptionSnapshot => {
    // Her own paused plan comes back rather than being bought a second time (billing-rules.ts checkoutStep).
    if (current.status === "paused" && current.plan === plan.key) return resumeFromPause(current, now);
    if (hasLiveSubscription(current, now)) return switchPlan(plan, isAnnual)(current, now);
    if (current.status === "paused") throw httpError(409, refusals.pausedChange);
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
    refuseGift(current, now);
    if (current.status === "paused") throw httpError(409, refusals.pausedChange);
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
  refuseGift(current, now);
  requireLive(current, now);
  return { ...current, cancelAtPeriodEnd: true };
}

export function resume(current: SubscriptionSnapshot, now: Date): SubscriptionSnapshot {
  refuseGift(current, now);
  requireLive(current, now);
  return { ...current, cancelAtPeriodEnd: false };
}

export function cancelNow(current: SubscriptionSnapshot, now: Date): SubscriptionSnapshot {
  requireLive(current, now);
  return { ...current, status: "canceled", periodEnd: now, cancelAtPeriodEnd: false };
}

/** `months` calendar months after `date` (a pause's end, a gift's end). */
export function addMonths(date: Date, months: number): Date {
  let next = date;
  for (let i = 0; i < months; i += 1) next = addPeriod(next, false);
  return next;
}

/**
 * Pause for 1–3 months (issue #26): nothing is charged and her paid days close until `resumesAt`. Refused
 * during a trial (she has paid nothing yet: cancel costs nothing) and while a payment is failing.
 */
export function pauseFor(months: number) {
  return (current: SubscriptionSnapshot, now: Date): SubscriptionSnapshot => {
    if (current.status === "paused") throw httpError(409, "Your membership is already paused.");
    refuseGift(current, now);
    requireLive(current, now);
    if (current.cancelAtPeriodEnd) throw httpError(409, refusals.scheduledPause);
    if (current.status === "trialing") {
      throw httpError(
        409,
        "A pause starts after your free trial. During the trial, cancelling costs nothing.",
      );
    }
    if (current.status === "past_due") {
      throw httpError(409, "Your last payment did not go through. Please update your card before pausing.");
    }
    return { ...current, status: "paused", cancelAtPeriodEnd: false, resumesAt: addMonths(now, months) };
  };
}

/** Back from a pause (now, or on its date): billed again from today, a new period starting. */
export function resumeFromPause(current: SubscriptionSnapshot, now: Date): SubscriptionSnapshot {
  if (current.status !== "paused" || current.plan === null) {
    throw httpError(409, "Your membership is not paused.");
  }
  return { ...current, status: "active", periodEnd: addPeriod(now, current.isAnnual), resumesAt: null };
}

/**
 * A redeemed gift: her plan for `months`, no card. A member who pays keeps the gift for later; a gift on top
 * of a gift adds its months.
 */
export function redeemGift(plan: PlanKey, months: number, giftId: string, giver: string | null) {
  return (current: SubscriptionSnapshot, now: Date): SubscriptionSnapshot => {
    const live = current.plan !== null && statusGrantsAccess(current.status, current.periodEnd, now);
    if (current.status === "paused" || (live && current.status !== "gift")) {
      throw httpError(
        409,
        "You already have a plan. Your gift is kept for later: redeem it after your plan ends.",
      );
    }
    const from = live && current.periodEnd ? current.periodEnd : now;
    return {
      ...current,
      status: "gift",
      plan,
      isAnnual: false,
      periodEnd: addMonths(from, months),
      cancelAtPeriodEnd: false,
      subscriptionId: `gift_${giftId}`,
      resumesAt: null,
      offer: null,
      giftFrom: giver,
    };
  };
}

/** The clock: each ended period renews (the test card always pays) or, when canceled, ends. */
export function advanceClock(current: SubscriptionSnapshot, now: Date): SubscriptionSnapshot {
  if (current.status === "paused" && current.resumesAt && current.resumesAt.getTime() <= now.getTime()) {
    return resumeFromPause(current, now);
  }
  // A gift that has run out ends; no card was ever given, so nothing renews.
  if (current.status === "gift" && current.periodEnd && current.periodEnd.getTime() <= now.getTime()) {
    return { ...current, status: "canceled" };
  }
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

/**
 * Test mode's declined card (the stand-in for a failed renewal at Stripe): the bill fails and her plan
 * stays open as `past_due` until the period ends.
 */
export function declineCard(current: SubscriptionSnapshot): SubscriptionSnapshot {
  if (current.status !== "active" || current.plan === null) {
    throw httpError(409, "Only a plan that is being billed can have a declined card.");
  }
  return { ...current, status: "past_due" };
}

/** Test mode's card page: the new card pays the failed bill and a new period starts today. */
export function payWithNewCard(current: SubscriptionSnapshot, now: Date): SubscriptionSnapshot {
  if (current.status !== "past_due") return current;
  return { ...current, status: "active", periodEnd: addPeriod(now, current.isAnnual) };
}
