import { describe, expect, it } from "vitest";
import { isPlausibleName } from "./names";

describe("isPlausibleName", () => {
  it("accepts names from many languages, with spaces, apostrophes and hyphens", () => {
    for (const name of [
      "Ana",
      "Mary-Jane",
      "O'Brien",
      "D’Arcy",
      "José Álvarez",
      "Ζωή",
      "美咲",
      "Nguyễn Thị",
      "",
    ]) {
      expect(isPlausibleName(name), name).toBe(true);
    }
  });

  it("refuses links, markup, digits, punctuation and very long names", () => {
    for (const name of [
      "https://evil.example/claim",
      "evil.example",
      "<b>Ana</b>",
      "Ana 2",
      "Claim your prize!",
      "a".repeat(51),
      "--",
    ]) {
      expect(isPlausibleName(name), name).toBe(false);
    }
  });
});
