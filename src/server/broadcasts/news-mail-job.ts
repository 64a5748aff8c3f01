import { eq } from "drizzle-orm";
import { firstNameOf } from "../../domain/names";
import type { Db } from "../db/client";
import { broadcasts, reminderPreferences, sequences, user } from "../db/schema";
import type { JobWorker } from "../jobs/worker";
import { newsMail } from "../mail/broadcast-mail";
import type { Mailer } from "../mail/mailer";
import type { UnsubscribeLinks } from "../reminders/unsubscribe-links";
import { finishBroadcastIfDone, recordBroadcastMail } from "./broadcasts";

// `news.mail`: one member's copy of a broadcast or a sequence message (D28). Whether she still wants
// news is asked when it is sent, so turning news off stops what is already queued for her.

type NewsMailPayload = { userId: string } & ({ broadcastId: string } | { sequenceId: string });

async function messageOf(db: Db, payload: NewsMailPayload) {
  const [row] =
    "broadcastId" in payload
      ? await db
          .select({ subject: broadcasts.subject, body: broadcasts.body })
          .from(broadcasts)
          .where(eq(broadcasts.id, payload.broadcastId))
      : await db
          .select({ subject: sequences.subject, body: sequences.body, enabled: sequences.enabled })
          .from(sequences)
          .where(eq(sequences.id, payload.sequenceId));
  return row && !("enabled" in row && !row.enabled) ? row : undefined;
}

export function handleNewsMail(worker: JobWorker, db: Db, mailer: Mailer, links: UnsubscribeLinks) {
  worker.handle("news.mail", async (raw, job, signal) => {
    const payload = raw as NewsMailPayload;
    const record = async (outcome: "sent" | "failed" | "skipped") => {
      if (!("broadcastId" in payload)) return;
      await recordBroadcastMail(db, payload.broadcastId, payload.userId, outcome);
      await finishBroadcastIfDone(db, payload.broadcastId);
    };
    const [member] = await db
      .select({
        email: user.email,
        name: user.name,
        firstName: user.firstName,
        verified: user.emailVerified,
        news: reminderPreferences.news,
      })
      .from(user)
      .leftJoin(reminderPreferences, eq(reminderPreferences.userId, user.id))
      .where(eq(user.id, payload.userId));
    const message = await messageOf(db, payload);
    if (!member?.verified || member.news === false || !message) return record("skipped");
    try {
      await mailer.deliverNow(
        newsMail({
          to: member.email,
          firstName: firstNameOf(member),
          subject: message.subject,
          body: message.body,
          unsubscribeUrl: links.url(payload.userId, "news"),
        }),
        signal,
      );
    } catch (error) {
      if (job.attempts >= job.maxAttempts) await record("failed");
      throw error;
    }
    await record("sent");
  });
}
