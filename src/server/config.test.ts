import { describe, expect, it } from "vitest";
import { ConfigError, loadConfig } from "./config";

describe("configuration", () => {
  it("runs with no configuration at all: local payments, PGlite in ./data, mail to the log", () => {
    const config = loadConfig({});
    expect(config).toMatchObject({
      port: 3000,
      host: "127.0.0.1",
      publicUrl: "http://localhost:3000",
      dataDir: "./data",
      databaseUrl: undefined,
      paymentProvider: "local",
      smtpUrl: undefined,
      devMailbox: false,
      writesPerMinute: 300,
    });
  });

  it("uses Stripe when a Stripe key is set, and reads the price and link of each plan and period", () => {
    const prices = Object.fromEntries(
      ["FLOW", "JOURNEY", "COLLECTIVE"].flatMap((plan) =>
        ["MONTHLY", "ANNUAL"].map((period) => [`STRIPE_PRICE_${plan}_${period}`, `price_${plan}_${period}`]),
      ),
    );
    const config = loadConfig({
      STRIPE_SECRET_KEY: "sk_test_123",
      STRIPE_WEBHOOK_SECRET: "whsec_123",
      ...prices,
      STRIPE_LINK_FLOW_MONTHLY: "https://buy.stripe.com/flow",
    });
    expect(config.paymentProvider).toBe("stripe");
    expect(config.stripe.prices.JOURNEY_ANNUAL).toBe("price_JOURNEY_ANNUAL");
    expect(config.stripe.links.FLOW_MONTHLY).toBe("https://buy.stripe.com/flow");
  });

  it("treats empty values as unset and lower-cases the admin address", () => {
    const config = loadConfig({ PORT: "", ADMIN_EMAIL: "Owner@Example.COM" });
    expect(config.port).toBe(3000);
    expect(config.adminEmail).toBe("owner@example.com");
  });

  it.each([
    ["PORT", "eighty"],
    ["DATABASE_URL", "mysql://localhost/db"],
    ["SMTP_URL", "http://mail"],
    ["ADMIN_EMAIL", "not-an-address"],
    ["PUBLIC_URL", "nowhere"],
    ["BETTER_AUTH_SECRET", "short"],
    ["PAYMENT_PROVIDER", "paypal"],
  ])("a bad %s stops the server with a message naming it", (name, value) => {
    expect(() => loadConfig({ [name]: value })).toThrow(ConfigError);
    expect(() => loadConfig({ [name]: value })).toThrow(name);
  });

  it("reads the write limit, and refuses one that is not a whole number of at least 1", () => {
    expect(loadConfig({ WRITES_PER_MINUTE: "1000" }).writesPerMinute).toBe(1000);
    expect(() => loadConfig({ WRITES_PER_MINUTE: "0" })).toThrow("WRITES_PER_MINUTE");
    expect(() => loadConfig({ WRITES_PER_MINUTE: "many" })).toThrow("WRITES_PER_MINUTE");
  });

  it("reads the pooler's direct address and the replica beside DATABASE_URL, and refuses them without", () => {
    const config = loadConfig({
      DATABASE_URL: "postgres://g2g@pooler.internal:6432/g2g",
      DATABASE_DIRECT_URL: "postgres://g2g@db.internal:5432/g2g",
      DATABASE_REPLICA_URL: "postgresql://g2g@replica.internal:5432/g2g",
    });
    expect(config.databaseDirectUrl).toBe("postgres://g2g@db.internal:5432/g2g");
    expect(config.databaseReplicaUrl).toBe("postgresql://g2g@replica.internal:5432/g2g");
    expect(() => loadConfig({ DATABASE_DIRECT_URL: "postgres://g2g@db.internal/g2g" })).toThrow(
      "DATABASE_DIRECT_URL: only used with DATABASE_URL",
    );
    expect(() => loadConfig({ DATABASE_REPLICA_URL: "postgres://g2g@replica.internal/g2g" })).toThrow(
      "DATABASE_REPLICA_URL: only used with DATABASE_URL",
    );
    expect(() =>
      loadConfig({ DATABASE_URL: "postgres://g2g@db/g2g", DATABASE_DIRECT_URL: "mysql://db/g2g" }),
    ).toThrow("DATABASE_DIRECT_URL");
  });

  it("refuses PAYMENT_PROVIDER=stripe without a Stripe key", () => {
    expect(() => loadConfig({ PAYMENT_PROVIDER: "stripe" })).toThrow("STRIPE_SECRET_KEY");
  });
});
