import { energies, moods, utcDateKey } from "../../../domain/check-in";
import type { ArchiveEntry, CheckInHistoryEntry } from "../../../domain/journal-archive";

// What the growth page draws, from her check-ins and her archive. Dates are the check-in keys' UTC
// calendar days (spec §7), so a reflection and a check-in of the same moment fall on the same day.

export const RANGES = [7, 30, 90] as const;
export type RangeDays = (typeof RANGES)[number];

const DAY_MS = 86_400_000;

/** The `days` calendar dates ending today, oldest first. */
export function datesEndingToday(days: number, now = new Date()): string[] {
  return Array.from({ length: days }, (_, i) =>
    utcDateKey(new Date(now.getTime() - (days - 1 - i) * DAY_MS)),
  );
}

/** Mood and energy as rows of a chart, heaviest at the bottom. */
export const moodRows = [...moods].reverse();
export const energyRows = [...energies].reverse();

export interface ChartPoint {
  date: string;
  /** Row index from the bottom: 0 is the heaviest answer. */
  level: number;
}

export function levels(checkIns: CheckInHistoryEntry[], field: "mood" | "energy"): ChartPoint[] {
  const rows: readonly string[] = field === "mood" ? moodRows : energyRows;
  return checkIns
    .map((entry) => ({ date: entry.date, level: rows.indexOf(entry[field]) }))
    .filter((point) => point.level >= 0);
}

/** The days she wrote a reflection or checked in. */
export function daysWritten(entries: ArchiveEntry[], checkIns: CheckInHistoryEntry[]): Set<string> {
  const days = new Set(checkIns.map((entry) => entry.date));
  for (const entry of entries) {
    days.add(entry.createdAt.slice(0, 10));
    days.add(utcDateKey(new Date(entry.updatedAt)));
  }
  return days;
}

/** A day ("2026-03-04") in words as `parts` ask, in her language: that day, whatever her time zone. */
export function dayInWords(date: string, parts: Omit<Intl.DateTimeFormatOptions, "timeZone">): string {
  return new Date(`${date}T00:00:00Z`).toLocaleDateString(undefined, { ...parts, timeZone: "UTC" });
}
