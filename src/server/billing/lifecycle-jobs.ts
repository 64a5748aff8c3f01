import { eq } from "drizzle-orm";
import { z } from "zod";
import { planByName, planPrice } from "../../domain/plans";
import { paths } from "../../domain/routes";
import type { Db } from "../db/client";
import { subscribers, user } from "../db/schema";
import { enqueue } from "../jobs/queue";
import type { JobWorker } from "../jobs/worker";
import type { Mailer } from "../mail/mailer";
import { paymentFailedMail, subscriptionCanceledMail, trialEndingMail } from "../mail/reminder-mails";
import type { SubscriptionSnapshot } from "./subscription-state";

// The mails that follow her subscription (docs/jobs.md), as durable jobs: the trial-ending notice waits in
// the job table until three days before the trial ends, and is dropped if by then the trial has
// changed; a cancellation is announced once. Each mail is queued under a key of its event, so a job
// run twice (its server died after queueing) still sends one. Test mode sends the same mails, marked as test mode.

const DAY_MS = 86_400_000;
export const TRIAL_NOTICE_DAYS = 3;

const trialPayload = z.object({ userId: z.string(), trialEnd: z.string() });
/** `key` names the event the mail is about: the mail is queued under it, so a job that runs twice
 * (its server died after sending) still sends one mail. */
const eventPayload = z.object({ userId: z.string(), key: z.string() });

/** Queues what a change of her subscription calls for; `previousStatus` is the row's status before it. */
export async function queueLifecycleMails(
  db: Db,
  userId: string,
  snapshot: SubscriptionSnapshot,
  previousStatus: string | undefined,
  now: Date,
) {
  if (snapshot.status === "trialing" && snapshot.periodEnd && !snapshot.cancelAtPeriodEnd) {
    const trialEnd = snapshot.periodEnd.toISOString();
    const runAt = new Date(
      Math.max(now.getTime(), snapshot.periodEnd.getTime() - TRIAL_NOTICE_DAYS * DAY_MS),
    );
    await enqueue(
      db,
      "trial-ending-mail",
      { userId, trialEnd },
      { runAt, uniqueKey: `trial-ending:${userId}:${trialEnd}` },
    );
  }
  const wasLive = previousStatus !== undefined && ["active", "trialing", "past_due"].includes(previousStatus);
  if (snapshot.status === "canceled" && wasLive) {
    const ended = snapshot.subscriptionId ?? snapshot.periodEnd?.toISOString() ?? now.toISOString();
    const key = `canceled:${userId}:${ended}`;
    await enqueue(db, "subscription-canceled-mail", { userId, key }, { uniqueKey: key });
  }
}

export function queuePaymentFailedMail(db: Db, userId: string, eventId: string) {
  const key = `payment-failed:${eventId}`;
  return enqueue(db, "payment-failed-mail", { userId, key }, { uniqueKey: key });
}

const longDate = (iso: string) =>
  new Date(iso).toLocaleDateString("en-US", {
    year: "numeric",
    month: "long",
    day: "numeric",
    timeZone: "UTC",
  });

/** Registers the handlers that turn those jobs into mail. */
export function handleLifecycleMails(
  worker: JobWorker,
  db: Db,
  mailer: Mailer,
  options: { publicUrl: string; testMode: boolean },
) {
  const memberOf = async (userId: string) => {
    const [row] = await db
      .select({ email: user.email, name: user.name, firstName: user.firstName })
      .from(user)
      .where(eq(user.id, userId));
    return row;
  };
  const billingUrl = `${options.publicUrl}${paths.billing}`;

  worker.handle("trial-ending-mail", async (payload) => {
    const { userId, trialEnd } = trialPayload.parse(payload);
    const [row] = await db.select().from(subscribers).where(eq(subscribers.userId, userId));
    const member = await memberOf(userId);
    const stillTrialing =
      row?.status === "trialing" && !row.cancelAtPeriodEnd && row.subscriptionEnd?.toISOString() === trialEnd;
    const plan = planByName(row?.subscriptionTier);
    if (!member || !row || !stillTrialing || !plan) return;
    const amount = `$${planPrice(plan, row.isAnnual).toFixed(2)} ${row.isAnnual ? "a year" : "a month"}`;
    await mailer.send(
      trialEndingMail(member.email, member.firstName || member.name, {
        endsOn: longDate(trialEnd),
        amount,
        plan: plan.name,
        url: billingUrl,
        testing: options.testMode,
      }),
      { uniqueKey: `mail:trial-ending:${userId}:${trialEnd}` },
    );
  });

  worker.handle("subscription-canceled-mail", async (payload) => {
    const { userId, key } = eventPayload.parse(payload);
    const member = await memberOf(userId);
    if (!member) return;
    await mailer.send(
      subscriptionCanceledMail(member.email, member.firstName || member.name, {
        url: `${options.publicUrl}${paths.account}`,
        testing: options.testMode,
      }),
      { uniqueKey: `mail:${key}` },
    );
  });

  worker.handle("payment-failed-mail", async (payload) => {
    const { userId, key } = eventPayload.parse(payload);
    const member = await memberOf(userId);
    if (!member) return;
    const mail = paymentFailedMail(
      member.email,
      member.firstName || member.name,
      billingUrl,
      options.testMode,
    );
    await mailer.send(mail, { uniqueKey: `mail:${key}` });
  });
}
