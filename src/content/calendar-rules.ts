import { HEAVY_AFFIRMATION } from "./content-rules";
import { firstBreak, type RuleBreak, within } from "./day-rules";

// The rules an affirmation and a printable keep in the coach's editor (docs/architecture.md, "Editing the
// content"): the checks the content tests hold the repository's calendar and printables to, each named.

/** What the editor edits of an affirmation: its text, its step for the day ("" for none), its care line. */
export interface EditableAffirmation {
  text: string;
  guidance: string;
  care: boolean;
}
export type AffirmationField = keyof EditableAffirmation;

/** What the editor edits of a printable: its title and the description on its card and its page. */
export interface EditablePrintable {
  title: string;
  description: string;
}
export type PrintableField = keyof EditablePrintable;

const curlyQuotes = (text: string) => !/"/.test(text);

export function affirmationRuleBreak(value: EditableAffirmation): RuleBreak<AffirmationField> | null {
  return firstBreak(
    value,
    [
      [
        value.text.startsWith("I "),
        "text",
        "action-step",
        "An affirmation is an action step that starts with “I ”.",
      ],
      [within(value.text, 8, 30), "text", "text-length", "The affirmation is 8 to 30 words."],
      [
        value.guidance.trim() === "" || within(value.guidance, 1, 24),
        "guidance",
        "guidance-length",
        "The step for the day is under 25 words, or left empty.",
      ],
      [
        curlyQuotes(value.text) && curlyQuotes(value.guidance),
        "text",
        "quotes",
        "Quote with curly quotation marks (“ and ”), not straight ones.",
      ],
      [
        !HEAVY_AFFIRMATION.test(`${value.text} ${value.guidance}`) || value.care,
        "care",
        "care-note",
        "This affirmation touches a heavy topic: turn on the care line.",
      ],
    ],
    ["text", "guidance"],
  );
}

export function printableRuleBreak(value: EditablePrintable): RuleBreak<PrintableField> | null {
  return firstBreak(
    value,
    [
      [within(value.title, 2, 8), "title", "title-length", "The title is 2 to 8 words."],
      [
        within(value.description, 15, 35),
        "description",
        "description-length",
        "The description is one or two sentences of 15 to 35 words.",
      ],
      [
        curlyQuotes(value.title) && curlyQuotes(value.description),
        "description",
        "quotes",
        "Quote with curly quotation marks (“ and ”), not straight ones.",
      ],
    ],
    ["title", "description"],
  );
}
