import { and, count, eq, gt, lt, min } from "drizzle-orm";
import type { Db } from "./db/client";
import { attempts } from "./db/schema";

// Counted attempts, kept in the database so every app server sees the same count (docs/security.md).

const DAY_MS = 24 * 60 * 60 * 1000;

export async function recentAttempts(db: Db, key: string, windowMs: number): Promise<number> {
  const since = new Date(Date.now() - windowMs);
  const [row] = await db
    .select({ n: count() })
    .from(attempts)
    .where(and(eq(attempts.key, key), gt(attempts.at, since)));
  return row?.n ?? 0;
}

export async function recordAttempt(db: Db, key: string): Promise<void> {
  await db.delete(attempts).where(and(eq(attempts.key, key), lt(attempts.at, new Date(Date.now() - DAY_MS))));
  await db.insert(attempts).values({ key });
}

export async function clearAttempts(db: Db, key: string): Promise<void> {
  await db.delete(attempts).where(eq(attempts.key, key));
}

/** Records the attempt unless `max` were already made within the window; true when it may go ahead. */
export async function takeAttempt(db: Db, key: string, max: number, windowMs: number): Promise<boolean> {
  if ((await recentAttempts(db, key, windowMs)) >= max) return false;
  await recordAttempt(db, key);
  return true;
}

/**
 * Records the attempt unless `max` were already made within the window. Answers 0 when it may go ahead,
 * else the seconds until the oldest of them leaves the window (a `Retry-After`).
 */
export async function takeAttemptOrWait(db: Db, key: string, max: number, windowMs: number): Promise<number> {
  const since = new Date(Date.now() - windowMs);
  const [row] = await db
    .select({ n: count(), oldest: min(attempts.at) })
    .from(attempts)
    .where(and(eq(attempts.key, key), gt(attempts.at, since)));
  if ((row?.n ?? 0) >= max && row?.oldest) {
    return Math.max(1, Math.ceil((row.oldest.getTime() + windowMs - Date.now()) / 1000));
  }
  await recordAttempt(db, key);
  return 0;
}
