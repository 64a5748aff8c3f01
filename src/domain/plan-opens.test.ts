import { describe, expect, it } from "vitest";
import { canOpenDay, JOURNEY_DAYS } from "./day-access";
import { planAddsLine, planOpening, planOpensLine } from "./plan-opens";
import { planNames } from "./plans";

describe("what each plan opens, in words", () => {
  it.each([
    [
      "Grace Flow",
      "Opens days 1–15 and the Day 31 Grace Ceremony, plus all 24 printables and the 5 self-care tools.",
    ],
    // The most popular plan opens the ceremony, not the whole path.
    [
      "Grace Journey",
      "Opens days 1–25 and the Day 31 Grace Ceremony, plus all 24 printables and the 5 self-care tools.",
    ],
    [
      "Grace Collective",
      "Opens all 75 days of the path, plus the completion certificate, all 24 printables and the 5 self-care tools.",
    ],
  ] as const)("says in one line what %s opens", (plan, line) => {
    expect(planOpensLine(plan)).toBe(line);
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
