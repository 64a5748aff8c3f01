import type { Config } from "../config";
import type { Db } from "../db/client";
import { LocalProvider } from "./local-provider";
import { StripeProvider } from "./stripe-provider";

export type Billing = LocalProvider | StripeProvider;

/** DESIGN D6: Stripe when configured, otherwise the built-in test mode. */
export function createBilling(config: Config, db: Db): Billing {
  return config.paymentProvider === "stripe"
    ? new StripeProvider(db, config)
    : new LocalProvider(db, config.publicUrl);
}
