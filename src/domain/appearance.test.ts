import { describe, expect, it } from "vitest";
import { defaultAppearance, toAppearance } from "./appearance";

describe("toAppearance", () => {
  it("keeps a known theme and text size", () => {
    expect(toAppearance({ theme: "dark", textSize: "larger" })).toEqual({
      theme: "dark",
      textSize: "larger",
    });
  });

  it("falls back to the device's theme and the usual size for anything unknown or missing", () => {
    expect(toAppearance(null)).toEqual(defaultAppearance);
    expect(toAppearance({ theme: "sepia", textSize: 3 })).toEqual({ theme: "system", textSize: "normal" });
    expect(toAppearance({ theme: "light" })).toEqual({ theme: "light", textSize: "normal" });
  });
});
