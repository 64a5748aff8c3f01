// "Today" for a member, in the two calendars the product uses. Free of zod and of content, so the
// dashboard can ask for today's check-in and affirmation without loading either.

/** The UTC calendar date of `now`, e.g. "2025-03-09" (spec §7: the check-in key uses the UTC date). */
export function utcDateKey(now: Date): string {
  return now.toISOString().slice(0, 10);
}

/** The month (0–11) and day of `now` in the member's own calendar, to open today's affirmation. */
export function todayInCalendar(now: Date): { monthIndex: number; day: number } {
  return { monthIndex: now.getMonth(), day: now.getDate() };
}

/** GET /api/affirmations/day/:month/:day: one day of the calendar (the dashboard's today). */
export interface DayAffirmation {
  /** 1–12. */
  month: number;
  day: number;
  monthLabel: string;
  text: string;
  guidance?: string;
  /** A heavy affirmation: the card shows the care line, as the calendar's dialog does (issue #49). */
  care?: true;
}
