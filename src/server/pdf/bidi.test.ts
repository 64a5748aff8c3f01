import { describe, expect, it } from "vitest";
import { baseDirection, bidiLevels, mirrored, visualOrder } from "./bidi";

/** The line as it is seen, left to right (each right-to-left character mirrored). */
function visual(text: string): string {
  const characters = Array.from(text);
  const levels = bidiLevels(characters, baseDirection(text));
  const shown = characters.map((character, index) =>
    (levels[index] ?? 0) % 2 ? mirrored(character) : character,
  );
  return visualOrder(shown, levels).join("");
}

describe("right-to-left text in a line", () => {
  it("takes the paragraph's direction from its first letter", () => {
    expect(baseDirection("Hello עולם")).toBe("ltr");
    expect(baseDirection("123 שלום world")).toBe("rtl");
    expect(baseDirection("مرحبا")).toBe("rtl");
    expect(baseDirection("😊 123")).toBe("ltr");
  });

  it.each([
    [
      "reverses Hebrew words inside English, and keeps the English order",
      "I said שלום עולם today",
      "I said םלוע םולש today",
    ],
    [
      "keeps English and numbers left to right inside a Hebrew sentence",
      "שלום world 123.",
      ".world 123 םולש",
    ],
    ["keeps Arabic digits in reading order", "مرحبا ١٢٣", "١٢٣ ابحرم"],
    ["keeps a European number in reading order in Hebrew", "המחיר 10.5%", "10.5% ריחמה"],
    // After Arabic letters European digits count as Arabic ones, and "%" leads them (UAX #9 W2).
    [
      "keeps a European number after Arabic letters in reading order, its % first",
      "السعر 10.5%",
      "%10.5 رعسلا",
    ],
    ["mirrors brackets in right-to-left text", "שלום (עולם)", "(םלוע) םולש"],
    ["leaves left-to-right text alone", "Plain text, 12 (ok).", "Plain text, 12 (ok)."],
  ])("%s", (_story, text, seen) => {
    expect(visual(text)).toBe(seen);
  });

  it("keeps left-to-right characters in their order", () => {
    expect(visualOrder(["a", "b"], [0, 0])).toEqual(["a", "b"]);
  });
});
