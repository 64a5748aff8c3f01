import { deeperProblem, gentleAsksTooMuch, SECOND_QUESTION, VOICE_RULES } from "./content-rules";
import type { JourneyPrompt } from "./schema";
import { wordCount } from "./text-similarity";

// The rules a day's text keeps (docs/content-style.md), as the coach's editor applies them on publish
// (docs/architecture.md, "Editing the content"): the same checks the content tests hold the repository's days
// to, each named, with the field it is about, so the editor can say which rule and where.

/** What the editor edits of a day: its title and its three layers (D13). */
export type EditableDay = Omit<JourneyPrompt, "day"> & { title: string };

export type DayField = keyof EditableDay;

export interface RuleBreak<F extends string = DayField> {
  /** A short name for the rule ("one-question"), stable for tests and the editor. */
  rule: string;
  field: F;
  /** The rule in the coach's words. */
  error: string;
}

/** A rule as a list entry: whether the text keeps it, the field it is about, its name and its words. */
export type RuleCheck<F extends string> = [ok: boolean, field: F, rule: string, error: string];

/** The first rule of `checks` broken, then the voice rules over `voiced`; null when every rule is kept. */
export function firstBreak<V extends Record<F, unknown>, F extends string>(
  value: V,
  checks: RuleCheck<F>[],
  voiced: readonly F[],
): RuleBreak<F> | null {
  for (const [ok, field, rule, error] of checks) if (!ok) return { rule, field, error };
  for (const field of voiced) {
    const broken = VOICE_RULES.find(({ pattern }) => pattern.test(String(value[field])));
    if (broken) return { rule: "voice", field, error: `Our voice does not use this: ${broken.why}.` };
  }
  return null;
}

/** True when `text` has `least` to `most` words. */
export const within = (text: string, least: number, most: number) => {
  const n = wordCount(text);
  return n >= least && n <= most;
};

/** Words that make a day heavy: grief, loss, shame, old hurts, abuse, someone gone. */
export const HEAVY_DAY =
  /\b(?:griev\w*|grief|mourn\w*|loss|shame\w*|abus\w*|betray\w*|funeral|died|death)\b/i;

/** The first rule `day` breaks, or null when it may be published. */
export function dayRuleBreak(day: EditableDay): RuleBreak | null {
  const checks: RuleCheck<DayField>[] = [
    [within(day.title, 2, 5), "title", "title-length", "The title is 2 to 5 words."],
    [
      within(day.prompt, 3, 25) && day.prompt.trim().endsWith("?") && day.prompt.split("?").length === 2,
      "prompt",
      "one-question",
      "The soul prompt is one question of at most 25 words, ending with its only question mark.",
    ],
    [
      !SECOND_QUESTION.test(day.prompt),
      "prompt",
      "one-question",
      "The soul prompt asks one question: no second question joined on with “and”, “or” or “but”.",
    ],
    [
      within(day.gentlePrompt, 3, 15),
      "gentlePrompt",
      "gentle-version",
      "The gentle version is there, in 3 to 15 words.",
    ],
    [
      !gentleAsksTooMuch(day.gentlePrompt) && !SECOND_QUESTION.test(day.gentlePrompt),
      "gentlePrompt",
      "gentle-version",
      "The gentle version asks one small thing: no list, no second question, nothing above two minutes.",
    ],
    [
      within(day.deeperPrompt, 5, 30),
      "deeperPrompt",
      "go-deeper",
      "Go deeper is one question of 5 to 30 words.",
    ],
    [
      deeperProblem(day) === null,
      "deeperPrompt",
      "go-deeper",
      `Go deeper asks one question (${deeperProblem(day) ?? ""}).`,
    ],
    [within(day.guidance, 5, 80), "guidance", "guidance-length", "The guidance is 5 to 80 words."],
    [
      !HEAVY_DAY.test(`${day.prompt} ${day.gentlePrompt} ${day.deeperPrompt} ${day.guidance}`) || day.care,
      "care",
      "care-note",
      "This day touches a heavy topic: turn on the care note.",
    ],
    [!day.safety || day.care, "care", "care-note", "A day that names the safety lines is a care day too."],
  ];
  return firstBreak(day, checks, ["title", "prompt", "gentlePrompt", "deeperPrompt", "guidance"]);
}
