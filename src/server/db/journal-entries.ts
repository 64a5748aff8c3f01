import { and, eq, isNotNull, type SQL, sql } from "drizzle-orm";
import type { JournalDocument } from "../../domain/journey";
import type { Synced, SyncSaved } from "../../domain/sync";
import { Batcher } from "./batcher";
import type { Announcement } from "./change-feed";
import type { Db } from "./client";
import { notifying } from "./revisioned";
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

interface SaveRequest {
  userId: string;
  day: number;
  content: string;
  baseRevision: number;
}

/** The new revision of a saved reflection, or null when the stored one was not at its base revision. */
type Saved = { revision: number; updatedAt: Date } | null;

const dayKey = (r: { userId: string; day: number }) => `${r.userId}:${r.day}`;

/**
 * Saves the reflection only if the stored one is still at `baseRevision` (optimistic concurrency):
 * a write based on an older revision is refused with the current version, never applied.
 */
export type SaveReflection = (
  userId: string,
  day: number,
  content: string,
  baseRevision: number,
) => Promise<SaveResult>;

/**
 * One server's reflection writer, made by bootstrap: saves that arrive together are written together
 * (batcher.ts; `npm run bench` shows it pays on PGlite), and each answers once committed.
 */
export function reflectionWriter(db: Db): SaveReflection {
  const updates = preparedUpdate(db);
  const writer = new Batcher<SaveRequest, Saved>({
    key: dayKey,
    weight: (request) => request.content.length,
    maxItems: 100,
    maxWeight: 4_000_000,
    run: (requests) => saveReflections(db, updates, requests),
  });
  return async (userId, day, content, baseRevision) => {
    const saved = await writer.run({ userId, day, content, baseRevision });
    if (saved) return { saved: true, revision: saved.revision, updatedAt: saved.updatedAt.toISOString() };
    return { saved: false, current: await readReflection(db, userId, day) };
  };
}

const returning = {
  userId: journalEntries.userId,
  day: journalEntries.day,
  revision: journalEntries.revision,
  updatedAt: journalEntries.updatedAt,
};

/** The saves of a batch as rows: each member, day, text and the revision it was written from. */
const batchOf = (arrays: {
  userIds: unknown;
  days: unknown;
  contents: unknown;
  baseRevisions: unknown;
}) => sql`unnest(
    ${arrays.userIds}::text[],
    ${arrays.days}::int[],
    ${arrays.contents}::text[],
    ${arrays.baseRevisions}::int[]
  ) as batch(user_id, day, content, base_revision)`;

/** Saves of days she has written before: one UPDATE of the whole batch, moving each revision on. */
function updateOf(db: Db, batch: SQL) {
  return db
    .update(journalEntries)
    .set({
      content: sql`batch.content`,
      revision: sql`${journalEntries.revision} + 1`,
      updatedAt: sql`now()`,
    })
    .from(batch)
    .where(
      and(
        eq(journalEntries.userId, sql`batch.user_id`),
        eq(journalEntries.day, sql`batch.day`),
        eq(journalEntries.revision, sql`batch.base_revision`),
      ),
    )
    .returning(returning);
}

type BatchArrays = { userIds: string[]; days: number[]; contents: string[]; baseRevisions: number[] };
type SavedRow = { userId: string; day: number; revision: number; updatedAt: Date };

/** The batch UPDATE, built once (and, on PostgreSQL, parsed once per connection): nearly every save is one. */
function preparedUpdate(db: Db): (arrays: BatchArrays) => Promise<SavedRow[]> {
  const statement = updateOf(
    db,
    batchOf({
      userIds: sql.placeholder("userIds"),
      days: sql.placeholder("days"),
      contents: sql.placeholder("contents"),
      baseRevisions: sql.placeholder("baseRevisions"),
    }),
  ).prepare("g2g_save_reflections");
  return (arrays) => statement.execute(arrays);
}

/** Writes several reflections (never two of one member's day) with one UPDATE and, for first saves, one INSERT. */
async function saveReflections(
  db: Db,
  updates: (arrays: BatchArrays) => Promise<SavedRow[]>,
  requests: SaveRequest[],
): Promise<Saved[]> {
  const arrays: BatchArrays = {
    userIds: requests.map((r) => r.userId),
    days: requests.map((r) => r.day),
    contents: requests.map((r) => r.content),
    baseRevisions: requests.map((r) => r.baseRevision),
  };
  const saved = new Map<string, Saved>();
  const firstSaves = requests.filter((r) => r.baseRevision === 0);
  if (firstSaves.length === 0) {
    for (const row of await updates(arrays)) saved.set(dayKey(row), row);
    return requests.map((r) => saved.get(dayKey(r)) ?? null);
  }
  // With an insert to follow, both statements commit together, so a failed batch wrote nothing and
  // its saves can be retried one by one.
  await db.transaction(async (tx) => {
    const batch = batchOf({
      userIds: sql.param(arrays.userIds),
      days: sql.param(arrays.days),
      contents: sql.param(arrays.contents),
      baseRevisions: sql.param(arrays.baseRevisions),
    });
    for (const row of await updateOf(tx as unknown as Db, batch)) saved.set(dayKey(row), row);
    // A first save of a day with no row yet creates it; if another device created it meanwhile,
    // the insert does nothing and the save is answered as a conflict.
    const missing = firstSaves.filter((r) => !saved.has(dayKey(r)));
    if (missing.length === 0) return;
    const inserted = await tx
      .insert(journalEntries)
      .values(missing.map(({ userId, day, content }) => ({ userId, day, content, revision: 1 })))
      .onConflictDoNothing()
      .returning(returning);
    for (const row of inserted) saved.set(dayKey(row), row);
  });
  return requests.map((r) => saved.get(dayKey(r)) ?? null);
}

/**
 * One save in the caller's transaction (a write held to her storage quota, storage-quota.ts), as a
 * batch of one would make it: a first save also fills a row that only a completion made.
 */
export async function saveReflectionIn(
  tx: Db,
  userId: string,
  day: number,
  content: string,
  baseRevision: number,
): Promise<SyncSaved | null> {
  const [updated] = await tx
    .update(journalEntries)
    .set({ content, revision: sql`${journalEntries.revision} + 1`, updatedAt: sql`now()` })
    .where(and(ownDay(userId, day), eq(journalEntries.revision, baseRevision)))
    .returning(returning);
  const [row] =
    updated || baseRevision !== 0
      ? [updated]
      : await tx
          .insert(journalEntries)
          .values({ userId, day, content, revision: 1 })
          .onConflictDoNothing()
          .returning(returning);
  return row ? { revision: row.revision, updatedAt: row.updatedAt.toISOString() } : null;
}

/**
 * Marks the day completed (the first time counts); the reflection is left as it is. `announce` is sent
 * when it commits (change-feed.ts).
 */
/** Records day `day` as completed (once: a later call keeps the first time) and answers when it was. */
export async function completeDay(
  db: Db,
  userId: string,
  day: number,
  announce: Announcement | null,
): Promise<SyncSaved> {
  const [row] = await db
    .insert(journalEntries)
    .values({ userId, day, completedAt: sql`now()` })
    .onConflictDoUpdate({
      target: [journalEntries.userId, journalEntries.day],
      set: { completedAt: sql`coalesce(${journalEntries.completedAt}, now())` },
    })
    .returning({
      completedAt: journalEntries.completedAt,
      ...(announce && { announced: notifying(announce.channel, announce.payload) }),
    });
  return completionSaved(row?.completedAt ?? new Date());
}

/**
 * Whether she completed a day, as a synced document (docs/architecture.md, "The store"): it only ever
 * goes from false to true, so its revision is 1 once it has.
 */
export async function readCompletion(db: Db, userId: string, day: number): Promise<Synced<boolean>> {
  const [row] = await db
    .select({ completedAt: journalEntries.completedAt })
    .from(journalEntries)
    .where(and(ownDay(userId, day), isNotNull(journalEntries.completedAt)))
    .limit(1);
  return row?.completedAt
    ? { value: true, ...completionSaved(row.completedAt) }
    : { value: false, revision: 0, updatedAt: null };
}

const completionSaved = (at: Date): SyncSaved => ({ revision: 1, updatedAt: at.toISOString() });

export async function completedDays(db: Db, userId: string): Promise<number[]> {
  const rows = await db
    .select({ day: journalEntries.day })
    .from(journalEntries)
    .where(and(eq(journalEntries.userId, userId), isNotNull(journalEntries.completedAt)));
  return rows.map((row) => row.day);
}
