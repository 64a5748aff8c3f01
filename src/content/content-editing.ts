import { z } from "zod";
import type { JourneyDayContent } from "../domain/journey";
import {
  type AffirmationField,
  affirmationRuleBreak,
  type EditableAffirmation,
  type EditablePrintable,
  type PrintableField,
  printableRuleBreak,
} from "./calendar-rules";
import { careNote, safetyNote } from "./care";
import { type DayField, dayRuleBreak, type EditableDay, type RuleBreak } from "./day-rules";
import { printableSubtitle } from "./printable-labels";
import { monthIdSchema, type Printable, type SectionId } from "./schema";

// The coach's content editor (docs/architecture.md, "Editing the content"): the three kinds of text she edits
// (a day, an affirmation, a printable), the API's shapes and addresses, shared by the server and the console.

export type { EditableAffirmation, EditableDay, EditablePrintable, RuleBreak };

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

export const editableAffirmationSchema = z.strictObject({
  text: text(300),
  guidance: text(300),
  care: z.boolean(),
}) satisfies z.ZodType<EditableAffirmation>;

export const editablePrintableSchema = z.strictObject({
  title: text(80),
  description: text(400),
}) satisfies z.ZodType<EditablePrintable>;

/**
 * Each kind she edits: its draft's shape, its rules, where its pieces live under /api/admin/content and in
 * the console, and how a piece is named ("Day 12", "January 5", "January · Worksheet").
 */
export const contentKinds = {
  day: {
    schema: editableDaySchema,
    ruleBreak: dayRuleBreak as (value: EditableDay) => RuleBreak<DayField> | null,
    list: "days",
    /** A day's key is its number: /days/12. */
    path: (key: string) => `days/${key}`,
    keyOf: ([n]: readonly string[]) => n,
    label: (key: string) => `Day ${key}`,
  },
  affirmation: {
    schema: editableAffirmationSchema,
    ruleBreak: affirmationRuleBreak as (value: EditableAffirmation) => RuleBreak<AffirmationField> | null,
    list: "affirmations",
    /** An affirmation's key is "month-day" (months from 1): /affirmations/1/5 for January 5. */
    path: (key: string) => `affirmations/${key.replace("-", "/")}`,
    keyOf: ([month, day]: readonly string[]) => (month && day ? `${month}-${day}` : undefined),
    label(key: string) {
      const [month, day] = key.split("-");
      const id = monthIdSchema.options[Number(month) - 1] ?? "";
      return `${id.charAt(0).toUpperCase()}${id.slice(1)} ${day}`;
    },
  },
  printable: {
    schema: editablePrintableSchema,
    ruleBreak: printableRuleBreak as (value: EditablePrintable) => RuleBreak<PrintableField> | null,
    list: "printables",
    /** A printable's key is its id: /printables/january-worksheet. */
    path: (key: string) => `printables/${key}`,
    keyOf: ([id]: readonly string[]) => id,
    label(key: string) {
      const [month, kind] = key.split("-");
      const known = monthIdSchema.safeParse(month).success && (kind === "worksheet" || kind === "reflection");
      return known ? printableSubtitle({ month, kind } as Printable) : key;
    },
  },
} as const;

export type ContentKindName = keyof typeof contentKinds;

/**
 * The kind and key a path below the content area names ("affirmations/1/5"), as the API and the console's
 * addresses write it: the kind alone for its list, undefined for a path that names neither.
 */
export function contentPlace(path: string): { kind: ContentKindName; key?: string } | undefined {
  const [list, ...rest] = path.split("/").filter(Boolean);
  const kind = (Object.keys(contentKinds) as ContentKindName[]).find((k) => contentKinds[k].list === list);
  if (!kind) return undefined;
  return rest.length === 0 ? { kind } : { kind, key: contentKinds[kind].keyOf(rest) };
}
/** The value a kind's draft holds. */
export type EditableValue<K extends ContentKindName> = z.infer<(typeof contentKinds)[K]["schema"]>;

/** The key of an affirmation: its month (1–12) and day. */
export const affirmationKey = (month: number, day: number) => `${month}-${day}`;

export const draftRequestSchema = <V>(value: z.ZodType<V>) =>
  z.strictObject({
    value,
    /** The draft revision the editor started from (0 before the first draft): a later save by someone else wins no race. */
    baseRevision: z.number().int().min(0),
  });

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
  draft: { value: V; at: string; by: string; problem: RuleBreak<string> | null } | null;
  /** Send this as `baseRevision` with the next draft. */
  draftRevision: number;
  /** Newest first. */
  versions: ContentVersionSummary[];
}

export type DayItem = ContentItem<EditableDay>;

/** A kind's pieces as the editor's list shows them, in the repository's order. */
export interface ContentList {
  items: {
    key: string;
    /** Where it sits: "Day 12", "January 5", "January worksheet". */
    label: string;
    /** Its published title or text. */
    title: string;
    version: number;
    hasDraft: boolean;
    edited: boolean;
  }[];
}

/** A day's text as the day page reads it (D13): the server adds the ceremony steps and the printable. */
export function dayAsRead(day: number, section: SectionId, text: EditableDay): JourneyDayContent {
  return {
    day,
    title: text.title,
    section,
    prompt: text.prompt,
    guidance: text.guidance,
    gentlePrompt: text.gentlePrompt,
    deeperPrompt: text.deeperPrompt,
    minutes: text.minutes,
    ...(text.care ? { careNote } : {}),
    ...(text.safety ? { safetyNote } : {}),
  };
}

/** The quiet line under a reflection whose day's question was edited after she wrote. */
export const PROMPT_CHANGED = "The prompt has since changed.";
