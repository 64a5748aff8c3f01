import { eq } from "drizzle-orm";
import { Hono } from "hono";
import { createMiddleware } from "hono/factory";
import { z } from "zod";
import { hasLiveGift, refusals } from "../../domain/billing-rules";
import {
  cancelRequestSchema,
  createOfferSchema,
  giftRequestSchema,
  offerCodeSchema,
  pauseRequestSchema,
  redeemGiftSchema,
} from "../../domain/retention-api";
import { audit } from "../admin/audit";
import { onlyAdmins } from "../admin/team";
import { createGift, findGift, giftForRecipient, markGiftPaid, redeem } from "../billing/gifts";
import { describePublicOffer, findOffer, listOffers } from "../billing/offers";
import { toSubscriptionState } from "../billing/subscription-state";
import type { WinBackLinks } from "../billing/win-back-links";
import type { AppDeps, AppEnv } from "../context";
import { offers, subscribers } from "../db/schema";
import { httpError } from "../http/errors";
import { plainPage, postButton } from "../http/plain-page";
import { jsonBody, params, query } from "../http/validate";

// Keeping members (issue #26): pause, resume, a kinder cancel, offers and gifts. Each answers in the words a
// member can read; the state machine behind them is docs/architecture.md, "The subscription's states".

/** POST /api/billing/pause, /resume and /cancel: mounted inside the member's /billing area. */
export function retentionBillingRoutes({ billing, subscriberCache }: AppDeps) {
  const answer = async (userId: string) => toSubscriptionState(await subscriberCache.find(userId));
  // A gift has nothing to pause, resume or cancel, whichever provider takes payments.
  const refuseGift = createMiddleware<AppEnv>(async (c, next) => {
    if (hasLiveGift(await answer(c.get("user").id))) throw httpError(409, refusals.gift);
    await next();
  });
  return new Hono<AppEnv>()
    .post("/pause", refuseGift, jsonBody(pauseRequestSchema), async (c) => {
      await billing.pause(c.get("user"), c.req.valid("json").months);
      return c.json(await answer(c.get("user").id));
    })
    .post("/resume", refuseGift, async (c) => {
      await billing.resumeMembership(c.get("user"));
      return c.json(await answer(c.get("user").id));
    })
    .post("/cancel", refuseGift, jsonBody(cancelRequestSchema), async (c) => {
      await billing.cancel(c.get("user"), c.req.valid("json"));
      return c.json(await answer(c.get("user").id));
    });
}

/** GET /api/offers/:code: public, so a pricing link works before she signs in. */
export function publicOfferRoutes({ database }: AppDeps) {
  return new Hono<AppEnv>().get("/:code", params(z.object({ code: z.string().max(64) })), async (c) => {
    const parsed = offerCodeSchema.safeParse(c.req.valid("param").code);
    const offer = parsed.success ? await describePublicOffer(database.db, parsed.data) : null;
    if (!offer) throw httpError(404, "This offer is not available.");
    return c.json(offer);
  });
}

/** /api/admin/offers: the operator creates, lists and ends offers. */
export function adminOfferRoutes({ billing, database }: AppDeps) {
  const db = database.db;
  return new Hono<AppEnv>()
    .use("*", onlyAdmins)
    .get("/", async (c) => c.json({ offers: await listOffers(db) }))
    .post("/", jsonBody(createOfferSchema), async (c) => {
      const input = c.req.valid("json");
      if (await findOffer(db, input.code)) throw httpError(409, `An offer ${input.code} already exists.`);
      const [row] = await db
        .insert(offers)
        .values({
          code: input.code,
          kind: input.kind,
          value: input.value,
          duration: input.duration,
          months: input.duration === "repeating" ? (input.months ?? 1) : null,
          plans: input.plans ?? [],
          maxRedemptions: input.maxRedemptions ?? null,
          expiresOn: input.expiresOn ?? null,
        })
        .onConflictDoNothing()
        .returning();
      if (!row) throw httpError(409, `An offer ${input.code} already exists.`);
      try {
        const ids = await billing.createOffer(row);
        await db.update(offers).set(ids).where(eq(offers.code, row.code));
      } catch (error) {
        // Without its Stripe coupon the offer could not be used: it is not kept.
        await db.delete(offers).where(eq(offers.code, row.code));
        throw error;
      }
      await audit(db, c.get("user").id, "offer.create", row.code);
      const created = (await listOffers(db)).find((offer) => offer.code === row.code);
      return c.json(created, 201);
    })
    .delete("/:code", params(z.object({ code: z.string().max(64) })), async (c) => {
      const code = c.req.valid("param").code.toUpperCase();
      const row = await findOffer(db, code);
      if (!row) throw httpError(404, "There is no such offer.");
      if (!row.endedAt) {
        await billing.endOffer(row);
        await db.update(offers).set({ endedAt: new Date() }).where(eq(offers.code, code));
        await audit(db, c.get("user").id, "offer.end", code);
      }
      return c.json({ ended: true });
    });
}

/** /api/gifts: buy a gift (→ the payment page), pay it in test mode, read and redeem one. */
export function giftRoutes({ billing, database, subscriberCache }: AppDeps) {
  const db = database.db;
  return (
    new Hono<AppEnv>()
      .post("/", jsonBody(giftRequestSchema), async (c) => {
        const order = c.req.valid("json");
        const gift = await createGift(db, c.get("user"), order, { testMode: billing.kind === "local" });
        return c.json(await billing.createGiftCheckout(c.get("user"), gift));
      })
      // The redeem card's words (issue #50): who gave it, the plan, the months and their message.
      .get("/redeem", query(redeemGiftSchema), async (c) => {
        const gift = await giftForRecipient(db, c.req.valid("query").code);
        if (!gift) throw httpError(404, "We do not know that gift code. Please check the link in your mail.");
        return c.json(gift);
      })
      .post("/redeem", jsonBody(redeemGiftSchema), async (c) => {
        if (!c.get("user").emailVerified) throw httpError(403, "Please confirm your e-mail address first.");
        const row = await redeem(db, subscriberCache, c.get("user"), c.req.valid("json").code);
        return c.json(toSubscriptionState(row));
      })
      // Test mode's payment page for a gift: "Pay" marks it paid, as Stripe's webhook would. Not with Stripe.
      .post("/local/pay", jsonBody(z.strictObject({ id: z.string().max(64) })), async (c) => {
        if (billing.kind !== "local") throw httpError(404, "Not found");
        const gift = await findGift(db, c.req.valid("json").id);
        if (!gift || gift.buyerId !== c.get("user").id) throw httpError(404, "There is no such gift.");
        await markGiftPaid(db, gift.id, { testMode: true });
        return c.json({ paid: true, sendOn: gift.sendOn });
      })
  );
}

/**
 * GET/POST /api/win-back/opt-out: the signed one-press link in the win-back mail. As for the reminders'
 * unsubscribe (routes/unsubscribe.ts), only POST acts: GET and HEAD show a page whose button posts,
 * since mail scanners open every link in a mail (docs/security.md).
 */
export function winBackOptOutRoutes({ database }: AppDeps, links: WinBackLinks) {
  const link = query(z.object({ u: z.string().max(200).optional(), t: z.string().max(200).optional() }));
  const isValid = (u?: string, t?: string): u is string => Boolean(u && t && links.verify(u, t));
  const notWorking = () =>
    plainPage("This link did not work", "It may have been changed in the mail. Nothing was changed.");
  return new Hono<AppEnv>()
    .use("*", async (c, next) => {
      await next();
      c.res.headers.set("Cache-Control", "no-store");
    })
    .get("/", link, async (c) => {
      const { u, t } = c.req.valid("query");
      if (!isValid(u, t)) return c.html(notWorking(), 400);
      return c.html(
        plainPage(
          "No more mails like this?",
          "We will not write to you again about coming back. Your journal stays yours either way.",
          postButton("No more mails like this"),
        ),
      );
    })
    .post("/", link, async (c) => {
      const { u, t } = c.req.valid("query");
      const fromPage = c.req.header("accept")?.includes("text/html");
      if (!isValid(u, t)) return fromPage ? c.html(notWorking(), 400) : c.json({ done: false }, 400);
      await database.db.update(subscribers).set({ winBackDone: true }).where(eq(subscribers.userId, u));
      if (fromPage) return c.html(plainPage("Done", "You will not get mails like this again."));
      return c.json({ done: true });
    });
}
