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

// What the server knows of each kind the coach edits (docs/architecture.md, "Editing the content"): the
// repository's text of every piece, which seeds the database and stays the default, and how a piece is named
// in the list, the audit log and a 404.

export interface EditableKind<K extends ContentKindName> {
  name: K;
  /** The repository's text of each piece, by key, in the order the list shows them. */
  repository: ReadonlyMap<string, EditableValue<K>>;
  /** What a draft may hold. */
  schema: z.ZodType<EditableValue<K>>;
  ruleBreak(value: EditableValue<K>): RuleBreak<string> | null;
  /** Where the piece sits: "Day 12", "January 5", "January worksheet". */
  label(key: string): string;
  /** What the list shows of a version. */
  title(value: EditableValue<K>): string;
}

const days: EditableKind<"day"> = {
  name: "day",
  repository: new Map(
    journeyPrompts.map(({ day, ...layers }): [string, EditableDay] => [
      String(day),
      { title: journeyOutline.find((entry) => entry.day === day)?.title ?? `Day ${day}`, ...layers },
    ]),
  ),
  schema: contentKinds.day.schema,
  ruleBreak: contentKinds.day.ruleBreak,
  label: contentKinds.day.label,
  title: (value) => value.title,
};

const affirmations: EditableKind<"affirmation"> = {
  name: "affirmation",
  repository: new Map(
    months.flatMap((month, index) =>
      month.days.map(({ day, text, guidance, care }): [string, EditableAffirmation] => [
        affirmationKey(index + 1, day),
        { text, guidance: guidance ?? "", care: care ?? false },
      ]),
    ),
  ),
  schema: contentKinds.affirmation.schema,
  ruleBreak: contentKinds.affirmation.ruleBreak,
  label: contentKinds.affirmation.label,
  title: (value) => value.text,
};

const printableTexts: EditableKind<"printable"> = {
  name: "printable",
  repository: new Map(
    printables.map(({ id, title, description }): [string, EditablePrintable] => [id, { title, description }]),
  ),
  schema: contentKinds.printable.schema,
  ruleBreak: contentKinds.printable.ruleBreak,
  label: contentKinds.printable.label,
  title: (value) => value.title,
};

export const editableKinds: { [K in ContentKindName]: EditableKind<K> } = {
  day: days,
  affirmation: affirmations,
  printable: printableTexts,
};

export const LOCALE = "en";
