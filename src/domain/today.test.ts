import { describe, expect, it } from "vitest";
import { todayInCalendar, utcDateKey } from "./today";

describe("today in the affirmations calendar", () => {
  it("is found in the member's local calendar", () => {
    expect(todayInCalendar(new Date(2025, 2, 9, 23, 59))).toEqual({ monthIndex: 2, day: 9 });
  });

  it("names the check-in's day by the UTC date (spec §7), which may differ from the local one", () => {
    expect(utcDateKey(new Date("2025-03-09T23:30:00-05:00"))).toBe("2025-03-10");
  });
});
