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

  it("reverses Hebrew words inside English, and keeps the English order", () => {
    expect(visual("I said שלום עולם today")).toBe("I said םלוע םולש today");
  });

  it("keeps English and numbers left to right inside a Hebrew sentence", () => {
    expect(visual("שלום world 123.")).toBe(".world 123 םולש");
  });

  it("keeps Arabic digits and European numbers in reading order", () => {
    expect(visual("مرحبا ١٢٣")).toBe("١٢٣ ابحرم");
    expect(visual("המחיר 10.5%")).toBe("10.5% ריחמה");
    // After Arabic letters European digits count as Arabic ones, and "%" leads them (UAX #9 W2).
    expect(visual("السعر 10.5%")).toBe("%10.5 رعسلا");
  });

  it("mirrors brackets in right-to-left text", () => {
    expect(visual("שלום (עולם)")).toBe("(םלוע) םולש");
  });

  it("leaves left-to-right text alone", () => {
    expect(visual("Plain text, 12 (ok).")).toBe("Plain text, 12 (ok).");
    expect(visualOrder(["a", "b"], [0, 0])).toEqual(["a", "b"]);
  });
});
