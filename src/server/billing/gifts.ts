import { randomBytes } from "node:crypto";
import { and, count, eq, gte, isNotNull, isNull, type SQL, sql } from "drizzle-orm";
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
import { recordPayment } from "./payments";
import type { SubscriberCache } from "./subscriber-cache";
import { type Member, type Transaction, transitionSubscription } from "./subscription-state";

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

/** Gifts a member may order in a day, and gifts one address may be sent in a day, in both modes. */
export const GIFTS_PER_BUYER_PER_DAY = 5;
export const GIFTS_PER_RECIPIENT_PER_DAY = 3;

/** Gifts ordered in the last day matching `where`. */
async function giftsToday(tx: Transaction, where: SQL | undefined, now: Date): Promise<number> {
  const since = new Date(now.getTime() - 86_400_000);
  const [row] = await tx
    .select({ n: count() })
    .from(gifts)
    .where(and(where, gte(gifts.createdAt, since)));
  return Number(row?.n ?? 0);
}

/**
 * Test mode charges nothing, so its gift mail would be a free relay under our name: it goes only to the
 * buyer's own address or to a member who has confirmed hers (docs/security.md).
 */
async function testModeRecipientAllowed(tx: Transaction, buyer: Member, recipient: string) {
  if (recipient === buyer.email.toLowerCase()) return true;
  const [member] = await tx
    .select({ id: user.id })
    .from(user)
    .where(and(sql`lower(${user.email}) = ${recipient}`, eq(user.emailVerified, true)))
    .limit(1);
  return member !== undefined;
}

/**
 * A gift waiting for its payment. Its code is long and random: it is the only key to redeeming it. The daily
 * caps are counted under a lock per buyer and per address, so a burst cannot pass them.
 */
export async function createGift(
  db: Db,
  buyer: Member,
  order: GiftOrder,
  { testMode, now = new Date() }: { testMode: boolean; now?: Date },
): Promise<GiftRow> {
  const sendOn = order.sendOn ?? today(now);
  if (sendOn < today(now)) throw httpError(400, "The send date cannot be in the past.");
  const recipient = order.recipientEmail.trim().toLowerCase();
  return db.transaction(async (tx) => {
    if (testMode && !(await testModeRecipientAllowed(tx, buyer, recipient))) {
      throw httpError(
        403,
        "In test mode a gift can go only to your own address or to a member who has confirmed hers.",
      );
    }
    await tx.execute(sql`select pg_advisory_xact_lock(hashtext(${`gift-buyer:${buyer.id}`}))`);
    await tx.execute(sql`select pg_advisory_xact_lock(hashtext(${`gift-recipient:${recipient}`}))`);
    if ((await giftsToday(tx, eq(gifts.buyerId, buyer.id), now)) >= GIFTS_PER_BUYER_PER_DAY) {
      throw httpError(429, `You can send ${GIFTS_PER_BUYER_PER_DAY} gifts a day. Please send more tomorrow.`);
    }
    if ((await giftsToday(tx, eq(gifts.recipientEmail, recipient), now)) >= GIFTS_PER_RECIPIENT_PER_DAY) {
      throw httpError(429, "This address has been sent enough gifts today. Please try again tomorrow.");
    }
    const [row] = await tx
      .insert(gifts)
      .values({
        code: randomBytes(12).toString("base64url"),
        buyerId: buyer.id,
        plan: order.plan.key,
        months: order.months,
        amountCents: giftPriceCents(order.plan, order.months),
        recipientEmail: recipient,
        recipientName: order.recipientName || null,
        message: order.message || null,
        sendOn,
        createdAt: now,
      })
      .returning();
    return row as GiftRow;
  });
}

export async function findGift(db: Db, id: string): Promise<GiftRow | undefined> {
  const [row] = await db.select().from(gifts).where(eq(gifts.id, id)).limit(1);
  return row;
}

/**
 * The gift is paid: once, whichever of the return page or the webhook says so first. Records the buyer's
 * payment (docs/architecture.md, "Payments") and queues the gift's mail.
 */
export async function markGiftPaid(
  db: Db,
  giftId: string,
  payment: { testMode: boolean; providerRef?: string },
  now = new Date(),
): Promise<boolean> {
  const [paid] = await db
    .update(gifts)
    .set({ paidAt: now })
    .where(and(eq(gifts.id, giftId), isNull(gifts.paidAt)))
    .returning();
  if (!paid) return false;
  if (paid.buyerId) {
    await recordPayment(db, {
      userId: paid.buyerId,
      at: now,
      kind: "gift",
      description: `Gift: ${paid.months} months of ${planByKey(paid.plan as PlanKey).name}`,
      amountCents: paid.amountCents,
      status: "paid",
      giftId: paid.id,
      ...payment,
    });
  }
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
      redeemGift(claimed.plan as PlanKey, claimed.months, claimed.id, await giverName(db, claimed)),
      { now, cause: "gift", cache: subscriberCache },
    );
  } catch (error) {
    await db.update(gifts).set({ redeemedBy: null, redeemedAt: null }).where(eq(gifts.id, claimed.id));
    throw error;
  }
}

/**
 * What the redeem card shows the one holding the link (its code is the only key to the gift): who gave it,
 * as their account names them, the plan, the months and their message. Only a paid gift; undefined otherwise.
 */
export async function giftForRecipient(db: Db, code: string) {
  const [gift] = await db
    .select()
    .from(gifts)
    .where(and(eq(gifts.code, code), isNotNull(gifts.paidAt)))
    .limit(1);
  if (!gift) return undefined;
  return {
    from: await giverName(db, gift),
    plan: planByKey(gift.plan as PlanKey).name,
    months: gift.months,
    message: gift.message,
    redeemed: gift.redeemedAt !== null,
  };
}

/** The giver's name, as her gift mail says it (null when she left none or has gone). */
async function giverName(db: Db, gift: GiftRow): Promise<string | null> {
  if (!gift.buyerId) return null;
  const [buyer] = await db.select({ name: user.name }).from(user).where(eq(user.id, gift.buyerId));
  return buyer?.name || null;
}

const sendPayload = z.object({ giftId: z.string() });

/** The gift-send job: the recipient's mail, with the message and the redeem link, on the send date. */
export function handleGiftJobs(worker: JobWorker, db: Db, mailer: Mailer, publicUrl: string) {
  worker.handle("gift-send", async (payload) => {
    const { giftId } = sendPayload.parse(payload);
    const gift = await findGift(db, giftId);
    // A gift whose buyer or recipient has deleted her account has no address left to send to.
    if (!gift?.paidAt || gift.redeemedAt || !gift.recipientEmail) return;
    const url = `${publicUrl}${paths.billing}?${new URLSearchParams({ gift: gift.code })}`;
    await mailer.send(
      giftMail(gift.recipientEmail, {
        name: gift.recipientName ?? "",
        from: (await giverName(db, gift)) ?? "Someone who cares about you",
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
