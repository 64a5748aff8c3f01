import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { type FakeStripe, fakeStripeEnv, startFakeStripe } from "../fakes/fake-stripe";
import { newMember } from "../support/billing-members";
import { createTestApp, ORIGIN, type TestApp } from "../support/test-app";

// Issue #45 item 8: STRIPE_AUTOMATIC_TAX=1 turns on Stripe Tax in Checkout, for a plan and for a gift; without
// it, Checkout is asked for nothing more. The real SDK against the fake Stripe API records each request.

describe.each([
  ["on", { STRIPE_AUTOMATIC_TAX: "1" }],
  ["off", {}],
] as const)("Stripe Tax %s", (setting, env) => {
  let t: TestApp;
  let stripe: FakeStripe;
  beforeAll(async () => {
    stripe = await startFakeStripe();
    t = await createTestApp("pglite", { ...fakeStripeEnv(stripe.url), ...env });
  });
  afterAll(async () => {
    await t.close();
    await stripe.close();
  });

  it(`asks Checkout ${setting === "on" ? "for" : "for no"} automatic tax`, async () => {
    const tia = await newMember(t, `tax-${setting}@example.test`);
    const post = (path: string, body: unknown) =>
      t.request(path, { method: "POST", cookie: tia.cookie, json: body, headers: { origin: ORIGIN } });
    expect((await post("/api/billing/checkout", { plan: "flow", isAnnual: false })).status).toBe(200);
    const gift = { plan: "journey", months: 3, recipientEmail: tia.email };
    expect((await post("/api/gifts", gift)).status).toBe(200);
    const sessions = stripe.requests.filter(
      (request) => request.method === "POST" && request.path === "/v1/checkout/sessions",
    );
    expect(sessions).toHaveLength(2);
    for (const { body } of sessions) {
      if (setting === "on") {
        expect(body).toMatchObject({
          automatic_tax: { enabled: "true" },
          billing_address_collection: "required",
          customer_update: { address: "auto" },
        });
      } else {
        expect(body.automatic_tax).toBeUndefined();
        expect(body.billing_address_collection).toBeUndefined();
      }
    }
  });
});
