import { z } from "./zod";

// The weekly letter (D23, issue #27 item 5): opt-in, on Sunday in her time zone, one kind mail about
// the week that ends that day. A week with nothing written says so gently and never counts what she
// missed. It never holds a word she wrote (issue #49): only which days she came, how many words and
// check-ins, and an invitation back. Her words stay in her journal, where only she can read them.

export const EMPTY_WEEK_LINE = "The page is here whenever you want it";

/** After a week she wrote in: what she wrote stays hers, and the page is open for her. */
export const WROTE_WEEK_LINE =
  "What you wrote stays in your journal, where only you can read it. The page is open whenever you want to come back.";

export const weeklyPreferenceSchema = z.boolean().optional();

/** True when the calendar date (YYYY-MM-DD) is a Sunday. */
export const isSunday = (date: string) => new Date(`${date}T00:00:00Z`).getUTCDay() === 0;

const addDays = (date: string, days: number) =>
  new Date(Date.parse(`${date}T00:00:00Z`) + days * 86_400_000).toISOString().slice(0, 10);

/** The seven dates of the week that ends on `sunday`, Monday first. */
export const weekEndingOn = (sunday: string) => [6, 5, 4, 3, 2, 1, 0].map((back) => addDays(sunday, -back));

/** The Monday after `sunday`: its month's affirmation theme is the coming week's. */
export const nextMonday = (sunday: string) => addDays(sunday, 1);

export interface WeekInWords {
  /** The dates (YYYY-MM-DD, her time zone) she wrote a reflection or a page or checked in. */
  daysWritten: string[];
  words: number;
  checkIns: number;
  /** The coming week's affirmation theme. */
  theme: string;
}
