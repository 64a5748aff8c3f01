import { and, eq, isNull, lt, sql } from "drizzle-orm";
import type { Db } from "../db/client";
import { jobs } from "../db/schema";

// The job table's operations (docs/jobs.md). Plain SQL that PGlite and PostgreSQL both run.

export interface Job {
  id: number;
  kind: string;
  payload: unknown;
  attempts: number;
  maxAttempts: number;
}

/** How long a claimed job is held before another server may take it (its server died, say). */
export const CLAIM_SECONDS = 120;
/**
 * How long a handler may run before it is told to stop (its AbortSignal): well inside the claim, so a
 * claim never runs out while its server is still working on the job (docs/jobs.md).
 */
export const JOB_DEADLINE_MS = 45_000;
const KEEP_FINISHED_DAYS = 30;

export async function enqueue(
  db: Db,
  kind: string,
  payload: unknown,
  options: { runAt?: Date; uniqueKey?: string; maxAttempts?: number } = {},
): Promise<boolean> {
  const inserted = await db
    .insert(jobs)
    .values({
      kind,
      payload,
      runAt: options.runAt ?? new Date(),
      uniqueKey: options.uniqueKey,
      maxAttempts: options.maxAttempts ?? 8,
    })
    .onConflictDoNothing({ target: jobs.uniqueKey })
    .returning({ id: jobs.id });
  return inserted.length > 0;
}

/** Takes up to `limit` due jobs for this server; no other server can take them while held. */
export async function claimDueJobs(db: Db, limit: number, now = new Date()): Promise<Job[]> {
  const result = await db.execute(sql`
    update ${jobs} set locked_until = ${new Date(now.getTime() + CLAIM_SECONDS * 1000)}, attempts = attempts + 1
    where id in (
      select id from ${jobs}
      where finished_at is null and run_at <= ${now} and (locked_until is null or locked_until < ${now})
      order by run_at, id
      limit ${limit}
      for update skip locked
    )
    returning id, kind, payload, attempts, max_attempts`);
  const rows = (result as unknown as { rows: Record<string, unknown>[] }).rows;
  return rows.map((row) => ({
    id: Number(row.id),
    kind: row.kind as string,
    payload: row.payload,
    attempts: Number(row.attempts),
    maxAttempts: Number(row.max_attempts),
  }));
}

export async function finishJob(db: Db, id: number, now = new Date()) {
  // A done job keeps its key (so it is not queued twice) but not what it carried: a sent mail's
  // address and words have no reason to stay, least of all after her account is deleted.
  await db.update(jobs).set({ finishedAt: now, lockedUntil: null, payload: {} }).where(eq(jobs.id, id));
}

/** Backoff after the n-th failed attempt: 30 s, 1 min, 2 min, … up to an hour. */
export function retryDelayMs(attempt: number): number {
  return Math.min(30_000 * 2 ** Math.max(0, attempt - 1), 60 * 60 * 1000);
}

/**
 * Records a failure: tried again later, or given up after its last attempt. Only while the claim is
 * still this attempt's (every claim counts an attempt): a claim another server has taken since is
 * left alone.
 */
export async function failJob(db: Db, job: Job, error: string, now = new Date()) {
  const lastAttempt = job.attempts >= job.maxAttempts;
  await db
    .update(jobs)
    .set({
      lastError: error.slice(0, 500),
      lockedUntil: null,
      ...(lastAttempt
        ? { finishedAt: now, failed: true }
        : { runAt: new Date(now.getTime() + retryDelayMs(job.attempts)) }),
    })
    .where(and(eq(jobs.id, job.id), eq(jobs.attempts, job.attempts), isNull(jobs.finishedAt)));
}

/** When the next unfinished job falls due, or its claim runs out; undefined when none is waiting. */
export async function nextDueAt(db: Db): Promise<Date | undefined> {
  const [row] = await db
    .select({
      at: sql`min(greatest(${jobs.runAt}, coalesce(${jobs.lockedUntil}, ${jobs.runAt})))`.mapWith(jobs.runAt),
    })
    .from(jobs)
    .where(isNull(jobs.finishedAt));
  return row?.at ?? undefined;
}

/** Removes jobs finished more than a month ago. */
export async function pruneFinishedJobs(db: Db, now = new Date()) {
  const before = new Date(now.getTime() - KEEP_FINISHED_DAYS * 24 * 60 * 60 * 1000);
  await db.delete(jobs).where(and(lt(jobs.finishedAt, before)));
}
