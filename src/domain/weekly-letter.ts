import { z } from "./zod";

// The weekly letter (D23, issue #27 item 5): opt-in, on Sunday in her time zone, one kind mail about
// the week that ends that day. A week with nothing written says so gently and never counts what she
// missed. The one line of hers it quotes is chosen by a plain rule: the longest sentence of the
// longest thing she wrote that week.

export const EMPTY_WEEK_LINE = "The page is here whenever you want it";

export const weeklyPreferenceSchema = z.boolean().optional();

/** True when the calendar date (YYYY-MM-DD) is a Sunday. */
export const isSunday = (date: string) => new Date(`${date}T00:00:00Z`).getUTCDay() === 0;

const addDays = (date: string, days: number) =>
  new Date(Date.parse(`${date}T00:00:00Z`) + days * 86_400_000).toISOString().slice(0, 10);

/** The seven dates of the week that ends on `sunday`, Monday first. */
export const weekEndingOn = (sunday: string) => [6, 5, 4, 3, 2, 1, 0].map((back) => addDays(sunday, -back));

/** The Monday after `sunday`: its month's affirmation theme is the coming week's. */
export const nextMonday = (sunday: string) => addDays(sunday, 1);

const MAX_LINE_LENGTH = 280;

/** The longest sentence of the longest text, trimmed to a quotable length; null when nothing was written. */
export function lineOfTheWeek(texts: readonly string[]): string | null {
  const longest = [...texts].sort((a, b) => b.trim().length - a.trim().length)[0]?.trim();
  if (!longest) return null;
  const sentences = longest
    .split(/(?<=[.!?])\s+|\n+/)
    .map((sentence) => sentence.trim())
    .filter(Boolean);
  const line = sentences.sort((a, b) => b.length - a.length)[0] ?? longest;
  return line.length > MAX_LINE_LENGTH ? `${line.slice(0, MAX_LINE_LENGTH).replace(/\s+\S*$/, "")}…` : line;
}

export interface WeekInWords {
  /** The dates (YYYY-MM-DD, her time zone) she wrote a reflection or a page or checked in. */
  daysWritten: string[];
  words: number;
  checkIns: number;
  line: string | null;
  /** The coming week's affirmation theme. */
  theme: string;
}
