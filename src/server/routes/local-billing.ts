import { Hono } from "hono";
import { checkoutRequestSchema, localCancelRequestSchema } from "../../domain/billing-api";
import type { LocalProvider } from "../billing/local-provider";
import { toSubscriptionState } from "../billing/subscription-state";
import type { AppEnv } from "../context";
import { readJson } from "../http/validate";

// The test-mode checkout and billing pages' actions (docs/architecture.md D6); mounted only with PAYMENT_PROVIDER=local.
// Each answers the new check-subscription state.
export function localBillingRoutes(local: LocalProvider) {
  return new Hono<AppEnv>()
    .post("/confirm", async (c) => {
      const { plan, isAnnual } = await readJson(c, checkoutRequestSchema);
      return c.json(toSubscriptionState(await local.confirm(c.var.user, plan, isAnnual)));
    })
    .post("/change", async (c) => {
      const { plan, isAnnual } = await readJson(c, checkoutRequestSchema);
      return c.json(toSubscriptionState(await local.change(c.var.user, plan, isAnnual)));
    })
    .post("/cancel", async (c) => {
      const { atPeriodEnd } = await readJson(c, localCancelRequestSchema);
      return c.json(toSubscriptionState(await local.cancel(c.var.user, atPeriodEnd)));
    })
    .post("/resume", async (c) => c.json(toSubscriptionState(await local.resume(c.var.user))));
}
