import { and, desc, eq, inArray, sql } from "drizzle-orm";
import {
  type Audience,
  audienceSchema,
  type BroadcastList,
  type BroadcastRequest,
  type BroadcastStatus,
  broadcastRequestSchema,
} from "../../domain/broadcasts";
import type { Db } from "../db/client";
import { broadcastRecipients, broadcasts, jobs, user } from "../db/schema";
import { httpError } from "../http/errors";
import type { JobWorker } from "../jobs/worker";
import { audienceConditions, audienceSize, withAudienceTables } from "./audience";

// The coach's broadcasts (D28, docs/architecture.md "Broadcasts and sequences"). Sending is three kinds
// of durable job: `broadcast.start` at its time fixes who it goes to (a row per member), each
// `broadcast.batch` turns up to BATCH of those rows into one `news.mail` job each, spaced to
// MAILS_PER_SECOND, and queues the next batch. A member's row and her mail job's unique key make one
// copy per member, whatever servers or restarts come between.

/** Recipients turned into mail jobs by one batch. */
export const BATCH = 100;
/** The pace of a broadcast across all app servers: well inside what an SMTP provider accepts. */
export const MAILS_PER_SECOND = 5;

export async function createBroadcast(
  db: Db,
  worker: JobWorker,
  actorId: string,
  request: BroadcastRequest,
): Promise<{ id: string; recipients: number }> {
  const { subject, body, audience, sendAt, draft } = broadcastRequestSchema.parse(request);
  const [row] = await db
    .insert(broadcasts)
    .values({ subject, body, audience, status: "draft", createdBy: actorId })
    .returning({ id: broadcasts.id });
  const id = row?.id as string;
  if (!draft) await scheduleBroadcast(db, worker, id, sendAt);
  return { id, recipients: await audienceSize(db, audience, worker.now()) };
}

/** Sends a draft now or at `sendAt`; 409 for one already on its way. */
export async function scheduleBroadcast(db: Db, worker: JobWorker, id: string, sendAt?: string) {
  const at = sendAt ? new Date(sendAt) : worker.now();
  const [scheduled] = await db
    .update(broadcasts)
    .set({ status: "scheduled", sendAt: at })
    .where(and(eq(broadcasts.id, id), eq(broadcasts.status, "draft")))
    .returning({ id: broadcasts.id });
  if (!scheduled) throw httpError(409, "This broadcast is not a draft any more.");
  await db
    .insert(jobs)
    .values({ kind: "broadcast.start", payload: { id }, runAt: at, uniqueKey: `broadcast:${id}` });
  worker.wake();
}

/** Cancels a scheduled broadcast (or removes a draft); 409 once it has begun sending. */
export async function cancelBroadcast(db: Db, id: string): Promise<void> {
  const [found] = await db
    .select({ status: broadcasts.status })
    .from(broadcasts)
    .where(eq(broadcasts.id, id));
  if (!found) throw httpError(404, "There is no such broadcast.");
  if (found.status === "draft") {
    await db.delete(broadcasts).where(and(eq(broadcasts.id, id), eq(broadcasts.status, "draft")));
    return;
  }
  const [cancelled] = await db
    .update(broadcasts)
    .set({ status: "cancelled" })
    .where(and(eq(broadcasts.id, id), eq(broadcasts.status, "scheduled")))
    .returning({ id: broadcasts.id });
  if (!cancelled) throw httpError(409, "This broadcast has already been sent or is sending.");
}

export async function findBroadcast(db: Db, id: string) {
  const [row] = await db.select().from(broadcasts).where(eq(broadcasts.id, id));
  if (!row) throw httpError(404, "There is no such broadcast.");
  return row;
}

/** The newest broadcasts first, with their counts. */
export async function listBroadcasts(db: Db): Promise<BroadcastList> {
  const rows = await db.select().from(broadcasts).orderBy(desc(broadcasts.createdAt)).limit(100);
  return {
    broadcasts: rows.map((row) => ({
      id: row.id,
      subject: row.subject,
      body: row.body,
      audience: audienceSchema.parse(row.audience),
      status: row.status as BroadcastStatus,
      recipients: row.recipients,
      sent: row.sent,
      failed: row.failed,
      sendAt: row.sendAt?.toISOString() ?? null,
    })),
  };
}

/** `broadcast.start`: fixes who it goes to (members who match now) and queues the first batch. */
async function startBroadcast(db: Db, id: string, now: Date) {
  const [started] = await db
    .update(broadcasts)
    .set({ status: "sending" })
    .where(and(eq(broadcasts.id, id), eq(broadcasts.status, "scheduled")))
    .returning({ audience: broadcasts.audience });
  if (!started) return; // cancelled, or another server began it
  const audience: Audience = audienceSchema.parse(started.audience);
  await db.execute(sql`
    insert into ${broadcastRecipients} (broadcast_id, user_id)
    ${withAudienceTables(db.select({ id: sql<string>`${id}::text`, userId: user.id })).where(and(...audienceConditions(audience, now)))}
    on conflict do nothing`);
  await db
    .update(broadcasts)
    .set({
      recipients: sql`(select count(*)::int from ${broadcastRecipients} where ${broadcastRecipients.broadcastId} = ${id})`,
    })
    .where(eq(broadcasts.id, id));
  await queueBatch(db, id, 0, now);
}

async function queueBatch(db: Db, id: string, batch: number, runAt: Date) {
  await db
    .insert(jobs)
    .values({
      kind: "broadcast.batch",
      payload: { id, batch },
      runAt,
      uniqueKey: `broadcast:${id}:batch:${batch}`,
    })
    .onConflictDoNothing({ target: jobs.uniqueKey });
}

/**
 * `broadcast.batch`: in one statement, marks up to BATCH pending recipients queued and queues a mail job
 * for each (nothing half done if it fails), then the next batch after those mails' time.
 */
async function sendBatch(db: Db, id: string, batch: number, now: Date) {
  const spacingMs = 1000 / MAILS_PER_SECOND;
  const result = await db.execute(sql`
    with claimed as (
      update ${broadcastRecipients} set status = 'queued'
      where broadcast_id = ${id} and user_id in (
        select user_id from ${broadcastRecipients}
        where broadcast_id = ${id} and status = 'pending'
        order by user_id limit ${BATCH} for update skip locked)
      returning user_id
    )
    insert into ${jobs} (kind, payload, run_at, unique_key)
    select 'news.mail', jsonb_build_object('broadcastId', ${id}::text, 'userId', user_id),
      ${now.toISOString()}::timestamptz + (row_number() over (order by user_id) - 1) * ${spacingMs}::float8 * interval '1 millisecond',
      'broadcast:' || ${id}::text || ':' || user_id
    from claimed
    on conflict (unique_key) do nothing
    returning id`);
  const queued = (result as unknown as { rows: unknown[] }).rows.length;
  if (queued === BATCH) await queueBatch(db, id, batch + 1, new Date(now.getTime() + BATCH * spacingMs));
}

/** What a mail job of a broadcast writes once she is sent it, or once its last try failed. */
export async function recordBroadcastMail(
  db: Db,
  id: string,
  userId: string,
  outcome: "sent" | "failed" | "skipped",
) {
  const [changed] = await db
    .update(broadcastRecipients)
    .set({ status: outcome })
    .where(
      and(
        eq(broadcastRecipients.broadcastId, id),
        eq(broadcastRecipients.userId, userId),
        inArray(broadcastRecipients.status, ["pending", "queued"]),
      ),
    )
    .returning({ userId: broadcastRecipients.userId });
  if (!changed || outcome === "skipped") return;
  await db
    .update(broadcasts)
    .set(
      outcome === "sent" ? { sent: sql`${broadcasts.sent} + 1` } : { failed: sql`${broadcasts.failed} + 1` },
    )
    .where(eq(broadcasts.id, id));
}

/** Marks a broadcast sent once none of its recipients waits any more. */
export async function finishBroadcastIfDone(db: Db, id: string) {
  await db.execute(sql`
    update ${broadcasts} set status = 'sent'
    where id = ${id} and status = 'sending' and not exists (
      select 1 from ${broadcastRecipients} where broadcast_id = ${id} and status in ('pending', 'queued'))`);
}

export function handleBroadcastJobs(worker: JobWorker, db: Db) {
  worker.handle("broadcast.start", async (payload) => {
    const { id } = payload as { id: string };
    await startBroadcast(db, id, worker.now());
    await finishBroadcastIfDone(db, id);
  });
  worker.handle("broadcast.batch", async (payload) => {
    const { id, batch } = payload as { id: string; batch: number };
    await sendBatch(db, id, batch, worker.now());
  });
}
