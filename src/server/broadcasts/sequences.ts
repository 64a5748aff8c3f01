import { and, desc, eq, type SQL, sql } from "drizzle-orm";
import type { SequenceList, SequenceRequest, SequenceTrigger } from "../../domain/broadcasts";
import type { Db } from "../db/client";
import {
  jobs,
  journalEntries,
  memberActivity,
  sequenceSends,
  sequences,
  subscribers,
  user,
} from "../db/schema";
import { httpError } from "../http/errors";
import { audienceConditions, withAudienceTables } from "./audience";

// The coach's automatic messages (D28, docs/architecture.md "Broadcasts and sequences"). Every app
// server's minute look (reminders/reminder-scheduler.ts) queues each enabled message for the members its
// trigger now holds for, in one statement: a row in `sequence_sends` (once per member, ever) and a
// `news.mail` job with the same key. Members who turned news off are never chosen.

const DAY_MS = 86_400_000;

export async function listSequences(db: Db): Promise<SequenceList> {
  const rows = await db
    .select({
      id: sequences.id,
      subject: sequences.subject,
      body: sequences.body,
      trigger: sequences.trigger,
      days: sequences.days,
      enabled: sequences.enabled,
      sent: sql<number>`(select count(*)::int from ${sequenceSends} where ${sequenceSends.sequenceId} = ${sequences.id})`,
    })
    .from(sequences)
    .orderBy(desc(sequences.createdAt));
  return { sequences: rows.map((row) => ({ ...row, trigger: row.trigger as SequenceTrigger })) };
}

export async function createSequence(db: Db, request: SequenceRequest): Promise<string> {
  const [row] = await db.insert(sequences).values(request).returning({ id: sequences.id });
  return row?.id as string;
}

export async function updateSequence(db: Db, id: string, request: SequenceRequest) {
  const [row] = await db
    .update(sequences)
    .set({ ...request, updatedAt: new Date() })
    .where(eq(sequences.id, id))
    .returning({ id: sequences.id });
  if (!row) throw httpError(404, "There is no such message.");
}

/** Deletes a message; its subject, for the audit log. */
export async function deleteSequence(db: Db, id: string): Promise<string> {
  const [row] = await db
    .delete(sequences)
    .where(eq(sequences.id, id))
    .returning({ subject: sequences.subject });
  if (!row) throw httpError(404, "There is no such message.");
  return row.subject;
}

/**
 * When a member is due a message with this trigger: its moment (sign-up, trial or last activity plus N
 * days, or completing day N) has come, and came after the message was written, so a new message greets
 * members from then on instead of reaching everyone at once.
 */
function triggerHolds(trigger: SequenceTrigger, days: number, since: Date, now: Date): SQL {
  const reachedBy = (moment: SQL) =>
    sql`${moment} between ${new Date(since.getTime() - days * DAY_MS).toISOString()}::timestamptz
      and ${new Date(now.getTime() - days * DAY_MS).toISOString()}::timestamptz`;
  switch (trigger) {
    case "signup":
      return reachedBy(sql`${user.createdAt}`);
    case "trial":
      return reachedBy(sql`${subscribers.trialUsedAt}`);
    case "day":
      return sql`exists (select 1 from ${journalEntries} where ${journalEntries.userId} = ${user.id}
        and ${journalEntries.day} = ${days} and ${journalEntries.completedAt} >= ${since.toISOString()}::timestamptz)`;
    case "quiet":
      return reachedBy(sql`coalesce(${memberActivity.lastActiveAt}, ${user.createdAt})`);
  }
}

/** Queues every enabled message for the members now due it; returns how many were queued. */
export async function queueSequenceMessages(db: Db, now: Date): Promise<number> {
  const enabled = await db.select().from(sequences).where(eq(sequences.enabled, true));
  let queued = 0;
  for (const sequence of enabled) {
    const due = withAudienceTables(
      db.select({ id: sql<string>`${sequence.id}::text`, userId: user.id }),
    ).where(
      and(
        ...audienceConditions({}, now),
        triggerHolds(sequence.trigger as SequenceTrigger, sequence.days, sequence.createdAt, now),
        sql`not exists (select 1 from ${sequenceSends} where ${sequenceSends.sequenceId} = ${sequence.id}
          and ${sequenceSends.userId} = ${user.id})`,
      ),
    );
    const result = await db.execute(sql`
      with chosen as (
        insert into ${sequenceSends} (sequence_id, user_id) ${due}
        on conflict do nothing
        returning user_id
      )
      insert into ${jobs} (kind, payload, run_at, unique_key)
      select 'news.mail', jsonb_build_object('sequenceId', ${sequence.id}::text, 'userId', user_id), ${now.toISOString()}::timestamptz,
        'sequence:' || ${sequence.id}::text || ':' || user_id
      from chosen
      on conflict (unique_key) do nothing
      returning id`);
    queued += (result as unknown as { rows: unknown[] }).rows.length;
  }
  return queued;
}
