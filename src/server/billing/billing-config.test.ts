import { describe, expect, it } from "vitest";
import { ConfigError, loadConfig } from "../config";

const prices = Object.fromEntries(
  ["FLOW", "JOURNEY", "COLLECTIVE"].flatMap((plan) =>
    ["MONTHLY", "ANNUAL"].map((period) => [`STRIPE_PRICE_${plan}_${period}`, `price_${plan}_${period}`]),
  ),
);

describe("payment settings (docs/architecture.md: Configuration, D6)", () => {
  it("default to the local test mode", () => {
    expect(loadConfig({}).paymentProvider).toBe("local");
  });

  it("choose Stripe when a key, a webhook secret and all six prices are set", () => {
    const config = loadConfig({
      STRIPE_SECRET_KEY: "sk_test_1",
      STRIPE_WEBHOOK_SECRET: "whsec_1",
      ...prices,
    });
    expect(config.paymentProvider).toBe("stripe");
    expect(config.stripe.prices.JOURNEY_ANNUAL).toBe("price_JOURNEY_ANNUAL");
    expect(config.stripe.timeoutMs).toBe(10_000);
  });

  it("refuse to start Stripe without the webhook secret or a price, naming each", () => {
    const attempt = () =>
      loadConfig({ STRIPE_SECRET_KEY: "sk_test_1", ...prices, STRIPE_PRICE_FLOW_ANNUAL: "" });
    expect(attempt).toThrow(ConfigError);
    expect(attempt).toThrow(/STRIPE_WEBHOOK_SECRET: required when PAYMENT_PROVIDER=stripe/);
    expect(attempt).toThrow(/STRIPE_PRICE_FLOW_ANNUAL: required/);
  });

  it("refuse PAYMENT_PROVIDER=stripe without a key", () => {
    expect(() => loadConfig({ PAYMENT_PROVIDER: "stripe" })).toThrow(/STRIPE_SECRET_KEY: required/);
  });
});
