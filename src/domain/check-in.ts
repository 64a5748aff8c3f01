import { apiPath } from "./api-paths";
import { checkInTagsSchema } from "./check-in-tags";
import { sameValue } from "./sync";
import { boundedText, MAX_ANSWER_LENGTH } from "./text-limits";
import { utcDateKey } from "./today";
import { z } from "./zod";

// spec §3: the check-in record, stored per UTC date under `checkIn-{YYYY-MM-DD}` (spec §7).

export const moods = ["energized", "peaceful", "neutral", "anxious", "overwhelmed"] as const;
export const moodSchema = z.enum(moods);
export type Mood = z.infer<typeof moodSchema>;

export const energies = ["high", "medium", "low", "depleted"] as const;
export const energySchema = z.enum(energies);
export type Energy = z.infer<typeof energySchema>;

/** A real calendar date written YYYY-MM-DD (no 2025-02-30, no 2025-13-01). */
export const dateKeySchema = z
  .string()
  .regex(/^\d{4}-\d{2}-\d{2}$/, "must be a date written YYYY-MM-DD")
  .refine((value) => isCalendarDate(value), "must be a real calendar date");

/** Years PostgreSQL and every browser agree on (there is no year 0 in PostgreSQL). */
const FIRST_YEAR = 1900;
const LAST_YEAR = 2999;

function isCalendarDate(value: string): boolean {
  const date = new Date(`${value}T00:00:00Z`);
  const year = Number(value.slice(0, 4));
  return (
    !Number.isNaN(date.getTime()) &&
    date.toISOString().slice(0, 10) === value &&
    year >= FIRST_YEAR &&
    year <= LAST_YEAR
  );
}

/**
 * True when a check-in for `date` may be written now. The key is a UTC date (spec §7) and every
 * time zone is within a day of UTC, so her yesterday, today and tomorrow are all within one day
 * of the UTC date; nothing further is accepted (docs/security.md, storage).
 */
export function isWritableCheckInDate(date: string, now: Date): boolean {
  const days = (Date.parse(`${date}T00:00:00Z`) - Date.parse(`${utcDateKey(now)}T00:00:00Z`)) / 86_400_000;
  return Math.abs(days) <= 1;
}

export { utcDateKey };

/** The spec's localStorage key for the check-in of `date`. */
export function checkInStorageKey(date: string): `checkIn-${string}` {
  return `checkIn-${date}`;
}

/** A written answer may be left empty (D24): a depleted day need not invent gratitude. */
const answerSchema = boundedText(MAX_ANSWER_LENGTH).trim().default("");

/** A saved check-in: mood and energy chosen, the three written answers optional (D24), and the time it was saved. */
export const checkInRecordSchema = z.strictObject({
  mood: moodSchema,
  energy: energySchema,
  gratitude: answerSchema,
  challenge: answerSchema,
  intention: answerSchema,
  /** What helped today (D23): optional; a check-in without it saves as before. */
  tags: checkInTagsSchema.optional(),
  timestamp: z.iso.datetime({ offset: true }),
});
export type CheckInRecord = z.infer<typeof checkInRecordSchema>;

/** The answers while they are being written: any of them may still be empty. */
export interface CheckInDraft {
  mood: Mood | "";
  energy: Energy | "";
  gratitude: string;
  challenge: string;
  intention: string;
}

export const emptyCheckInDraft: CheckInDraft = {
  mood: "",
  energy: "",
  gratitude: "",
  challenge: "",
  intention: "",
};

/**
 * Save Check-in is enabled once mood and energy are chosen. The three written answers are optional,
 * a departure from spec §5 (D24): a member on an empty day must not have to invent gratitude to save.
 */
export function isCheckInComplete(draft: CheckInDraft): boolean {
  return draft.mood !== "" && draft.energy !== "";
}

/** The address of the check-in of `date`, a synced document (docs/architecture.md, "The store"). */
export const checkInUrl = (date: string) => `${apiPath("checkIns")}/${date}`;

const answersOf = ({ timestamp: _savedAt, tags, ...answers }: CheckInRecord) => ({
  ...answers,
  tags: tags ?? [],
});

/**
 * A check-in's equality, on the server and in the browser alike: the same answers and tags, whatever
 * time each copy says it was saved at (the server sets `timestamp`).
 */
export const sameCheckIn = (a: CheckInRecord | null, b: CheckInRecord | null): boolean =>
  a === b || (a !== null && b !== null && sameValue(answersOf(a), answersOf(b)));
