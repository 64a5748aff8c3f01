import { z } from "./zod";

// What helps (D23, issue #27 item 4): an optional choice on the check-in of what helped that day,
// from a fixed list and up to ten tags of her own. The growth page shows which tags came with better
// energy and mood, as counts and never as a cause.

export const fixedTags = [
  { value: "sleep", label: "Sleep" },
  { value: "movement", label: "Movement" },
  { value: "outside", label: "Outside" },
  { value: "connection", label: "Connection" },
  { value: "rest", label: "Rest" },
  { value: "creativity", label: "Creativity" },
  { value: "nourishing-food", label: "Nourishing food" },
  { value: "quiet", label: "Quiet" },
] as const;

export const MAX_OWN_TAGS = 10;
export const MAX_TAG_LENGTH = 30;

const fixedValues = new Set<string>(fixedTags.map((tag) => tag.value));
export const isFixedTag = (tag: string) => fixedValues.has(tag);

/** How a tag reads: a fixed tag's label, or her own words as she wrote them. */
export const tagLabel = (tag: string) => fixedTags.find((fixed) => fixed.value === tag)?.label ?? tag;

/** One of her own tags, tidied the way the form tidies it: trimmed, inner spaces single, lower case. */
export const ownTag = (typed: string) => typed.trim().replace(/\s+/g, " ").toLowerCase();

export const checkInTagsSchema = z
  .array(
    z
      .string()
      .trim()
      .min(1, "a tag cannot be empty")
      .max(MAX_TAG_LENGTH, `keep a tag under ${MAX_TAG_LENGTH} characters`),
  )
  .max(fixedTags.length + MAX_OWN_TAGS, "choose fewer tags")
  .refine((tags) => new Set(tags).size === tags.length, "must not repeat a tag")
  .refine(
    (tags) => tags.filter((tag) => !isFixedTag(tag)).length <= MAX_OWN_TAGS,
    `add at most ${MAX_OWN_TAGS} tags of your own`,
  );

/** Her check-ins with at least this many saved before the growth page speaks of patterns. */
export const PATTERNS_AFTER_CHECK_INS = 10;

export interface TagPattern {
  tag: string;
  /** Days with this tag. */
  days: number;
  /** Of those, the days her energy was medium or high. */
  betterEnergyDays: number;
  /** Of those, the days she felt energized or peaceful. */
  betterMoodDays: number;
}

export interface CheckInPatterns {
  /** How many check-ins she has saved. */
  checkIns: number;
  tags: TagPattern[];
}

const betterEnergy = new Set(["high", "medium"]);
const betterMood = new Set(["energized", "peaceful"]);

/** Counts, for each tag she used, the days with it and how many of them went better; most used first. */
export function tagPatterns(
  checkIns: readonly { mood: string; energy: string; tags: readonly string[] }[],
): CheckInPatterns {
  const byTag = new Map<string, TagPattern>();
  for (const checkIn of checkIns) {
    for (const tag of new Set(checkIn.tags)) {
      const pattern = byTag.get(tag) ?? { tag, days: 0, betterEnergyDays: 0, betterMoodDays: 0 };
      pattern.days += 1;
      if (betterEnergy.has(checkIn.energy)) pattern.betterEnergyDays += 1;
      if (betterMood.has(checkIn.mood)) pattern.betterMoodDays += 1;
      byTag.set(tag, pattern);
    }
  }
  const tags = [...byTag.values()].sort((a, b) => b.days - a.days || a.tag.localeCompare(b.tag));
  return { checkIns: checkIns.length, tags };
}

/**
 * A pattern in plain words, with its counts and no claim of a cause: "On the 6 days you went
 * outside, your energy was medium or high on 5."
 */
export function describeTagPattern(pattern: TagPattern, measure: "energy" | "mood"): string {
  const what = tagPhrase(pattern.tag);
  const days = pattern.days === 1 ? "On the 1 day" : `On the ${pattern.days} days`;
  return measure === "energy"
    ? `${days} ${what}, your energy was medium or high on ${pattern.betterEnergyDays}.`
    : `${days} ${what}, you felt energized or peaceful on ${pattern.betterMoodDays}.`;
}

const phrases: Record<string, string> = {
  sleep: "sleep helped",
  movement: "you moved",
  outside: "you went outside",
  connection: "you connected with someone",
  rest: "you rested",
  creativity: "you made something",
  "nourishing-food": "you ate nourishing food",
  quiet: "you had quiet",
};

function tagPhrase(tag: string): string {
  return phrases[tag] ?? `you marked “${tag}”`;
}
