import { Hono } from "hono";
import type { PaymentLinks, PublicConfig } from "../../domain/billing-api";
import { billingPeriods, planKeys, planPeriodKey } from "../../domain/plans";
import type { Config } from "../config";
import type { AppEnv } from "../context";

/** docs/architecture.md D7: Stripe payment links per plan and period, only when Stripe takes the payments. */
function paymentLinksOf(config: Config): PaymentLinks {
  const links = config.paymentProvider === "stripe" ? config.stripe.links : undefined;
  return Object.fromEntries(
    planKeys.map((plan) => [
      plan,
      Object.fromEntries(
        billingPeriods.map((period) => [period, links?.[planPeriodKey(plan, period)] ?? null]),
      ),
    ]),
  ) as PaymentLinks;
}

// GET /api/config: the public settings the pages need (never a secret, never an admin URL).
export function publicConfigRoutes(config: Config) {
  const body: PublicConfig = {
    paymentProvider: config.paymentProvider,
    paymentLinks: paymentLinksOf(config),
    supportEmail: config.supportEmail ?? null,
  };
  return new Hono<AppEnv>().get("/", (c) => c.json(body));
}
