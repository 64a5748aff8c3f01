import Stripe from "stripe";
import { FAKE_STRIPE_WEBHOOK_SECRET } from "../fakes/fake-stripe";
import { json } from "./billing-members";
import type { TestApp } from "./test-app";

/** Delivers a Stripe event to the app's webhook, signed as Stripe would; the webhook's outcome. */
export async function deliverEvent(t: TestApp, event: object): Promise<string> {
  const payload = JSON.stringify(event);
  const header = Stripe.webhooks.generateTestHeaderString({ payload, secret: FAKE_STRIPE_WEBHOOK_SECRET });
  const res = await t.request("/api/billing/webhook", {
    method: "POST",
    body: payload,
    headers: { "content-type": "application/json", "stripe-signature": header },
  });
  return (await json<{ outcome: string }>(res)).outcome;
}
