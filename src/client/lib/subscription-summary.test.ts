import { describe, expect, it } from "vitest";
import type { SubscriptionState } from "../../domain/subscription-status";
import { formatLongDate } from "./format-date";
import { offerLine, subscriptionSummary } from "./subscription-summary";

const end = "2026-05-12T10:00:00.000Z";
const date = formatLongDate(end);
const live = (fields: Partial<SubscriptionState>): SubscriptionState => ({
  subscribed: true,
  subscription_tier: "Grace Flow",
  subscription_end: end,
  is_annual: false,
  status: "active",
  cancel_at_period_end: false,
  trial_used: true,
  resumes_at: null,
  offer: null,
  gift_from: null,
  ...fields,
});

describe("the one line that says where a subscription stands", () => {
  it("a renewing plan: Next billing (monthly) or Renews (annual), spec §2", () => {
    expect(subscriptionSummary(live({}))).toMatchObject({ term: "Next billing", value: date });
    expect(subscriptionSummary(live({ is_annual: true }))).toMatchObject({ term: "Renews", value: date });
  });

  it("a trial says when it ends and how billing goes on, never that it renews", () => {
    const summary = subscriptionSummary(live({ status: "trialing", is_annual: true }));
    expect(summary).toEqual({
      billing: "Annual",
      term: "Free trial until",
      value: date,
      sentence: `Free trial until ${date}, then billed annually.`,
    });
  });

  it("canceled at period end, in a trial or not, says only when access ends", () => {
    for (const status of ["trialing", "active"]) {
      expect(subscriptionSummary(live({ status, cancel_at_period_end: true }))).toEqual({
        billing: "Monthly",
        term: "Access ends",
        value: date,
        sentence: `Ends on ${date}. Nothing more will be charged.`,
      });
    }
  });

  it("past due says the payment failed and until when she keeps access", () => {
    expect(subscriptionSummary(live({ status: "past_due" }))).toMatchObject({
      term: "Payment failed",
      value: `Access until ${date}`,
    });
  });

  it("a gift says whose it is and until when, never a next bill (issue #45)", () => {
    const gift = subscriptionSummary(
      live({ status: "gift", subscription_tier: "Grace Journey", gift_from: "Gale Giver" }),
    );
    expect(gift).toEqual({
      billing: "A gift from Gale Giver",
      term: "Gift until",
      value: date,
      sentence: `Gift: Grace Journey until ${date}, from Gale Giver. Nothing will be charged; it ends by itself.`,
    });
    expect(JSON.stringify(gift)).not.toMatch(/next billing|renews|monthly/i);
  });

  it("complimentary access is never billed", () => {
    expect(subscriptionSummary(live({ status: "comped", subscription_end: null }))).toMatchObject({
      billing: "Complimentary",
      value: "No end date",
    });
  });

  it("an unknown end date reads Unknown (spec §2)", () => {
    expect(subscriptionSummary(live({ subscription_end: null })).value).toBe("Unknown");
  });

  it("an offer during a trial says when the first bill it lowers comes (issue #45)", () => {
    const offer = { code: "WELCOME20", description: "20% off Grace Flow on your first bill." };
    expect(offerLine(live({ status: "trialing", offer }))).toBe(
      `Offer WELCOME20: 20% off Grace Flow on your first bill. Your first bill is on ${date}, when the free trial ends.`,
    );
    expect(offerLine(live({ offer }))).toBe("Offer WELCOME20: 20% off Grace Flow on your first bill.");
    expect(offerLine(live({}))).toBeNull();
  });
});
