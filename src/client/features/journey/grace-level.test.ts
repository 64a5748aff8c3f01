import { describe, expect, it } from "vitest";
import { graceLevel } from "./grace-level";

describe("the grace level of the progress card", () => {
  it("grows at the first day, ten days, the end of the Core Journey, fifty days and the whole path", () => {
    const at = (days: number) => graceLevel(days).emoji;
    expect([0, 1, 9, 10, 29, 30, 49, 50, 74, 75].map(at)).toEqual([
      "🌱",
      "🌿",
      "🌿",
      "🌷",
      "🌷",
      "🌸",
      "🌸",
      "🌻",
      "🌻",
      "✨",
    ]);
    expect(graceLevel(30).label).toBe("Blooming");
  });
});
