import { describe, expect, it } from "vitest";
import {
  ASK_FOR_HELP_ITEM_COUNT,
  askForHelpStateSchema,
  CHECKLIST_ITEM_COUNT,
  checklistItemKey,
  cleanForClarityStateSchema,
  countChecked,
  emptyToolStates,
  getTogetherStateSchema,
  PRESS_PLAY_ACTION_COUNT,
  pressPlayStateSchema,
  printableIdOfNotes,
  printableNotesToolId,
  toggleChecked,
  toolIds,
  toolStateSchemas,
  withItemToggled,
} from "./tool-states";

describe("tool counters (spec §9)", () => {
  it("has 10 asks, 20 checklist items per checklist and 8 actions", () => {
    expect([ASK_FOR_HELP_ITEM_COUNT, CHECKLIST_ITEM_COUNT, PRESS_PLAY_ACTION_COUNT]).toEqual([10, 20, 8]);
  });

  it("counts only the ticked items", () => {
    expect(countChecked({})).toBe(0);
    expect(countChecked({ "0": true, "1": false, "4": true })).toBe(2);
  });

  it("ticking twice unticks, and the count follows", () => {
    const once = toggleChecked({}, "3");
    expect(once).toEqual({ "3": true });
    expect(countChecked(once)).toBe(1);
    const twice = toggleChecked(once, "3");
    expect(twice).toEqual({ "3": false });
    expect(countChecked(twice)).toBe(0);
  });

  it("ticks an item of a tool's state and keeps the rest of it", () => {
    const state = { ...emptyToolStates.cleanForClarity, intention: "Room to breathe" };
    expect(withItemToggled(state, "1-2")).toEqual({ ...state, checkedItems: { "1-2": true } });
  });

  it("keys checklist items 'category-item' by index", () => {
    expect(checklistItemKey(0, 0)).toBe("0-0");
    expect(checklistItemKey(3, 4)).toBe("3-4");
  });
});

describe("tool state shapes (spec §3)", () => {
  it("every tool's empty state is valid for its schema", () => {
    for (const id of toolIds) expect(toolStateSchemas[id].safeParse(emptyToolStates[id]).success).toBe(true);
  });

  it("accepts the spec's shapes", () => {
    expect(
      askForHelpStateSchema.parse({ checkedItems: { "0": true, "9": false }, reflection: "x" }),
    ).toBeTruthy();
    expect(getTogetherStateSchema.parse({ checkedItems: { "2-4": true }, reflection: "" })).toBeTruthy();
    expect(
      cleanForClarityStateSchema.parse({ checkedItems: { "0-1": true }, intention: "a", insights: "b" }),
    ).toBeTruthy();
    expect(pressPlayStateSchema.parse({ completedActions: ["joy", "create"], reflection: "" })).toBeTruthy();
  });

  it("rejects keys outside the checklist and repeated actions", () => {
    expect(askForHelpStateSchema.safeParse({ checkedItems: { "10": true }, reflection: "" }).success).toBe(
      false,
    );
    expect(getTogetherStateSchema.safeParse({ checkedItems: { "0-5": true }, reflection: "" }).success).toBe(
      false,
    );
    expect(pressPlayStateSchema.safeParse({ completedActions: ["joy", "joy"], reflection: "" }).success).toBe(
      false,
    );
  });
});

describe("printable notes ids", () => {
  it("round-trip between a printable id and its notes tool id", () => {
    expect(printableNotesToolId("may-reflection")).toBe("printable-notes-may-reflection");
    expect(printableIdOfNotes("printable-notes-may-reflection")).toBe("may-reflection");
    expect(printableIdOfNotes("pressPlay")).toBeNull();
  });
});
