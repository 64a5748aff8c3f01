import { describe, expect, it } from "vitest";
import { energyOptions, moodOptions } from "../../content/tools";
import { choiceIcons } from "./meaning-icons";

describe("check-in answers drawn as icons", () => {
  it("has an icon for every mood and energy answer the content names", () => {
    const missing = [...moodOptions, ...energyOptions].filter((option) => !choiceIcons[option.icon]);
    expect(missing).toEqual([]);
  });
});
