import { z } from "zod";
import type { EditableDay, RuleBreak } from "../content/day-rules";

// The coach's content editor (docs/architecture.md, "Editing the content"): the API's shapes, shared by the
// server and the console. Only days are editable so far; affirmations and printables follow the same shape.

export type { EditableDay, RuleBreak };

const text = (most: number) => z.string().trim().max(most, `at most ${most} characters`);

/** What a draft may hold: any text within the lengths a field can take; the rules are checked on publish. */
export const editableDaySchema = z.strictObject({
  title: text(80),
  prompt: text(400),
  gentlePrompt: text(300),
  deeperPrompt: text(400),
  guidance: text(1_200),
  minutes: z.union([z.literal(5), z.literal(10), z.literal(15)]),
  care: z.boolean(),
  safety: z.boolean(),
}) satisfies z.ZodType<EditableDay>;

export const draftRequestSchema = z.strictObject({
  value: editableDaySchema,
  /** The draft revision the editor started from (0 before the first draft): a later save by someone else wins no race. */
  baseRevision: z.number().int().min(0),
});
export type DraftRequest = z.infer<typeof draftRequestSchema>;

export const restoreRequestSchema = z.strictObject({ version: z.number().int().min(1) });

/** Who made a version or draft: a console member's name, or "the repository" for the text we shipped. */
export interface ContentVersionSummary {
  version: number;
  at: string;
  by: string;
}

export interface ContentItem<V> {
  published: ContentVersionSummary & { value: V };
  /** Her unpublished draft, with the first rule it breaks (null when it may be published). */
  draft: { value: V; at: string; by: string; problem: RuleBreak | null } | null;
  /** Send this as `baseRevision` with the next draft. */
  draftRevision: number;
  /** Newest first. */
  versions: ContentVersionSummary[];
}

export type DayItem = ContentItem<EditableDay>;

/** The days as the editor's list shows them. */
export interface ContentDayList {
  days: { day: number; title: string; version: number; hasDraft: boolean; edited: boolean }[];
}

/** The quiet line under a reflection whose day's question was edited after she wrote. */
export const PROMPT_CHANGED = "The prompt has since changed.";
