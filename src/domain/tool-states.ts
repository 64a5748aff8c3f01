import { pressPlayActionValueSchema, pressPlayActionValues } from "./press-play";
import { boundedText, MAX_REFLECTION_LENGTH } from "./text-limits";
import { z } from "./zod";

// spec §3: the saved state of each bonus tool, under the spec's localStorage keys (§7) and, for
// signed-in members, on the server (docs/architecture.md D2). Client and server validate with these schemas.

export const toolIds = ["askForHelp", "getTogether", "cleanForClarity", "pressPlay"] as const;
export type ToolId = (typeof toolIds)[number];
export const isToolId = (id: string): id is ToolId => (toolIds as readonly string[]).includes(id);

/** Each tool's name, as its page, the bonus tools page, the archive and her export show it (spec §2). */
export const toolTitles: Record<ToolId, string> = {
  askForHelp: "Ask for Help Challenge",
  getTogether: "Get it Together",
  cleanForClarity: "Clean for Clarity",
  pressPlay: "Press Play for Grace",
};

// spec §9: 10 asks; 4 categories and 4 areas of 5 items each; 8 actions.
export const ASK_FOR_HELP_ITEM_COUNT = 10;
export const CHECKLIST_GROUP_COUNT = 4;
export const CHECKLIST_ITEMS_PER_GROUP = 5;
export const CHECKLIST_ITEM_COUNT = CHECKLIST_GROUP_COUNT * CHECKLIST_ITEMS_PER_GROUP;
export const PRESS_PLAY_ACTION_COUNT = pressPlayActionValues.length;

/** A reflection or notes text: spec §9 sets no limit; ours is far above any (text-limits.ts). */
const freeText = boundedText(MAX_REFLECTION_LENGTH);

/** Checked items: `{ [key]: true | false }`; an unchecked item may be absent or false. */
export type CheckedItems = Record<string, boolean>;

/** Ask-for-help items are keyed by index: "0" … "9" (spec §3). */
const askForHelpKey = z.string().regex(/^\d$/, "must be an item index from 0 to 9");
/** Checklist items are keyed "category-item" by index: "0-0" … "3-4" (spec §3). */
const checklistKey = z.string().regex(/^[0-3]-[0-4]$/, "must be a key from 0-0 to 3-4");

export const askForHelpStateSchema = z.strictObject({
  checkedItems: z.record(askForHelpKey, z.boolean()),
  reflection: freeText,
});
export type AskForHelpState = z.infer<typeof askForHelpStateSchema>;

export const getTogetherStateSchema = z.strictObject({
  checkedItems: z.record(checklistKey, z.boolean()),
  reflection: freeText,
});
export type GetTogetherState = z.infer<typeof getTogetherStateSchema>;

export const cleanForClarityStateSchema = z.strictObject({
  checkedItems: z.record(checklistKey, z.boolean()),
  intention: freeText,
  insights: freeText,
});
export type CleanForClarityState = z.infer<typeof cleanForClarityStateSchema>;

export const pressPlayStateSchema = z.strictObject({
  completedActions: z
    .array(pressPlayActionValueSchema)
    .refine((list) => new Set(list).size === list.length, "must not repeat an action"),
  reflection: freeText,
});
export type PressPlayState = z.infer<typeof pressPlayStateSchema>;

export const toolStateSchemas = {
  askForHelp: askForHelpStateSchema,
  getTogether: getTogetherStateSchema,
  cleanForClarity: cleanForClarityStateSchema,
  pressPlay: pressPlayStateSchema,
} as const;

export interface ToolStates {
  askForHelp: AskForHelpState;
  getTogether: GetTogetherState;
  cleanForClarity: CleanForClarityState;
  pressPlay: PressPlayState;
}

export const emptyToolStates: ToolStates = {
  askForHelp: { checkedItems: {}, reflection: "" },
  getTogether: { checkedItems: {}, reflection: "" },
  cleanForClarity: { checkedItems: {}, intention: "", insights: "" },
  pressPlay: { completedActions: [], reflection: "" },
};

/** The notes a member writes in a printable's preview, saved like a tool state (one per printable). */
export const printableNotesStateSchema = z.strictObject({ notes: freeText });
export type PrintableNotesState = z.infer<typeof printableNotesStateSchema>;
export const emptyPrintableNotes: PrintableNotesState = { notes: "" };

const PRINTABLE_NOTES_PREFIX = "printable-notes-";

/** The tool id (API path segment and local key) of a printable's notes. */
export function printableNotesToolId(printableId: string): string {
  return `${PRINTABLE_NOTES_PREFIX}${printableId}`;
}

/** The printable id inside a notes tool id, or null when `toolId` is not one. */
export function printableIdOfNotes(toolId: string): string | null {
  return toolId.startsWith(PRINTABLE_NOTES_PREFIX) ? toolId.slice(PRINTABLE_NOTES_PREFIX.length) : null;
}

/** The key of item `item` in checklist group `group` (both counted from 0). */
export function checklistItemKey(group: number, item: number): string {
  return `${group}-${item}`;
}

/** How many items are ticked. */
export function countChecked(checkedItems: CheckedItems): number {
  return Object.values(checkedItems).filter(Boolean).length;
}

/** Ticks an unticked item and unticks a ticked one. */
export function toggleChecked(checkedItems: CheckedItems, key: string): CheckedItems {
  return { ...checkedItems, [key]: !checkedItems[key] };
}

/** A checklist tool's state with item `key` ticked, or unticked when it was. */
export function withItemToggled<S extends { checkedItems: CheckedItems }>(state: S, key: string): S {
  return { ...state, checkedItems: toggleChecked(state.checkedItems, key) };
}
