import { GRACE_CEREMONY_DAY } from "./day-access";
import type { JourneyDaySummary } from "./journey";

// When the dashboard shows the Grace Ceremony card (docs/architecture.md D26).

/** How many days before the Grace Ceremony its card appears on the dashboard. */
export const CEREMONY_NOTICE_DAYS = 7;

/**
 * True once the Grace Ceremony is near or reached, so the dashboard does not push day 31 at a member
 * on day 3: the next day she has to finish before it is within a week of it, or she has finished every
 * day before it her plan opens. A member whose plan does not open the ceremony counts every day before it.
 */
export function ceremonyInView(days: readonly JourneyDaySummary[]): boolean {
  const ceremonyLocked = days.find((entry) => entry.day === GRACE_CEREMONY_DAY)?.locked ?? false;
  const ahead = days.find(
    (entry) => entry.day < GRACE_CEREMONY_DAY && !entry.completed && (ceremonyLocked || !entry.locked),
  );
  return (ahead?.day ?? GRACE_CEREMONY_DAY) >= GRACE_CEREMONY_DAY - CEREMONY_NOTICE_DAYS;
}
