/** The time `iso` names, or null for none or an unreadable one. */
function timeOf(iso: string | null | undefined): Date | null {
  if (!iso) return null;
  const date = new Date(iso);
  return Number.isNaN(date.getTime()) ? null : date;
}

/** "March 10, 2026" in the reader's locale; null or an unreadable date gives null. */
export function formatLongDate(iso: string | null | undefined): string | null {
  return (
    timeOf(iso)?.toLocaleDateString(undefined, { year: "numeric", month: "long", day: "numeric" }) ?? null
  );
}

/** "March 10, 2026 at 1:31 AM" in the reader's locale and time zone; null or an unreadable time gives null. */
export function formatDateTime(iso: string | null | undefined): string | null {
  return (
    timeOf(iso)?.toLocaleString(undefined, {
      year: "numeric",
      month: "long",
      day: "numeric",
      hour: "numeric",
      minute: "2-digit",
    }) ?? null
  );
}

/**
 * A calendar day ("2026-11-29", no time) as "November 29, 2026" in the reader's locale: read as that day
 * itself, not as midnight in London, which is the day before west of it.
 */
export function formatCalendarDay(day: string): string {
  const date = timeOf(`${day}T00:00:00Z`);
  return date?.toLocaleDateString(undefined, { timeZone: "UTC", dateStyle: "long" }) ?? day;
}
