import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { markComplete, type PressPlayActionValue, pressPlayActionValues, suggestAction } from "./press-play";

/** A random source that returns the given numbers in turn. */
const sequence = (...values: number[]) => {
  let i = 0;
  return () => values[i++ % values.length] as number;
};

describe("Press Play for Grace: Suggest an Action (spec §4)", () => {
  it("picks among the actions not yet completed, using the random source", () => {
    const completed: PressPlayActionValue[] = ["breathe", "gratitude", "movement"];
    // remaining, in order: kind-words, boundary, joy, connect, create
    expect(suggestAction(completed, () => 0).selected).toBe("kind-words");
    expect(suggestAction(completed, () => 0.5).selected).toBe("joy");
    expect(suggestAction(completed, () => 0.9999).selected).toBe("create");
  });

  it("leaves the completed list as it is while actions remain", () => {
    const completed: PressPlayActionValue[] = ["joy"];
    expect(suggestAction(completed, sequence(0.3)).completed).toEqual(["joy"]);
  });

  it("with nothing completed, any of the eight can be suggested", () => {
    expect(suggestAction([], () => 0).selected).toBe("breathe");
    expect(suggestAction([], () => 0.99).selected).toBe("create");
  });

  it("when all eight are complete, clears the list and picks any action", () => {
    const result = suggestAction([...pressPlayActionValues], () => 0.5);
    expect(result.completed).toEqual([]);
    expect(result.selected).toBe("boundary");
  });

  it("never suggests a completed action while one remains (any completed set, any random number)", () => {
    fc.assert(
      fc.property(
        fc.subarray([...pressPlayActionValues]),
        fc.double({ min: 0, max: 1, maxExcluded: true, noNaN: true }),
        (completed, r) => {
          const { selected, completed: after } = suggestAction(completed, () => r);
          if (completed.length === pressPlayActionValues.length) {
            expect(after).toEqual([]);
          } else {
            expect(completed).not.toContain(selected);
            expect(after).toEqual(completed);
          }
          expect(pressPlayActionValues).toContain(selected);
        },
      ),
    );
  });
});

describe("Press Play for Grace: Mark as Complete (spec §4)", () => {
  it("adds the selected action when it is not completed yet", () => {
    expect(markComplete(["breathe"], "joy")).toEqual(["breathe", "joy"]);
  });

  it("does not add an action twice", () => {
    expect(markComplete(["breathe", "joy"], "joy")).toEqual(["breathe", "joy"]);
  });

  it("does not change the list it was given", () => {
    const completed: PressPlayActionValue[] = ["breathe"];
    markComplete(completed, "create");
    expect(completed).toEqual(["breathe"]);
  });
});
