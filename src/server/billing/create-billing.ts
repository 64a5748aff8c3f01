import type { Config } from "../config";
import type { Db } from "../db/client";
import { LocalProvider } from "./local-provider";
import type { StripeProvider } from "./stripe-provider";
import type { SubscriberCache } from "./subscriber-cache";

export type Billing = LocalProvider | StripeProvider;

/** docs/architecture.md D6: Stripe when configured, otherwise the built-in test mode (which never loads the SDK). */
export async function createBilling(
  config: Config,
  db: Db,
  subscriberCache: SubscriberCache,
): Promise<Billing> {
  if (config.paymentProvider !== "stripe") return new LocalProvider(db, subscriberCache, config.publicUrl);
  const { StripeProvider } = await import("./stripe-provider");
  return new StripeProvider(db, subscriberCache, config);
}
