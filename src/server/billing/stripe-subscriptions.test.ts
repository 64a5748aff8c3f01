import type Stripe from "stripe";
import { describe, expect, it } from "vitest";
import { isStale } from "./reconcile-policy";
import { bestSnapshot, planOfPrice, type StripePrices, snapshotOfStripe } from "./stripe-subscriptions";

const prices = {
  FLOW_MONTHLY: "price_fm",
  FLOW_ANNUAL: "price_fa",
  JOURNEY_MONTHLY: "price_jm",
  JOURNEY_ANNUAL: "price_ja",
  COLLECTIVE_MONTHLY: "price_cm",
  COLLECTIVE_ANNUAL: "price_ca",
} as StripePrices;

const now = new Date("2026-05-01T00:00:00Z");
const inAMonth = Math.floor(now.getTime() / 1000) + 30 * 24 * 3600;

function subscription(id: string, price: string, status: string, created: number): Stripe.Subscription {
  return {
    id,
    customer: `cus_${id}`,
    status,
    created,
    cancel_at_period_end: false,
    cancel_at: null,
    trial_end: null,
    items: { data: [{ price: { id: price }, current_period_end: inAMonth }] },
  } as unknown as Stripe.Subscription;
}

describe("Stripe subscriptions in our words", () => {
  it("take the tier and period from the configured price ids", () => {
    expect(planOfPrice(prices, "price_ja")).toEqual({ plan: "journey", isAnnual: true });
    expect(planOfPrice(prices, "price_other")).toBeNull();
    expect(snapshotOfStripe(prices, subscription("sub_1", "price_cm", "active", 1))).toMatchObject({
      plan: "collective",
      isAnnual: false,
      status: "active",
      periodEnd: new Date(inAMonth * 1000),
    });
  });

  it("grant nothing for a price we do not sell", () => {
    expect(snapshotOfStripe(prices, subscription("sub_1", "price_other", "active", 1)).plan).toBeNull();
  });

  it("let a subscription that grants access speak over a newer canceled one", () => {
    const best = bestSnapshot(
      prices,
      [subscription("sub_old", "price_fm", "active", 1), subscription("sub_new", "price_jm", "canceled", 2)],
      now,
    );
    expect(best.snapshot.subscriptionId).toBe("sub_old");
    expect(best.customerId).toBe("cus_sub_old");
    expect(bestSnapshot(prices, [], now)).toEqual({
      snapshot: expect.objectContaining({ status: "none" }),
      customerId: null,
    });
  });
});

describe("when check-subscription asks Stripe", () => {
  type Row = NonNullable<Parameters<typeof isStale>[0]>;
  const row = {
    updatedAt: new Date(now.getTime() - 60_000),
    checkoutPendingSince: null,
    subscribed: false,
    subscriptionEnd: null,
    customerId: null,
  } as unknown as Row;

  it("asks for a member with no row, a pending checkout, an ended period, or an hour-old customer", () => {
    expect(isStale(undefined, false, now)).toBe(true);
    expect(isStale({ ...row, checkoutPendingSince: now }, false, now)).toBe(true);
    expect(
      isStale({ ...row, subscribed: true, subscriptionEnd: new Date(now.getTime() - 1) }, false, now),
    ).toBe(true);
    expect(
      isStale({ ...row, customerId: "cus_1", updatedAt: new Date(now.getTime() - 2 * 3600_000) }, false, now),
    ).toBe(true);
  });

  it("trusts a fresh row, and a forced refresh only after a few seconds", () => {
    expect(isStale(row, false, now)).toBe(false);
    expect(isStale({ ...row, customerId: "cus_1" }, false, now)).toBe(false);
    expect(isStale(row, true, now)).toBe(true);
    expect(isStale({ ...row, updatedAt: now }, true, now)).toBe(false);
    const abandoned = new Date(now.getTime() - 25 * 3600_000);
    expect(isStale({ ...row, checkoutPendingSince: abandoned }, false, now)).toBe(false);
  });
});
