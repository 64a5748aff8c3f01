import { describe, expect, it } from "vitest";
import { months } from "../../../content/months/index";
import { firstAffirmations, shortDateLabel } from "./affirmation-days";

describe("affirmation cards", () => {
  it("label a calendar card with the month and a two-digit day (spec §2)", () => {
    expect(shortDateLabel({ label: "January" }, 1)).toBe("Jan 01");
    expect(shortDateLabel({ label: "September" }, 30)).toBe("Sep 30");
  });

  it("the 90-day list is the first 90 of the calendar, in order: January, February, then March 1–30", () => {
    const ninety = firstAffirmations(months, 90);
    expect(ninety).toHaveLength(90);
    expect(ninety.map((entry) => entry.number)).toEqual(Array.from({ length: 90 }, (_, i) => i + 1));
    expect(ninety[0]).toMatchObject({ month: { id: "january" }, affirmation: { day: 1 } });
    expect(ninety[31]).toMatchObject({ month: { id: "february" }, affirmation: { day: 1 } });
    expect(ninety[59]).toMatchObject({ month: { id: "february" }, affirmation: { day: 29 } });
    expect(ninety[89]).toMatchObject({ month: { id: "march" }, affirmation: { day: 30 } });
  });
});
