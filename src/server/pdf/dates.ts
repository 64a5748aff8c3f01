// The server knows no reader's time zone, so dates are written in UTC, the zone check-ins are keyed
// by (utcDateKey in src/domain/check-in.ts).
const longDate = new Intl.DateTimeFormat("en-US", {
  year: "numeric",
  month: "long",
  day: "numeric",
  timeZone: "UTC",
});

const shortDate = new Intl.DateTimeFormat("en-US", { month: "short", day: "numeric", timeZone: "UTC" });

/** "November 23, 2026". */
export function formatLongDate(date: Date): string {
  return longDate.format(date);
}

/** A YYYY-MM-DD check-in key as "November 23, 2026"; a key that is not a date is written as it is. */
export function formatLongDateKey(dateKey: string): string {
  const date = dateOfKey(dateKey);
  return date ? longDate.format(date) : dateKey;
}

/** A YYYY-MM-DD check-in key as "Nov 23"; a key that is not a date is written as it is. */
export function formatShortDateKey(dateKey: string): string {
  const date = dateOfKey(dateKey);
  return date ? shortDate.format(date) : dateKey;
}

function dateOfKey(dateKey: string): Date | null {
  const date = new Date(`${dateKey}T00:00:00Z`);
  return Number.isNaN(date.getTime()) ? null : date;
}
