import { describe, expect, it } from "vitest";
import { continueDay } from "./continue-day";
import type { JourneyDaySummary } from "./journey";

const day = (n: number, fields: Partial<JourneyDaySummary> = {}): JourneyDaySummary => ({
  day: n,
  title: `Day ${n}`,
  section: "core-journey",
  locked: n > 5,
  requiredTier: n > 5 ? "Grace Flow" : null,
  completed: false,
  ...fields,
});

describe("Continue with Day N", () => {
  it("is her first unfinished day she may open, skipping ones she finished", () => {
    const days = [day(1, { completed: true }), day(2), day(3, { completed: true }), day(4)];
    expect(continueDay(days)).toEqual({ day: days[1], open: true });
  });

  it("is an open day left behind before a locked one, not the locked day", () => {
    const days = [day(1, { completed: true }), day(2), day(6)];
    expect(continueDay(days)?.day.day).toBe(2);
  });

  it("names the first locked day once every open day is done", () => {
    const days = [day(1, { completed: true }), day(5, { completed: true }), day(6), day(7)];
    expect(continueDay(days)).toEqual({ day: days[2], open: false });
  });

  it("is nothing once the whole path is complete", () => {
    expect(
      continueDay([day(1, { completed: true }), day(75, { completed: true, locked: false })]),
    ).toBeNull();
  });
});
