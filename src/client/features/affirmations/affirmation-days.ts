import type { Affirmation, Month } from "../../../content/schema";

/** spec §2: a calendar card's date, month and two-digit day, e.g. "Jan 01". */
export function shortDateLabel(month: Pick<Month, "label">, day: number): string {
  return `${month.label.slice(0, 3)} ${String(day).padStart(2, "0")}`;
}

export interface NumberedAffirmation {
  /** 1-based position in the calendar. */
  number: number;
  month: Month;
  affirmation: Affirmation;
}

/** spec §2: the first `count` affirmations of the calendar, in calendar order. */
export function firstAffirmations(months: readonly Month[], count: number): NumberedAffirmation[] {
  return months
    .flatMap((month) => month.days.map((affirmation) => ({ month, affirmation })))
    .slice(0, count)
    .map((entry, index) => ({ number: index + 1, ...entry }));
}
