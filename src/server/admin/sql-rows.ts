import type { SQL } from "drizzle-orm";
import { type Db, readerOf } from "../db/client";

/** The rows of a raw read, the same on PGlite and PostgreSQL (from the read replica of a lag-tolerant `db`). */
export async function rowsOf<T>(db: Db, statement: SQL): Promise<T[]> {
  return ((await readerOf(db).execute(statement)) as unknown as { rows: T[] }).rows;
}

const DAY_MS = 86_400_000;

/** Monday 00:00 UTC of the ISO week holding `date`. */
export function isoWeekStart(date: Date): Date {
  const day = new Date(Date.UTC(date.getUTCFullYear(), date.getUTCMonth(), date.getUTCDate()));
  const sinceMonday = (day.getUTCDay() + 6) % 7;
  return new Date(day.getTime() - sinceMonday * DAY_MS);
}

export function addDays(date: Date, days: number): Date {
  return new Date(date.getTime() + days * DAY_MS);
}

export const isoDate = (date: Date) => date.toISOString().slice(0, 10);
