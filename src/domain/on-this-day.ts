import { dateKeySchema } from "./check-in";
import { z } from "./zod";

// On this day (D23, issue #27 item 2): what she wrote on this date a week, a month or a year ago comes
// back to the dashboard as a few lines and a link; she can hide any of it from resurfacing for good
// (it stays in her journal).

export const resurfaceKinds = ["day", "page"] as const;
export type ResurfaceKind = (typeof resurfaceKinds)[number];

export type Ago = "a week ago" | "a month ago" | "a year ago";

/**
 * Her choices for "On this day" (issue #49), a setting at /api/settings/resurfacing: the card can be turned
 * off, and entries of days marked heavy (the care days, docs/content-style.md) come back only if she asks.
 */
export const resurfacingPreferencesSchema = z.strictObject({
  onThisDay: z.boolean(),
  heavyDays: z.boolean(),
});
export type ResurfacingPreferences = z.infer<typeof resurfacingPreferencesSchema>;
export const defaultResurfacing: ResurfacingPreferences = { onThisDay: true, heavyDays: false };

export interface OnThisDayItem {
  kind: ResurfaceKind;
  /** The day (as text) or the page's id. */
  key: string;
  /** The date she wrote it (YYYY-MM-DD). */
  date: string;
  ago: Ago;
  title: string;
  excerpt: string;
  href: string;
  /** An entry of a day marked heavy, shown only because she asked for those: the card adds a care line. */
  care?: true;
}

export interface OnThisDay {
  items: OnThisDayItem[];
}

/** Which day "today" is for her: her own calendar date, sent by her browser (within a day of UTC). */
export const onThisDayQuerySchema = z.object({ today: dateKeySchema.optional() });

export const hideFromOnThisDaySchema = z.strictObject({
  kind: z.enum(resurfaceKinds),
  key: z.string().min(1).max(64),
});

const shift = (date: string, by: { days?: number; months?: number; years?: number }) => {
  const [year, month, day] = date.split("-").map(Number) as [number, number, number];
  const moved = new Date(
    Date.UTC(year - (by.years ?? 0), month - 1 - (by.months ?? 0), day - (by.days ?? 0)),
  );
  // A month or a year back from the 31st (or 29 February) has no such date: nothing resurfaces then.
  if (!by.days && moved.getUTCDate() !== day) return null;
  return moved.toISOString().slice(0, 10);
};

/** The earlier dates that resurface on `today`, each with how long ago it was. */
export function resurfacingDates(today: string): { date: string; ago: Ago }[] {
  const dates = [
    { date: shift(today, { days: 7 }), ago: "a week ago" as const },
    { date: shift(today, { months: 1 }), ago: "a month ago" as const },
    { date: shift(today, { years: 1 }), ago: "a year ago" as const },
  ];
  return dates.flatMap((entry) => (entry.date ? [{ date: entry.date, ago: entry.ago }] : []));
}

/** True when `today` is her date now, give or take the day time zones span. */
export function isNearToday(today: string, now: Date): boolean {
  const days = (Date.parse(`${today}T00:00:00Z`) - Date.parse(now.toISOString().slice(0, 10))) / 86_400_000;
  return Math.abs(days) <= 1;
}

/** At most this many lines come back at once, so the dashboard stays calm. */
export const MAX_ON_THIS_DAY = 3;
