import { Hono } from "hono";
import { HTTPException } from "hono/http-exception";
import { z } from "zod";
import { apiPath } from "../../domain/api-paths";
import { completeCheckoutRequestSchema } from "../../domain/billing-api";
import { checkoutStep } from "../../domain/billing-rules";
import type { PaymentList } from "../../domain/payments";
import { checkoutWithOfferSchema } from "../../domain/retention-api";
import { paths } from "../../domain/routes";
import { usableOffer } from "../billing/offers";
import { paymentOf, paymentsOf, toPayment } from "../billing/payments";
import { receiptPage } from "../billing/receipt-page";
import { toSubscriptionState } from "../billing/subscription-state";
import type { AppDeps, AppEnv } from "../context";
import { describeForLog, httpError } from "../http/errors";
import type { FastRead } from "../http/fast-reads";
import { jsonBody, params, query } from "../http/validate";

// GET /api/subscription: spec §7 check-subscription. `?refresh=1` (the Refresh button) asks the
// provider even when the row looks current.
/**
 * Check-subscription from memory when her row is there and the payment provider has nothing to add to it
 * (`isSettled`, the rule `reconcile` uses); `?refresh=1` is never a fast read (http/fast-reads.ts).
 */
export function subscriptionFastReads({ billing, subscriberCache }: AppDeps): FastRead[] {
  return [
    {
      path: apiPath("subscription"),
      answer({ id }) {
        const row = subscriberCache.peek(id);
        if (row === undefined || !billing.isSettled(row ?? undefined)) return undefined;
        return JSON.stringify(toSubscriptionState(row ?? undefined));
      },
    },
  ];
}

export function subscriptionRoutes({ billing, subscriberCache }: AppDeps) {
  return new Hono<AppEnv>().get("/", query(z.object({ refresh: z.string().optional() })), async (c) => {
    const member = c.get("user");
    try {
      await billing.reconcile(member, { force: c.req.valid("query").refresh === "1" });
    } catch (error) {
      // The stored row still answers; the next check asks the provider again.
      if (error instanceof HTTPException)
        console.warn("[billing] check-subscription answered from the stored row");
      else console.error(`[billing] reconcile failed: ${describeForLog(error as Error)}`);
    }
    return c.json(toSubscriptionState(await subscriberCache.find(member.id)));
  });
}

// POST /api/billing/checkout, /checkout/complete and /portal (spec §7 create-checkout, customer-portal).
export function billingRoutes({ billing, config, database, subscriberCache }: AppDeps) {
  return (
    new Hono<AppEnv>()
      .post("/checkout", jsonBody(checkoutWithOfferSchema), async (c) => {
        const { plan, isAnnual, offer: code } = c.req.valid("json");
        const current = toSubscriptionState(await subscriberCache.find(c.get("user").id));
        // spec §4: the member's own plan is "Current Plan"; a second subscription to it is refused, a gift is
        // not changed, and her own paused plan comes back instead of being charged again.
        const step = checkoutStep(current, plan.name);
        if (step.kind === "refused") throw httpError(409, step.message);
        if (step.kind === "resume") {
          await billing.resumeMembership(c.get("user"));
          return c.json({ url: `${config.publicUrl}${paths.billing}` });
        }
        // An expired, used-up or other plan's offer is refused here, before any payment page opens.
        const offer = code ? await usableOffer(database.db, code, plan, c.get("user").id) : undefined;
        return c.json(await billing.createCheckout(c.get("user"), plan, isAnnual, offer));
      })
      .post("/checkout/complete", jsonBody(completeCheckoutRequestSchema), async (c) => {
        const { sessionId } = c.req.valid("json");
        await billing.completeCheckout(c.get("user"), sessionId);
        return c.json(toSubscriptionState(await subscriberCache.find(c.get("user").id)));
      })
      .post("/portal", async (c) => c.json(await billing.createPortal(c.get("user"))))
      // Her payments and a printable receipt for each (docs/architecture.md, "Payments"): hers only.
      .get("/payments", async (c) => {
        const rows = await paymentsOf(database.db, c.get("user").id);
        return c.json({ payments: rows.map(toPayment) } satisfies PaymentList);
      })
      .get("/payments/:id/receipt", params(z.object({ id: z.string().max(64) })), async (c) => {
        const payment = await paymentOf(database.db, c.get("user").id, c.req.valid("param").id);
        if (!payment) throw httpError(404, "There is no such payment.");
        return c.html(receiptPage(payment, c.get("user")));
      })
  );
}

// POST /api/billing/webhook: no session and no same-origin check; the signature is the only proof.
export function webhookRoutes({ billing }: AppDeps) {
  return new Hono<AppEnv>().post("/", async (c) => {
    const outcome = await billing.handleWebhook(await c.req.text(), c.req.header("stripe-signature"));
    return c.json({ received: true, outcome });
  });
}
