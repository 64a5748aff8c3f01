import { describe, expect, it } from "vitest";
import { documentKinds, type KeyOf, type KindName } from "./document-kinds";
import { documentValues } from "./document-values";
import { toolIds } from "./tool-states";

// The registry and the server's schemas side by side (docs/architecture.md, "Adding a kind of document"):
// what the app starts a document with is a value the server takes, so her first save of any kind lands.

describe("the registry's kinds and the values the server accepts", () => {
  it("take each kind's empty value, where the empty value is one she can send", () => {
    const accepted = (schema: { safeParse(value: unknown): { success: boolean } }, value: unknown) =>
      schema.safeParse(value).success;
    expect(accepted(documentValues.reflection(), documentKinds.reflection.empty(1))).toBe(true);
    expect(accepted(documentValues.returnAnswer(), documentKinds.returnAnswer.empty(1))).toBe(true);
    for (const tool of toolIds)
      expect(accepted(documentValues.tool(tool), documentKinds.tool.empty(tool)), tool).toBe(true);
    expect(accepted(documentValues.printableNotes(), documentKinds.printableNotes.empty("values"))).toBe(
      true,
    );
    expect(accepted(documentValues.appearance(), documentKinds.appearance.empty())).toBe(true);
    expect(accepted(documentValues.reminders(), documentKinds.reminders.empty())).toBe(true);
    expect(accepted(documentValues.resurfacing(), documentKinds.resurfacing.empty())).toBe(true);
    // A day not completed is not sent: only its completion is, and it stays.
    expect(accepted(documentValues.completion(), documentKinds.completion.empty(1))).toBe(false);
    expect(accepted(documentValues.completion(), true)).toBe(true);
  });

  it("give every kind a local key of its own and an address under the API", () => {
    // One key of each kind: a kind added to the registry is a compile error here until it has one.
    const examples: { [N in KindName]: KeyOf<N> } = {
      reflection: 3,
      completion: 3,
      checkIn: "2026-11-02",
      tool: "askForHelp",
      printableNotes: "values",
      page: "p1",
      returnAnswer: 2,
      appearance: undefined,
      reminders: undefined,
      resurfacing: undefined,
    };
    const local = Object.entries(examples).map(([name, key]) =>
      (documentKinds[name as KindName].localKey as (key: unknown) => string)(key),
    );
    expect(new Set(local).size).toBe(local.length);
    for (const [name, key] of Object.entries(examples))
      expect((documentKinds[name as KindName].url as (key: unknown) => string)(key)).toMatch(/^\/api\//);
  });
});
