import { eq } from "drizzle-orm";
import { z } from "zod";
import { planByKey, planByName, planPrice } from "../../domain/plans";
import { paths } from "../../domain/routes";
import type { Db } from "../db/client";
import { subscribers, user } from "../db/schema";
import { enqueue } from "../jobs/queue";
import type { JobWorker } from "../jobs/worker";
import type { Mailer } from "../mail/mailer";
import {
  cardExpiringMail,
  giftEndingMail,
  pauseEndingMail,
  paymentLastNoticeMail,
  paymentReminderMail,
  receiptMail,
  winBackMail,
} from "../mail/retention-mails";
import type { SubscriptionSnapshot } from "./subscription-state";

// The jobs that help a member stay (docs/jobs.md, "Keeping members"): a pause ends on its date with a notice
// three days before, a gift's end is announced once, a failing payment is reminded once and noticed once
// more before access ends, subscribing, switching and cancelling each get a receipt, and one win-back mail
// follows 30 days after a subscription ends. Every job is keyed by its event, and every handler checks the
// row again when it runs, so a change of plans in between drops it.

const DAY_MS = 86_400_000;
export const PAUSE_NOTICE_DAYS = 3;
export const GIFT_NOTICE_DAYS = 7;
export const PAYMENT_REMINDER_DAYS = 3;
export const WIN_BACK_DAYS = 30;

const LIVE = ["active", "trialing", "past_due"];

export interface PreviousSubscription {
  status: string;
  subscriptionTier: string | null;
  isAnnual: boolean;
  cancelAtPeriodEnd: boolean;
}

const atPayload = z.object({ userId: z.string(), at: z.string() });
const receiptPayload = z.object({
  userId: z.string(),
  key: z.string(),
  kind: z.enum(["subscribed", "switched", "cancel_scheduled", "paused", "resumed"]),
  plan: z.string(),
  isAnnual: z.boolean(),
  periodEnd: z.string().nullable(),
  from: z.string().nullable(),
});

const before = (date: Date, days: number, now: Date) =>
  new Date(Math.max(now.getTime(), date.getTime() - days * DAY_MS));

/**
 * A job about one moment of her subscription (a pause's end, a gift's end, a failed payment), keyed by what
 * it is, her and that moment: queued again for the same moment, it is not queued twice.
 */
const queueAt = (db: Db, kind: string, payload: z.infer<typeof atPayload>, runAt: Date) =>
  enqueue(db, kind, payload, {
    runAt,
    uniqueKey: `${kind.replace(/-mail$/, "")}:${payload.userId}:${payload.at}`,
  });

/** Queues what a write of her subscription calls for, next to lifecycle-jobs.ts's mails. */
export async function queueRetentionJobs(
  db: Db,
  userId: string,
  snapshot: SubscriptionSnapshot,
  previous: PreviousSubscription | undefined,
  now: Date,
) {
  const status = snapshot.status;
  if (status === "paused" && snapshot.resumesAt) {
    const at = snapshot.resumesAt.toISOString();
    const notice = before(snapshot.resumesAt, PAUSE_NOTICE_DAYS, now);
    await queueAt(db, "pause-ending-mail", { userId, at }, notice);
    await queueAt(db, "pause-resume", { userId, at }, snapshot.resumesAt);
  }
  if (status === "gift" && snapshot.periodEnd) {
    const at = snapshot.periodEnd.toISOString();
    const notice = before(snapshot.periodEnd, GIFT_NOTICE_DAYS, now);
    await queueAt(db, "gift-ending-mail", { userId, at }, notice);
  }
  if (status === "past_due" && previous?.status !== "past_due") {
    const at = snapshot.periodEnd?.toISOString() ?? now.toISOString();
    await queueAt(
      db,
      "payment-reminder-mail",
      { userId, at },
      new Date(now.getTime() + PAYMENT_REMINDER_DAYS * DAY_MS),
    );
    if (snapshot.periodEnd)
      await queueAt(db, "payment-last-notice-mail", { userId, at }, before(snapshot.periodEnd, 1, now));
  }
  const wasLive = previous !== undefined && [...LIVE, "paused", "gift"].includes(previous.status);
  if (status === "canceled" && wasLive) {
    // Keyed by her alone: one win-back mail, ever (the handler also checks win_back_done).
    await enqueue(
      db,
      "win-back-mail",
      { userId, at: now.toISOString() },
      { runAt: new Date(now.getTime() + WIN_BACK_DAYS * DAY_MS), uniqueKey: `win-back:${userId}` },
    );
  }
  await queueReceipt(db, userId, snapshot, previous);
}

/** One card-expiring mail per card (its expiry month), however often Stripe announces the next invoice. */
export function queueCardExpiringMail(db: Db, userId: string, expiry: string) {
  const key = `card-expiring:${userId}:${expiry}`;
  return enqueue(db, "card-expiring-mail", { userId, key, expiry }, { uniqueKey: key });
}

/**
 * A receipt for subscribing, switching plan or period, scheduling a cancel (issue #28 item 2), pausing and
 * resuming (issue #45; a resume's charge has its own payment receipt, billing/payment-receipts.ts).
 */
async function queueReceipt(
  db: Db,
  userId: string,
  snapshot: SubscriptionSnapshot,
  previous: PreviousSubscription | undefined,
) {
  if (!snapshot.plan || !["active", "trialing", "paused"].includes(snapshot.status)) return;
  const plan = planByKey(snapshot.plan).name;
  const paused = snapshot.status === "paused";
  const wasLive =
    previous !== undefined && LIVE.includes(previous.status) && previous.subscriptionTier !== null;
  let kind: z.infer<typeof receiptPayload>["kind"] | null = null;
  if (paused) kind = previous?.status === "paused" ? null : "paused";
  else if (previous?.status === "paused") kind = "resumed";
  else if (!wasLive) kind = "subscribed";
  else if (wasLive && (previous.subscriptionTier !== plan || previous.isAnnual !== snapshot.isAnnual))
    kind = "switched";
  else if (wasLive && snapshot.cancelAtPeriodEnd && !previous.cancelAtPeriodEnd) kind = "cancel_scheduled";
  if (!kind) return;
  // A pause's receipt says when it comes back.
  const periodEnd = ((paused ? snapshot.resumesAt : snapshot.periodEnd) ?? null)?.toISOString() ?? null;
  const key = `receipt:${userId}:${kind}:${snapshot.subscriptionId}:${plan}:${snapshot.isAnnual}:${periodEnd}`;
  const from = previous?.subscriptionTier
    ? `${previous.subscriptionTier}${previous.isAnnual ? " (annual)" : ""}`
    : null;
  await enqueue(
    db,
    "receipt-mail",
    { userId, key, kind, plan, isAnnual: snapshot.isAnnual, periodEnd, from },
    { uniqueKey: key },
  );
}

const longDate = (date: Date) =>
  date.toLocaleDateString("en-US", { year: "numeric", month: "long", day: "numeric", timeZone: "UTC" });

export interface RetentionJobOptions {
  publicUrl: string;
  testMode: boolean;
  /** Brings a paused member back whose pause has reached its date (each provider in its own way). */
  resumeDue(userId: string, resumesAt: Date): Promise<void>;
  /** The signed one-press address that turns the win-back mail off. */
  winBackOptOutUrl(userId: string): string;
}

/** Registers the handlers of the jobs above. */
export function handleRetentionJobs(worker: JobWorker, db: Db, mailer: Mailer, options: RetentionJobOptions) {
  const billingUrl = `${options.publicUrl}${paths.billing}`;
  const pricingUrl = `${options.publicUrl}${paths.pricing}`;
  const load = async (userId: string) => {
    const [member] = await db
      .select({ email: user.email, name: user.name, firstName: user.firstName })
      .from(user)
      .where(eq(user.id, userId));
    const [row] = await db.select().from(subscribers).where(eq(subscribers.userId, userId));
    return member ? { member, name: member.firstName || member.name, row } : null;
  };
  /** A job about one member at one time (`at`, ISO): `run` gets her as she is now, unless her account is gone. */
  const handleAt = (
    name: string,
    run: (found: NonNullable<Awaited<ReturnType<typeof load>>>, at: string, userId: string) => Promise<void>,
  ) =>
    worker.handle(name, async (payload) => {
      const { userId, at } = atPayload.parse(payload);
      const found = await load(userId);
      if (found) await run(found, at, userId);
    });
  const stillPaused = (row: { status: string; resumesAt: Date | null } | undefined, at: string) =>
    row?.status === "paused" && row.resumesAt?.toISOString() === at;

  // A mail about a date to come: sent once per member and date, and only while that date still holds.
  const datedMails = [
    { job: "pause-ending", due: stillPaused, build: pauseEndingMail, link: billingUrl },
    {
      job: "gift-ending",
      due: (row: (typeof subscribers)["$inferSelect"] | undefined, at: string) =>
        row?.status === "gift" && row.subscriptionEnd?.toISOString() === at,
      build: giftEndingMail,
      link: pricingUrl,
    },
  ];
  for (const { job, due, build, link } of datedMails) {
    handleAt(`${job}-mail`, async (found, at, userId) => {
      if (!due(found.row, at)) return;
      const mail = build(found.member.email, found.name, longDate(new Date(at)), link, options.testMode);
      await mailer.send(mail, { uniqueKey: `mail:${job}:${userId}:${at}` });
    });
  }

  handleAt("pause-resume", async (found, at, userId) => {
    if (!stillPaused(found.row, at)) return;
    await options.resumeDue(userId, new Date(at));
  });

  handleAt("payment-reminder-mail", async (found, at, userId) => {
    if (found.row?.status !== "past_due") return;
    const mail = paymentReminderMail(found.member.email, found.name, billingUrl, options.testMode);
    await mailer.send(mail, { uniqueKey: `mail:payment-reminder:${userId}:${at}` });
  });

  handleAt("payment-last-notice-mail", async (found, at, userId) => {
    if (found.row?.status !== "past_due" || !found.row.subscriptionEnd) return;
    const endsOn = longDate(found.row.subscriptionEnd);
    const mail = paymentLastNoticeMail(found.member.email, found.name, endsOn, billingUrl, options.testMode);
    await mailer.send(mail, { uniqueKey: `mail:payment-last-notice:${userId}:${at}` });
  });

  worker.handle("card-expiring-mail", async (payload) => {
    const { userId, key, expiry } = z
      .object({ userId: z.string(), key: z.string(), expiry: z.string() })
      .parse(payload);
    const found = await load(userId);
    if (!found) return;
    const [month, year] = expiry.split("/").map(Number);
    const expires = new Date(Date.UTC(year ?? 2000, (month ?? 1) - 1, 1)).toLocaleDateString("en-US", {
      month: "long",
      year: "numeric",
      timeZone: "UTC",
    });
    const mail = cardExpiringMail(found.member.email, found.name, expires, billingUrl, options.testMode);
    await mailer.send(mail, { uniqueKey: `mail:${key}` });
  });

  worker.handle("receipt-mail", async (payload) => {
    const receipt = receiptPayload.parse(payload);
    const found = await load(receipt.userId);
    if (!found) return;
    await mailer.send(
      receiptMail(found.member.email, found.name, {
        ...receiptWords(receipt),
        url: billingUrl,
        testing: options.testMode,
      }),
      { uniqueKey: `mail:${receipt.key}` },
    );
  });

  handleAt("win-back-mail", async (found, _at, userId) => {
    if (!found.row || found.row.winBackDone || found.row.subscribed || found.row.status === "paused") return;
    await db.update(subscribers).set({ winBackDone: true }).where(eq(subscribers.userId, userId));
    const mail = winBackMail(found.member.email, found.name, {
      url: pricingUrl,
      optOutUrl: options.winBackOptOutUrl(userId),
      testing: options.testMode,
    });
    await mailer.send(mail, { uniqueKey: `mail:win-back:${userId}` });
  });
}

/** The receipt's subject and lines, in the words of the billing page. */
export function receiptWords(receipt: z.infer<typeof receiptPayload>) {
  const plan = planByName(receipt.plan);
  const price = plan
    ? `$${planPrice(plan, receipt.isAnnual)} ${receipt.isAnnual ? "a year" : "a month"}`
    : "";
  const until = receipt.periodEnd ? longDate(new Date(receipt.periodEnd)) : null;
  if (receipt.kind === "subscribed") {
    return {
      subject: `Receipt: you joined ${receipt.plan}`,
      lines: [
        `You joined ${receipt.plan} at ${price}.`,
        ...(until ? [`Your next bill is on ${until}.`] : []),
      ],
    };
  }
  if (receipt.kind === "switched") {
    return {
      subject: `Receipt: your plan is now ${receipt.plan}`,
      lines: [
        `You switched${receipt.from ? ` from ${receipt.from}` : ""} to ${receipt.plan} at ${price}.`,
        ...(until ? [`Your next bill is on ${until}.`] : []),
      ],
    };
  }
  if (receipt.kind === "paused") {
    return {
      subject: "Receipt: your plan is paused",
      lines: [
        `${receipt.plan} is paused${until ? ` until ${until}` : ""}. Nothing is charged meanwhile, and everything you wrote stays yours.`,
      ],
    };
  }
  if (receipt.kind === "resumed") {
    return {
      subject: `Receipt: welcome back to ${receipt.plan}`,
      lines: [
        `${receipt.plan} is open again at ${price}.`,
        ...(until ? [`Your next bill is on ${until}.`] : []),
      ],
    };
  }
  return {
    subject: "Receipt: your plan will end",
    lines: [
      `${receipt.plan} ends${until ? ` on ${until}` : ""}; you will not be charged again. Everything you wrote stays yours.`,
    ],
  };
}
