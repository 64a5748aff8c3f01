import type { JourneyDaySummary } from "./journey";

// Apart from journey.ts, whose limits load zod: the dashboard needs only this rule.

/**
 * Where the dashboard's "Continue with Day N" leads: her first unfinished
 * day she may open. When every such day is done but locked days remain, the first of those, marked
 * `open: false`, so the dashboard can say which plan opens it; null once all 75 are complete.
 */
export function continueDay(
  days: readonly JourneyDaySummary[],
): { day: JourneyDaySummary; open: boolean } | null {
  const open = days.find((day) => !day.completed && !day.locked);
  if (open) return { day: open, open: true };
  const locked = days.find((day) => !day.completed);
  return locked ? { day: locked, open: false } : null;
}
