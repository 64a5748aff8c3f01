import type { z } from "zod";
import {
  affirmationKey,
  type ContentKindName,
  contentKinds,
  type EditableAffirmation,
  type EditableDay,
  type EditablePrintable,
  type EditableValue,
  type RuleBreak,
} from "../../content/content-editing";
import { journeyOutline } from "../../content/journey-outline";
import { journeyPrompts } from "../../content/journey-prompts";
import { months } from "../../content/months/index";
import { printables } from "../../content/printables";

// What the server knows of each kind the coach edits (docs/architecture.md, "Editing the content"): its
// shared declaration (content-editing.ts) with the repository's text of every piece, which seeds the database
// and stays the default, and what the editor's list shows of it.

export interface EditableKind<K extends ContentKindName> {
  name: K;
  /** The repository's text of each piece, by key, in the order the list shows them. */
  repository: ReadonlyMap<string, EditableValue<K>>;
  /** What a draft may hold. */
  schema: z.ZodType<EditableValue<K>>;
  ruleBreak(value: EditableValue<K>): RuleBreak<string> | null;
  /** Where the piece sits: "Day 12", "January 5", "January · Worksheet". */
  label(key: string): string;
  /** What the list shows of a version. */
  title(value: EditableValue<K>): string;
}

const days: EditableKind<"day"> = {
  ...contentKinds.day,
  name: "day",
  repository: new Map(
    journeyPrompts.map(({ day, ...layers }): [string, EditableDay] => [
      String(day),
      { title: journeyOutline.find((entry) => entry.day === day)?.title ?? `Day ${day}`, ...layers },
    ]),
  ),
  title: (value) => value.title,
};

const affirmations: EditableKind<"affirmation"> = {
  ...contentKinds.affirmation,
  name: "affirmation",
  repository: new Map(
    months.flatMap((month, index) =>
      month.days.map(({ day, text, guidance, care }): [string, EditableAffirmation] => [
        affirmationKey(index + 1, day),
        { text, guidance: guidance ?? "", care: care ?? false },
      ]),
    ),
  ),
  title: (value) => value.text,
};

const printableTexts: EditableKind<"printable"> = {
  ...contentKinds.printable,
  name: "printable",
  repository: new Map(
    printables.map(({ id, title, description }): [string, EditablePrintable] => [id, { title, description }]),
  ),
  title: (value) => value.title,
};

export const editableKinds: { [K in ContentKindName]: EditableKind<K> } = {
  day: days,
  affirmation: affirmations,
  printable: printableTexts,
};

export const LOCALE = "en";
