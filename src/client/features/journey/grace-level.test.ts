import { describe, expect, it } from "vitest";
import { graceLevel } from "./grace-level";

describe("the grace level of the progress card", () => {
  it("grows at the first day, ten days, the end of the Core Journey, fifty days and the whole path", () => {
    const at = (days: number) => graceLevel(days).label;
    expect([0, 1, 9, 10, 29, 30, 49, 50, 74, 75].map(at)).toEqual([
      "A seed, planted",
      "Taking root",
      "Taking root",
      "Unfolding",
      "Unfolding",
      "Blooming",
      "Blooming",
      "Radiant",
      "Radiant",
      "Living in grace",
    ]);
  });

  it("draws each level with an icon of its own", () => {
    const icons = [0, 1, 10, 30, 50, 75].map((days) => graceLevel(days).icon);
    expect(new Set(icons).size).toBe(6);
  });
});
