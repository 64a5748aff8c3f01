import { and, count, gte, sql } from "drizzle-orm";
import type { CancelReason } from "../../domain/retention";
import type { Db } from "../db/client";
import { cancellations } from "../db/schema";

// Why members leave (issue #26): the operator's overview shows the reasons given in the last 90 days.

export const CANCELLATION_WINDOW_DAYS = 90;

export interface CancellationCount {
  /** One of Stripe's `cancellation_details.feedback` values, or null when she gave none. */
  reason: CancelReason | null;
  count: number;
}

/**
 * Records a cancellation and its reason, if she gave one: once per subscription, so pressing cancel again
 * counts nothing more; "End it today instead" after a scheduled cancel updates the same row.
 */
export async function recordCancellation(
  db: Db,
  entry: {
    userId: string;
    subscriptionId: string;
    reason?: CancelReason;
    note?: string;
    when: "period_end" | "now";
  },
  now = new Date(),
) {
  await db
    .insert(cancellations)
    .values({
      userId: entry.userId,
      subscriptionId: entry.subscriptionId,
      reason: entry.reason ?? null,
      note: entry.note || null,
      when: entry.when,
      createdAt: now,
    })
    .onConflictDoUpdate({
      target: cancellations.subscriptionId,
      set: {
        when: entry.when,
        reason: sql`coalesce(excluded.reason, ${cancellations.reason})`,
        note: sql`coalesce(excluded.note, ${cancellations.note})`,
      },
    });
}

/** `cancellations: [{ reason, count }]` for the overview, most common first. */
export async function cancellationCounts(db: Db, now = new Date()): Promise<CancellationCount[]> {
  const since = new Date(now.getTime() - CANCELLATION_WINDOW_DAYS * 86_400_000);
  const rows = await db
    .select({ reason: cancellations.reason, count: count() })
    .from(cancellations)
    .where(and(gte(cancellations.createdAt, since)))
    .groupBy(cancellations.reason)
    .orderBy(sql`count(*) desc`, cancellations.reason);
  return rows.map((row) => ({ reason: row.reason as CancelReason | null, count: Number(row.count) }));
}
