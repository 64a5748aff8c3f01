import { randomBytes } from "node:crypto";
import { and, eq, isNotNull, isNull } from "drizzle-orm";
import { z } from "zod";
import { type Plan, type PlanKey, planByKey } from "../../domain/plans";
import { giftPriceCents } from "../../domain/retention";
import { paths } from "../../domain/routes";
import type { Db } from "../db/client";
import { gifts, user } from "../db/schema";
import { httpError } from "../http/errors";
import { enqueue } from "../jobs/queue";
import type { JobWorker } from "../jobs/worker";
import type { Mailer } from "../mail/mailer";
import { giftMail } from "../mail/retention-mails";
import { redeemGift } from "./local-subscription";
import type { SubscriberCache } from "./subscriber-cache";
import { type Member, transitionSubscription } from "./subscription-state";

// Gifts (docs/architecture.md, "Pause, cancel, offers and gifts"): months of a plan bought for someone else, paid once (Stripe Checkout in
// payment mode, or test mode's own page), mailed on the send date, redeemed once.

export type GiftRow = typeof gifts.$inferSelect;

const today = (now: Date) => now.toISOString().slice(0, 10);

export interface GiftOrder {
  plan: Plan;
  months: number;
  recipientEmail: string;
  recipientName?: string;
  message?: string;
  sendOn?: string;
}

/** A gift waiting for its payment. Its code is long and random: it is the only key to redeeming it. */
export async function createGift(
  db: Db,
  buyer: Member,
  order: GiftOrder,
  now = new Date(),
): Promise<GiftRow> {
  const sendOn = order.sendOn ?? today(now);
  if (sendOn < today(now)) throw httpError(400, "The send date cannot be in the past.");
  const [row] = await db
    .insert(gifts)
    .values({
      code: randomBytes(12).toString("base64url"),
      buyerId: buyer.id,
      plan: order.plan.key,
      months: order.months,
      amountCents: giftPriceCents(order.plan, order.months),
      recipientEmail: order.recipientEmail.trim().toLowerCase(),
      recipientName: order.recipientName || null,
      message: order.message || null,
      sendOn,
    })
    .returning();
  return row as GiftRow;
}

export async function findGift(db: Db, id: string): Promise<GiftRow | undefined> {
  const [row] = await db.select().from(gifts).where(eq(gifts.id, id)).limit(1);
  return row;
}

/** The gift is paid: once, whichever of the return page or the webhook says so first. Queues its mail. */
export async function markGiftPaid(db: Db, giftId: string, now = new Date()): Promise<boolean> {
  const [paid] = await db
    .update(gifts)
    .set({ paidAt: now })
    .where(and(eq(gifts.id, giftId), isNull(gifts.paidAt)))
    .returning();
  if (!paid) return false;
  const runAt = new Date(`${paid.sendOn}T00:00:00Z`);
  await enqueue(
    db,
    "gift-send",
    { giftId },
    { runAt: runAt.getTime() < now.getTime() ? now : runAt, uniqueKey: `gift-send:${giftId}` },
  );
  return true;
}

/**
 * Redeems a gift for `member`: the gift is claimed first (so two redeems of one code cannot both win), then
 * her subscription becomes the gift; if she already pays, the claim is undone and the gift kept for later.
 */
export async function redeem(
  db: Db,
  subscriberCache: SubscriberCache,
  member: Member,
  code: string,
  now = new Date(),
) {
  const [claimed] = await db
    .update(gifts)
    .set({ redeemedBy: member.id, redeemedAt: now })
    .where(and(eq(gifts.code, code), isNull(gifts.redeemedAt), isNotNull(gifts.paidAt)))
    .returning();
  if (!claimed) {
    const [known] = await db.select({ redeemedAt: gifts.redeemedAt }).from(gifts).where(eq(gifts.code, code));
    if (known?.redeemedAt) throw httpError(409, "This gift has already been redeemed.");
    throw httpError(404, "We do not know that gift code. Please check the link in your mail.");
  }
  try {
    return await transitionSubscription(
      db,
      member,
      redeemGift(claimed.plan as PlanKey, claimed.months, claimed.id),
      { now, cause: "gift", cache: subscriberCache },
    );
  } catch (error) {
    await db.update(gifts).set({ redeemedBy: null, redeemedAt: null }).where(eq(gifts.id, claimed.id));
    throw error;
  }
}

const sendPayload = z.object({ giftId: z.string() });

/** The gift-send job: the recipient's mail, with the message and the redeem link, on the send date. */
export function handleGiftJobs(worker: JobWorker, db: Db, mailer: Mailer, publicUrl: string) {
  worker.handle("gift-send", async (payload) => {
    const { giftId } = sendPayload.parse(payload);
    const gift = await findGift(db, giftId);
    if (!gift?.paidAt || gift.redeemedAt) return;
    const [buyer] = gift.buyerId
      ? await db.select({ name: user.name }).from(user).where(eq(user.id, gift.buyerId))
      : [];
    const url = `${publicUrl}${paths.billing}?${new URLSearchParams({ gift: gift.code })}`;
    await mailer.send(
      giftMail(gift.recipientEmail, {
        name: gift.recipientName ?? "",
        from: buyer?.name || "Someone who cares about you",
        plan: planByKey(gift.plan as PlanKey).name,
        months: gift.months,
        message: gift.message,
        url,
      }),
      { uniqueKey: `mail:gift:${gift.id}` },
    );
    await db.update(gifts).set({ sentAt: new Date() }).where(eq(gifts.id, gift.id));
  });
}
