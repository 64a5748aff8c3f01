import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { checkoutRequestSchema } from "./billing-api";
import {
  annualSaving,
  findPlan,
  formatDollars,
  hasAccess,
  planByKey,
  planByName,
  planChoice,
  planInQuery,
  planPeriodKeys,
  planPrice,
  plans,
  tierRank,
} from "./plans";

describe("tier ranks (spec §4)", () => {
  it.each([
    ["Grace Flow", 1],
    ["Grace Journey", 2],
    ["Grace Collective", 3],
  ])("rank %s %i", (tier, rank) => {
    expect(tierRank(tier)).toBe(rank);
  });

  it("are 0 for no tier and for anything unknown", () => {
    expect(tierRank(null)).toBe(0);
    expect(tierRank(undefined)).toBe(0);
    expect(tierRank("grace flow")).toBe(0);
    fc.assert(
      fc.property(fc.string(), (tier) => {
        fc.pre(!plans.some((plan) => plan.name === tier));
        expect(tierRank(tier)).toBe(0);
      }),
    );
  });
});

describe("the three plans (spec §9)", () => {
  it("are Grace Flow, Grace Journey and Grace Collective at 11/111, 22/222 and 33/333 USD", () => {
    expect(plans.map((plan) => [plan.name, plan.monthlyPrice, plan.annualPrice])).toEqual([
      ["Grace Flow", 11, 111],
      ["Grace Journey", 22, 222],
      ["Grace Collective", 33, 333],
    ]);
  });

  it("mark only Grace Journey as Most Popular", () => {
    expect(plans.filter((plan) => plan.popular).map((plan) => plan.name)).toEqual(["Grace Journey"]);
  });

  it('say "Join Now" for Collective and "Subscribe" for the others', () => {
    expect(plans.map((plan) => plan.buttonLabel)).toEqual(["Subscribe", "Subscribe", "Join Now"]);
  });

  it("list the spec's features, each tier building on the one below, and nothing a lower plan already opens", () => {
    // One line a plan, as the spec lists them, so a changed or reordered feature shows in the diff.
    const features = Object.fromEntries(plans.map((plan) => [plan.key, plan.features.join(" | ")]));
    expect(features).toEqual({
      flow: "Daily affirmations | Guided prompts | Basic meditation support",
      journey: "Everything in Flow | Interactive journal prompts | Printable worksheets | Progress tracking",
      collective:
        "Everything in Journey | All 75 days of the soul path | Completion certificate | Premium community access | Monthly integration calls",
    });
  });

  it("offer a subscriber an upgrade to a higher tier and a switch to a lower one, never a new subscription", () => {
    const choices = (tier: string | null) =>
      plans.map((plan) => planChoice(plan, { subscribed: tier !== null, tier }));
    expect(choices(null)).toEqual(["subscribe", "subscribe", "subscribe"]);
    expect(choices("Grace Flow")).toEqual(["current", "upgrade", "upgrade"]);
    expect(choices("Grace Journey")).toEqual(["switch", "current", "upgrade"]);
    expect(choices("Grace Collective")).toEqual(["switch", "switch", "current"]);
  });

  it("offer a paused member her own plan back, and a gift's member nothing else until it ends (issue #45)", () => {
    const paused = plans.map((plan) =>
      planChoice(plan, { subscribed: false, tier: "Grace Journey" }, "paused"),
    );
    expect(paused).toEqual(["after_resume", "resume", "after_resume"]);
    const gift = plans.map((plan) => planChoice(plan, { subscribed: true, tier: "Grace Journey" }, "gift"));
    expect(gift).toEqual(["after_gift", "current", "after_gift"]);
  });

  it("are read from a checkout or plan-change address, the period monthly unless named", () => {
    const read = (query: string) => planInQuery(new URLSearchParams(query));
    expect(read("plan=flow")).toEqual({ plan: "flow", period: "monthly" });
    expect(read("plan=collective&period=annual&x=1")).toEqual({ plan: "collective", period: "annual" });
    for (const bad of ["", "plan=gold", "plan=Grace%20Flow", "plan=flow&period=weekly", "period=annual"]) {
      expect(read(bad), bad).toBeNull();
    }
  });

  it("each have an emoji, a description and a distinct variant", () => {
    for (const plan of plans) {
      expect(plan.emoji.length).toBeGreaterThan(0);
      expect(plan.description.length).toBeGreaterThan(20);
    }
    expect(new Set(plans.map((plan) => plan.variant)).size).toBe(3);
  });

  it("are found by key, by name in any case, and not by anything else", () => {
    expect(planByName("Grace Journey")?.key).toBe("journey");
    expect(planByName("grace journey")).toBeUndefined();
    expect(findPlan("collective")?.name).toBe("Grace Collective");
    expect(findPlan("GRACE FLOW")?.key).toBe("flow");
    expect(findPlan("Grace Platinum")).toBeUndefined();
    expect(findPlan("")).toBeUndefined();
  });

  it("price one period monthly or annually", () => {
    expect(planPrice(planByKey("flow"), false)).toBe(11);
    expect(planPrice(planByKey("collective"), true)).toBe(333);
  });
});

describe("annual saving (spec §9: 12 × monthly − annual)", () => {
  it("is 21, 42 and 63", () => {
    expect(plans.map(annualSaving)).toEqual([21, 42, 63]);
  });
});

describe("hasAccess (spec §6)", () => {
  it("is true when subscribed at the required rank or above", () => {
    expect(hasAccess({ subscribed: true, tier: "Grace Flow" }, "Grace Flow")).toBe(true);
    expect(hasAccess({ subscribed: true, tier: "Grace Collective" }, "Grace Journey")).toBe(true);
    expect(hasAccess({ subscribed: true, tier: "Grace Journey" }, "Grace Journey")).toBe(true);
  });

  it("is false below the required rank", () => {
    expect(hasAccess({ subscribed: true, tier: "Grace Flow" }, "Grace Journey")).toBe(false);
    expect(hasAccess({ subscribed: true, tier: "Grace Journey" }, "Grace Collective")).toBe(false);
  });

  it("is false when not subscribed, whatever the tier says", () => {
    expect(hasAccess({ subscribed: false, tier: "Grace Collective" }, "Grace Flow")).toBe(false);
    expect(hasAccess({ subscribed: false, tier: null }, "Grace Flow")).toBe(false);
  });

  it("is false for a subscribed member whose tier is unknown", () => {
    expect(hasAccess({ subscribed: true, tier: "Grace Platinum" }, "Grace Flow")).toBe(false);
  });

  it("is always true for the admin", () => {
    expect(hasAccess({ subscribed: false, tier: null, isAdmin: true }, "Grace Collective")).toBe(true);
  });
});

describe("the create-checkout body", () => {
  it("takes a plan by key or name and isAnnual", () => {
    const parsed = checkoutRequestSchema.parse({ plan: "Grace Journey", isAnnual: true });
    expect(parsed.plan.key).toBe("journey");
    expect(checkoutRequestSchema.parse({ plan: "flow", isAnnual: false }).plan.name).toBe("Grace Flow");
  });

  it("refuses an unknown plan and a missing or non-boolean isAnnual", () => {
    expect(checkoutRequestSchema.safeParse({ plan: "gold", isAnnual: true }).success).toBe(false);
    expect(checkoutRequestSchema.safeParse({ plan: "flow" }).success).toBe(false);
    expect(checkoutRequestSchema.safeParse({ plan: "flow", isAnnual: "yes" }).success).toBe(false);
  });
});

describe("the settings' names for a plan and period", () => {
  it("are the six STRIPE_PRICE_/STRIPE_LINK_ suffixes the README lists", () => {
    expect(planPeriodKeys).toEqual([
      "FLOW_MONTHLY",
      "FLOW_ANNUAL",
      "JOURNEY_MONTHLY",
      "JOURNEY_ANNUAL",
      "COLLECTIVE_MONTHLY",
      "COLLECTIVE_ANNUAL",
    ]);
  });
});

describe("money as the pricing page and the console show it", () => {
  it.each([
    [1100, "$11"],
    [2950, "$29.50"],
    [1199, "$11.99"],
    [123_400, "$1,234"],
    [123_456_789, "$1,234,567.89"],
    [5, "$0.05"],
    [0, "$0"],
    [-2500, "-$25"],
  ])("%i cents is %s", (cents, shown) => {
    expect(formatDollars(cents)).toBe(shown);
  });

  it("agrees with the locale's own format for any whole number of cents", () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 10_000_000_000 }), (cents) => {
        const whole = cents % 100 === 0;
        const expected = `$${(cents / 100).toLocaleString("en-US", {
          minimumFractionDigits: whole ? 0 : 2,
          maximumFractionDigits: whole ? 0 : 2,
        })}`;
        expect(formatDollars(cents)).toBe(expected);
      }),
    );
  });
});
