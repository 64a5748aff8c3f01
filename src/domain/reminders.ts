import { z } from "./zod";

// Her daily reminder (docs/jobs.md): off by default, at the hour she picks in her own time zone, never
// more than one a day, none on a day she already wrote or checked in, and no guilt — after three
// quiet days they space out on their own and their tone softens. No streaks, no counts of missed days.

export function isTimeZone(value: string): boolean {
  try {
    new Intl.DateTimeFormat("en-US", { timeZone: value });
    return true;
  } catch {
    return false;
  }
}

export const reminderPreferencesSchema = z.strictObject({
  enabled: z.boolean(),
  hour: z.number().int().min(0, "pick an hour from 0 to 23").max(23, "pick an hour from 0 to 23"),
  timeZone: z.string().max(64).refine(isTimeZone, "is not a time zone we know"),
  affirmationOnly: z.boolean(),
  /** The weekly letter (D23), on Sunday in her time zone; absent leaves it as it was. */
  weekly: z.boolean().optional(),
  /** "News from Grind to Grace": the coach's broadcasts and sequences (D28); absent leaves it as it was. */
  news: z.boolean().optional(),
});
export type ReminderPreferences = z.infer<typeof reminderPreferencesSchema>;

export const defaultReminderPreferences: ReminderPreferences = {
  enabled: false,
  hour: 8,
  timeZone: "UTC",
  affirmationOnly: false,
  weekly: false,
  news: true,
};

/** Her local calendar date (YYYY-MM-DD) and hour at `now`. */
export function localTime(now: Date, timeZone: string): { date: string; hour: number } {
  const parts = Object.fromEntries(
    new Intl.DateTimeFormat("en-CA", {
      timeZone,
      year: "numeric",
      month: "2-digit",
      day: "2-digit",
      hour: "2-digit",
      hourCycle: "h23",
    })
      .formatToParts(now)
      .map((part) => [part.type, part.value]),
  );
  return { date: `${parts.year}-${parts.month}-${parts.day}`, hour: Number(parts.hour) };
}

const DAY_MS = 86_400_000;
export const daysBetween = (from: string, to: string) =>
  Math.round((Date.parse(to) - Date.parse(from)) / DAY_MS);

/** Quiet days after which reminders come every other day, then weekly. */
export const SPACING = { everyOtherDayAfter: 3, weeklyAfter: 14 };

export interface ReminderSituation {
  /** Her local date and hour now. */
  today: string;
  hour: number;
  preferences: ReminderPreferences;
  /** The local date of her last reflection or check-in, if any. */
  lastWroteOn: string | null;
  /**
   * The local date she last set her reminders (turned them on or changed them), or joined: while she
   * has never written, her quiet days count from it, so the spacing and the gentle tone still apply.
   */
  remindedSince: string;
  /** The local date of the last reminder sent, if any. */
  lastSentOn: string | null;
  /** All 75 days completed. */
  pathComplete: boolean;
}

export type ReminderDecision = { send: false } | { send: true; gentle: boolean; affirmationOnly: boolean };

/** Whether a reminder goes out now, and in which tone. */
export function decideReminder(s: ReminderSituation): ReminderDecision {
  const { preferences } = s;
  if (!preferences.enabled || s.hour !== preferences.hour || s.lastSentOn === s.today) return { send: false };
  if (s.lastWroteOn === s.today) return { send: false };
  const affirmationOnly = preferences.affirmationOnly || s.pathComplete;
  if (s.pathComplete && !preferences.affirmationOnly) return { send: false };
  const quietDays = Math.max(0, daysBetween(s.lastWroteOn ?? s.remindedSince, s.today));
  const sinceLast = s.lastSentOn ? daysBetween(s.lastSentOn, s.today) : Number.POSITIVE_INFINITY;
  if (quietDays >= SPACING.weeklyAfter && sinceLast < 7) return { send: false };
  if (quietDays >= SPACING.everyOtherDayAfter && sinceLast < 2) return { send: false };
  return { send: true, gentle: quietDays >= SPACING.everyOtherDayAfter, affirmationOnly };
}
