import type { PrintableBlock } from "./printable-layouts";
import type { JourneyPrompt, Month } from "./schema";
import { words } from "./text-similarity";

// The editor's countable rules (docs/content-style.md), shared by the content tests, which fail past a
// ceiling, and the content report, which prints the counts for a reviewer.

/** A second question joined onto the first with "and", "or" or "but" ("…, and what has been in the way?"). */
export const SECOND_QUESTION =
  /\b(?:and|or|but)\s+(?:what|which|who|whom|whose|how|why|where|when|whether)\b|\b(?:and|or|but)\s+(?:is|are|was|were|do|does|did|can|could|would|will|should|have|has)\s+(?:you|it|they|that|this|there|he|she|we|i)\b/i;

/** A yes/no question: opens with a helper verb ("Is that…", "Would you…"), so it asks for a verdict, not a look. */
const YES_NO = /^(?:is|are|was|were|do|does|did|can|could|would|will|should|have|has)\b/i;

/** The number of words in the longest run two texts share, compared word by word in lower case. */
export function longestSharedRun(a: string, b: string): number {
  const left = words(a);
  const right = words(b);
  let best = 0;
  for (let i = 0; i < left.length; i++) {
    for (let j = 0; j < right.length; j++) {
      let k = 0;
      while (left[i + k] !== undefined && left[i + k] === right[j + k]) k++;
      best = Math.max(best, k);
    }
  }
  return best;
}

/** A go-deeper run of this many words that also stands in the guidance repeats the guidance. */
export const REPEATED_RUN = 5;

/**
 * Why a go-deeper follow-up breaks the one-question rule, or null when it keeps it: one sentence, one "?" at the
 * end, no second question joined on, no yes/no question, and no words lifted from the day's own guidance.
 */
export function deeperProblem(p: Pick<JourneyPrompt, "deeperPrompt" | "guidance">): string | null {
  const text = p.deeperPrompt.trim();
  if (!text.endsWith("?") || text.split("?").length !== 2) return "not one question";
  if (/[.!;]\s/.test(text)) return "more than one sentence";
  if (SECOND_QUESTION.test(text)) return "joins a second question";
  if (YES_NO.test(text)) return "a yes/no question";
  // "Only where it is safe" belongs on every safe-words day, in both places (docs/content-style.md).
  const safe = /only where it is safe[^,.?]*/gi;
  if (longestSharedRun(text.replace(safe, ""), p.guidance.replace(safe, "")) >= REPEATED_RUN)
    return "repeats the guidance";
  return null;
}

const NUMBER_WORDS: Record<string, number> = {
  one: 1,
  two: 2,
  three: 3,
  four: 4,
  five: 5,
  six: 6,
  seven: 7,
  eight: 8,
  nine: 9,
  ten: 10,
};

/** Every "N minutes" a text names, in words or digits ("five minutes", "15 minutes"). */
export function minutesNamed(text: string): number[] {
  return [...text.matchAll(/\b(\d+|one|two|three|four|five|six|seven|eight|nine|ten)[ -]minutes?\b/gi)].map(
    ([, n]) => NUMBER_WORDS[(n ?? "").toLowerCase()] ?? Number(n),
  );
}

/** Days whose guidance names more minutes than the day's time label (Day 29: "seven minutes" beside five). */
export function minuteMismatches(prompts: readonly JourneyPrompt[]): string[] {
  return prompts
    .filter((p) => minutesNamed(p.guidance).some((minutes) => minutes > p.minutes))
    .map((p) => `day ${p.day} (label ${p.minutes}): ${p.guidance}`);
}

/** Words that make an affirmation heavy: grief, a loss, an old hurt, a hard year, the child she was. */
export const HEAVY_AFFIRMATION =
  /\b(?:griev\w*|grief|loss|lost someone|hardest part|as a child|growing up|years? old|the years I|blame I carry|sad)\b/i;

/** Heavy affirmations (by "feb19" keys) that do not carry the care line. */
export function heavyWithoutCare(months: readonly Month[]): string[] {
  return months.flatMap((m) =>
    m.days
      .filter((d) => HEAVY_AFFIRMATION.test(`${d.text} ${d.guidance ?? ""}`) && !d.care)
      .map((d) => `${m.id.slice(0, 3)}${d.day}: ${d.text}`),
  );
}

export interface TicCounts {
  affirmationsWithOne: number;
  guidanceWithOne: number;
  guidanceOpeningWrite: number;
  threeSlowBreaths: number;
  monthsClosingWithCarry: number;
}

/** The ceilings the content tests hold the tics under (the counts were 101, 194, 41, 4 and 5 before #29). */
export const TIC_CEILINGS: TicCounts = {
  affirmationsWithOne: 60,
  guidanceWithOne: 120,
  guidanceOpeningWrite: 24,
  threeSlowBreaths: 2,
  monthsClosingWithCarry: 1,
};

/** How often the calendar leans on its verbal tics; `everything` is all content text, for "three slow breaths". */
export function ticCounts(months: readonly Month[], everything: string): TicCounts {
  const days = months.flatMap((m) => m.days);
  const guidance = days.flatMap((d) => (d.guidance ? [d.guidance] : []));
  const one = /\bone\b/i;
  return {
    affirmationsWithOne: days.filter((d) => one.test(d.text)).length,
    guidanceWithOne: guidance.filter((text) => one.test(text)).length,
    guidanceOpeningWrite: guidance.filter((text) => /^Write\b/.test(text)).length,
    threeSlowBreaths: everything.match(/three slow breaths/gi)?.length ?? 0,
    monthsClosingWithCarry: months.filter((m) => /\bcarry\b/i.test(m.days.at(-1)?.text ?? "")).length,
  };
}

/**
 * A printable's skeleton: its blocks' kinds in order, a table marked by whether its rows are labeled or blank
 * and a box grid by its size. Two pages with one skeleton are the same page with new captions.
 */
export function skeleton(blocks: readonly PrintableBlock[]): string {
  return blocks
    .map((block) => {
      if (block.type === "table")
        return `table(${block.rows.every((row) => row === "") ? "blank" : "labeled"})`;
      if (block.type === "boxes") return `boxes(${block.size})`;
      return block.type;
    })
    .join(" + ");
}

/** How many printables share each skeleton, most shared first. */
export function skeletonCounts(
  layouts: Readonly<Record<string, readonly PrintableBlock[]>>,
  ids: readonly string[],
): [string, string[]][] {
  const groups = new Map<string, string[]>();
  for (const id of ids) {
    const key = skeleton(layouts[id] ?? []);
    groups.set(key, [...(groups.get(key) ?? []), id]);
  }
  return [...groups].sort((a, b) => b[1].length - a[1].length);
}

const COUNT = String.raw`(?:\d+|two|three|four|five|six|seven|eight|nine|ten|a few|several|every)`;

/**
 * True when a gentle version or its guidance asks for more than "A minute or two" allows (issue #49): more
 * than two minutes, a list, a number of things above one, or two things joined ("one hard thing and one…").
 */
export function gentleAsksTooMuch(text: string): boolean {
  const minutes = [...text.matchAll(/\b(\d+|three|four|five|six|seven|eight|nine|ten)\s+minutes?\b/gi)];
  if (minutes.length > 0) return true;
  // "A few more days" is a span of time, not a list.
  const things = new RegExp(
    String.raw`\b${COUNT}\s+(?!(?:more\s+)?(?:minutes?|hours?|days?|weeks?)\b)[a-z]+`,
    "i",
  );
  return things.test(text) || /\blists?\b/i.test(text) || /\bone\b[^.?]*\band one\b/i.test(text);
}

/** Words the voice never uses (docs/content-style.md): claims, diagnoses, pressure and hustle. */
export const VOICE_RULES: readonly { pattern: RegExp; why: string }[] = [
  { pattern: /\bheal(s|ed|er|ers|ing)?\b/i, why: "medical claim (heal/healing)" },
  { pattern: /\bcur(e|es|ed|ing)\b/i, why: "medical claim (cure)" },
  { pattern: /\btherap(y|ies|ist|ists|eutic)\b/i, why: "therapeutic claim (therapy/therapist)" },
  { pattern: /\btrauma(s|tic|tised|tized)?\b/i, why: "diagnosis word (trauma)" },
  { pattern: /\bdepress(ion|ions|ed|ive|ing)?\b/i, why: "diagnosis word (depression)" },
  { pattern: /\banxiety\b|\banxieties\b/i, why: "diagnosis word (anxiety as a condition)" },
  { pattern: /\bdisorders?\b/i, why: "diagnosis word (disorder)" },
  { pattern: /\bsymptoms?\b/i, why: "diagnosis word (symptom)" },
  { pattern: /\bdiagnos(e|es|ed|ing|is|tic)\b/i, why: "diagnosis word (diagnose)" },
  { pattern: /\bclinical(ly)?\b/i, why: "clinical language" },
  { pattern: /\bmental illness(es)?\b/i, why: "diagnosis word (mental illness)" },
  { pattern: /\bmedicines?\b/i, why: "medical claim (medicine)" },
  { pattern: /\btreatments?\b/i, why: "medical claim (treatment)" },
  { pattern: /\bwill (fix|cure|solve)\b/i, why: "promises an outcome" },
  {
    pattern: /\byou\s+(really\s+)?(should|must)\b|\b(should|must)\s+you\b/i,
    why: "should/must aimed at the reader",
  },
  { pattern: /\bgood vibes only\b/i, why: "toxic positivity" },
  { pattern: /\beverything happens for a reason\b/i, why: "toxic positivity" },
  { pattern: /\bjust think positive\b/i, why: "toxic positivity" },
  { pattern: /\bhustl(e|es|ed|ing)\b/i, why: "hustle language" },
];
