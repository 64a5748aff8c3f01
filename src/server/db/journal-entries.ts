import { and, eq, isNotNull, sql } from "drizzle-orm";
import type { JournalDocument } from "../../domain/journey";
import type { Db } from "./client";
import { journalEntries } from "./schema";

// A member's reflections and completed days. Every query is scoped by the member's id.

const ownDay = (userId: string, day: number) =>
  and(eq(journalEntries.userId, userId), eq(journalEntries.day, day));

export async function readReflection(db: Db, userId: string, day: number): Promise<JournalDocument> {
  const [row] = await db
    .select({
      value: journalEntries.content,
      revision: journalEntries.revision,
      updatedAt: journalEntries.updatedAt,
    })
    .from(journalEntries)
    .where(ownDay(userId, day))
    .limit(1);
  if (!row) return { value: "", revision: 0, updatedAt: null };
  return { ...row, updatedAt: row.revision > 0 ? row.updatedAt.toISOString() : null };
}

export type SaveResult =
  | { saved: true; revision: number; updatedAt: string }
  | { saved: false; current: JournalDocument };

/**
 * Saves the reflection only if the stored one is still at `baseRevision` (optimistic concurrency):
 * a write based on an older revision is refused with the current version, never applied.
 */
export async function saveReflection(
  db: Db,
  userId: string,
  day: number,
  content: string,
  baseRevision: number,
): Promise<SaveResult> {
  const returning = { revision: journalEntries.revision, updatedAt: journalEntries.updatedAt };
  const [updated] = await db
    .update(journalEntries)
    .set({ content, revision: sql`${journalEntries.revision} + 1`, updatedAt: sql`now()` })
    .where(and(ownDay(userId, day), eq(journalEntries.revision, baseRevision)))
    .returning(returning);
  let row = updated;
  if (!row && baseRevision === 0) {
    [row] = await db
      .insert(journalEntries)
      .values({ userId, day, content, revision: 1 })
      .onConflictDoNothing()
      .returning(returning);
  }
  if (row) return { saved: true, revision: row.revision, updatedAt: row.updatedAt.toISOString() };
  return { saved: false, current: await readReflection(db, userId, day) };
}

/** Marks the day completed (the first time counts); the reflection is left as it is. */
export async function completeDay(db: Db, userId: string, day: number): Promise<void> {
  await db
    .insert(journalEntries)
    .values({ userId, day, completedAt: sql`now()` })
    .onConflictDoUpdate({
      target: [journalEntries.userId, journalEntries.day],
      set: { completedAt: sql`coalesce(${journalEntries.completedAt}, now())` },
    });
}

export async function completedDays(db: Db, userId: string): Promise<number[]> {
  const rows = await db
    .select({ day: journalEntries.day })
    .from(journalEntries)
    .where(and(eq(journalEntries.userId, userId), isNotNull(journalEntries.completedAt)));
  return rows.map((row) => row.day);
}
