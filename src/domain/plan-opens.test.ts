import { describe, expect, it } from "vitest";
import { canOpenDay, JOURNEY_DAYS } from "./day-access";
import { planAddsLine, planOpening, planOpensLine } from "./plan-opens";
import { planNames } from "./plans";

describe("what each plan opens, in words", () => {
  it("says Grace Flow opens days 1–15 and the ceremony, with the printables and tools", () => {
    expect(planOpensLine("Grace Flow")).toBe(
      "Opens days 1–15 and the Day 31 Grace Ceremony, plus all 24 printables and the 5 self-care tools.",
    );
  });

  it("says Grace Journey, the most popular plan, opens days 1–25 and the ceremony, not the whole path", () => {
    expect(planOpensLine("Grace Journey")).toBe(
      "Opens days 1–25 and the Day 31 Grace Ceremony, plus all 24 printables and the 5 self-care tools.",
    );
  });

  it("says Grace Collective opens the whole path and the certificate", () => {
    expect(planOpensLine("Grace Collective")).toBe(
      "Opens all 75 days of the path, plus the completion certificate, all 24 printables and the 5 self-care tools.",
    );
  });

  it("says what each plan adds to the one below it: Grace Collective adds days, not the bonus tools", () => {
    expect(planAddsLine("Grace Collective")).toBe(
      "Grace Collective adds days 26–30 and 32–75 of the path and the completion certificate.",
    );
    expect(planAddsLine("Grace Journey")).toBe("Grace Journey adds days 16–25 of the path.");
  });

  for (const plan of planNames) {
    it(`lists exactly the days the access rule opens for ${plan}`, () => {
      const { dayRuns, dayCount } = planOpening(plan);
      const listed = dayRuns.flatMap(([first, last]) =>
        Array.from({ length: last - first + 1 }, (_, i) => first + i),
      );
      const opened = Array.from({ length: JOURNEY_DAYS }, (_, i) => i + 1).filter((day) =>
        canOpenDay({ subscribed: true, tier: plan }, day),
      );
      expect(listed).toEqual(opened);
      expect(dayCount).toBe(opened.length);
    });
  }

  it("gives the certificate only to the plan that opens every day", () => {
    expect(planNames.map((plan) => planOpening(plan).certificate)).toEqual([false, false, true]);
  });
});
