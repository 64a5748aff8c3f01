import { describe, expect, it } from "vitest";
import { matchedParts } from "./search-terms";

describe("the words of her search, marked where they are shown", () => {
  it("marks every word, in any case and inside longer words, as the server matches them", () => {
    expect(matchedParts("Rest came slowly; I rested.", "rest")).toEqual([
      { text: "Rest", match: true },
      { text: " came slowly; I ", match: false },
      { text: "rest", match: true },
      { text: "ed.", match: false },
    ]);
    expect(matchedParts("a quiet morning walk", "walk  QUIET")).toEqual([
      { text: "a ", match: false },
      { text: "quiet", match: true },
      { text: " morning ", match: false },
      { text: "walk", match: true },
    ]);
  });

  it("leaves the text whole without a search or a match", () => {
    expect(matchedParts("nothing here", "")).toEqual([{ text: "nothing here", match: false }]);
    expect(matchedParts("nothing here", "zebra")).toEqual([{ text: "nothing here", match: false }]);
  });
});
