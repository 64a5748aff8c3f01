import { Hono } from "hono";
import { checkoutRequestSchema, localCancelRequestSchema } from "../../domain/billing-api";
import { checkoutWithOfferSchema } from "../../domain/retention-api";
import type { LocalProvider } from "../billing/local-provider";
import { toSubscriptionState } from "../billing/subscription-state";
import type { AppEnv } from "../context";
import { jsonBody } from "../http/validate";

// The test-mode checkout and billing pages' actions (docs/architecture.md D6); mounted only with PAYMENT_PROVIDER=local.
// Each answers the new check-subscription state.
export function localBillingRoutes(local: LocalProvider) {
  return (
    new Hono<AppEnv>()
      .post("/confirm", jsonBody(checkoutWithOfferSchema), async (c) => {
        const { plan, isAnnual, offer } = c.req.valid("json");
        return c.json(toSubscriptionState(await local.confirm(c.get("user"), plan, isAnnual, offer)));
      })
      .post("/change", jsonBody(checkoutRequestSchema), async (c) => {
        const { plan, isAnnual } = c.req.valid("json");
        return c.json(toSubscriptionState(await local.change(c.get("user"), plan, isAnnual)));
      })
      .post("/cancel", jsonBody(localCancelRequestSchema), async (c) => {
        const { atPeriodEnd } = c.req.valid("json");
        const when = atPeriodEnd ? "period_end" : "now";
        return c.json(toSubscriptionState(await local.cancel(c.get("user"), { when })));
      })
      .post("/resume", async (c) => c.json(toSubscriptionState(await local.resume(c.get("user")))))
      // Walks a member through her paid life on a fresh machine: the trial ends now and the test card pays.
      .post("/end-trial", async (c) => c.json(toSubscriptionState(await local.endTrial(c.get("user")))))
      // … and a renewal the test card declines: her plan goes past due until she updates the card.
      .post("/decline-card", async (c) => c.json(toSubscriptionState(await local.declineCard(c.get("user")))))
  );
}
