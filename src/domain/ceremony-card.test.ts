import { describe, expect, it } from "vitest";
import { ceremonyInView } from "./ceremony-card";
import { canOpenDay, JOURNEY_DAYS, requiredTierForDay } from "./day-access";
import type { JourneyDaySummary } from "./journey";
import type { Entitlement } from "./plans";

/** Her path as the journey API describes it, with days 1…`completedThrough` done. */
function path(entitlement: Entitlement, completedThrough: number): JourneyDaySummary[] {
  return Array.from({ length: JOURNEY_DAYS }, (_, i) => ({
    day: i + 1,
    title: `Day ${i + 1}`,
    section: "s",
    locked: !canOpenDay(entitlement, i + 1),
    requiredTier: requiredTierForDay(i + 1),
    completed: i + 1 <= completedThrough,
  }));
}

const collective = { subscribed: true, tier: "Grace Collective" };
const flow = { subscribed: true, tier: "Grace Flow" };
const noPlan = { subscribed: false, tier: null };

describe("when the dashboard shows the Grace Ceremony card", () => {
  it("keeps it away from a member on day 3", () => {
    expect(ceremonyInView(path(collective, 2))).toBe(false);
  });

  it("shows it in the week before day 31, on day 31 and after", () => {
    expect(ceremonyInView(path(collective, 22))).toBe(false);
    expect(ceremonyInView(path(collective, 23))).toBe(true);
    expect(ceremonyInView(path(collective, 30))).toBe(true);
    expect(ceremonyInView(path(collective, 40))).toBe(true);
  });

  it("shows it to a Grace Flow member who has finished days 1–15, the ceremony being her next open day", () => {
    expect(ceremonyInView(path(flow, 14))).toBe(false);
    expect(ceremonyInView(path(flow, 15))).toBe(true);
  });

  it("does not offer it to a member without a plan who has finished the five open days", () => {
    expect(ceremonyInView(path(noPlan, 5))).toBe(false);
  });
});
