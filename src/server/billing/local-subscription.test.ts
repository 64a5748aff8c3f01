import { describe, expect, it } from "vitest";
import { planByKey } from "../../domain/plans";
import {
  addPeriod,
  advanceClock,
  cancelAtPeriodEnd,
  cancelNow,
  resume,
  startOrSwitch,
  switchPlan,
} from "./local-subscription";
import { noSubscription, type SubscriptionSnapshot, subscriberFields } from "./subscription-state";

const now = new Date("2026-01-31T10:00:00Z");
const flow = planByKey("flow");
const journey = planByKey("journey");

const active: SubscriptionSnapshot = {
  status: "active",
  plan: "flow",
  isAnnual: false,
  periodEnd: new Date("2026-02-15T10:00:00Z"),
  cancelAtPeriodEnd: false,
  subscriptionId: "local_sub_1",
  trialUsed: true,
};

describe("billing periods", () => {
  it("add a calendar month or year, clamping to the month's last day", () => {
    expect(addPeriod(now, false).toISOString()).toBe("2026-02-28T10:00:00.000Z");
    expect(addPeriod(new Date("2028-02-29T00:00:00Z"), true).toISOString()).toBe("2029-02-28T00:00:00.000Z");
    expect(addPeriod(new Date("2026-03-15T08:30:00Z"), false).toISOString()).toBe("2026-04-15T08:30:00.000Z");
  });
});

describe("test-mode subscriptions", () => {
  it("start with a 7-day trial that grants the plan", () => {
    const started = startOrSwitch(flow, false)(noSubscription, now);
    expect(started).toMatchObject({
      status: "trialing",
      plan: "flow",
      isAnnual: false,
      cancelAtPeriodEnd: false,
    });
    expect(started.periodEnd?.toISOString()).toBe("2026-02-07T10:00:00.000Z");
    expect(subscriberFields(started, now)).toMatchObject({
      subscribed: true,
      subscriptionTier: "Grace Flow",
    });
  });

  it("start without a trial, billed from today, when she has had her trial before", () => {
    const ended = { ...active, status: "canceled", periodEnd: now };
    const started = startOrSwitch(journey, true)(ended, now);
    expect(started).toMatchObject({ status: "active", plan: "journey", isAnnual: true, trialUsed: true });
    expect(started.periodEnd?.toISOString()).toBe("2027-01-31T10:00:00.000Z");
    expect(started.subscriptionId).not.toBe(active.subscriptionId);
  });

  it("switch instead of starting twice when a plan is live", () => {
    const switched = startOrSwitch(journey, false)(active, now);
    expect(switched).toMatchObject({ status: "active", plan: "journey", subscriptionId: "local_sub_1" });
    expect(switched.periodEnd).toEqual(active.periodEnd);
  });

  it("start a new period when an active member changes monthly to annual", () => {
    const annual = switchPlan(flow, true)(active, now);
    expect(annual.periodEnd?.toISOString()).toBe("2027-01-31T10:00:00.000Z");
  });

  it("refuse a switch to the plan and period the member already has", () => {
    expect(() => switchPlan(flow, false)(active, now)).toThrow();
  });

  it("refuse changes without a live subscription", () => {
    expect(() => cancelNow(noSubscription, now)).toThrow();
    expect(() => resume({ ...active, status: "canceled" }, now)).toThrow();
  });

  it("cancel at period end, resume, or cancel now", () => {
    const ending = cancelAtPeriodEnd(active, now);
    expect(subscriberFields(ending, now)).toMatchObject({ subscribed: true, cancelAtPeriodEnd: true });
    expect(resume(ending, now).cancelAtPeriodEnd).toBe(false);
    expect(subscriberFields(cancelNow(active, now), now)).toMatchObject({
      subscribed: false,
      subscriptionTier: null,
      subscriptionEnd: null,
      status: "canceled",
    });
  });

  it("renew every ended period, or end one canceled at period end", () => {
    const later = new Date("2026-04-20T00:00:00Z");
    expect(advanceClock(active, later)).toMatchObject({
      status: "active",
      periodEnd: new Date("2026-05-15T10:00:00Z"),
    });
    expect(advanceClock({ ...active, cancelAtPeriodEnd: true }, later).status).toBe("canceled");
    expect(advanceClock(active, now)).toBe(active);
  });
});
