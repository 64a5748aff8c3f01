import { z } from "zod";
import { type PlanPeriodKey, planPeriodKeys } from "../domain/plans";

// docs/architecture.md, "Configuration": every setting comes from the environment, is parsed here once, and a bad value
// stops the server with a message that names the variable.

const optionalUrl = z.url().optional();
const postgresUrl = z
  .string()
  .regex(/^postgres(ql)?:\/\//, "must be a postgres:// or postgresql:// URL")
  .optional();
const flag = z
  .enum(["0", "1", "true", "false"])
  .optional()
  .transform((value) => value === "1" || value === "true");

const envSchema = z.object({
  NODE_ENV: z.enum(["development", "production", "test"]).default("production"),
  PORT: z.coerce.number().int().min(0).max(65535).default(3000),
  HOST: z.string().min(1).default("127.0.0.1"),
  PUBLIC_URL: optionalUrl,
  DATA_DIR: z.string().min(1).default("./data"),
  DATABASE_URL: postgresUrl,
  /** PostgreSQL itself, when DATABASE_URL goes through a transaction-mode pooler (docs/deploy.md, "Through PgBouncer"). */
  DATABASE_DIRECT_URL: postgresUrl,
  /** A streaming replica for reads that tolerate a second of lag (docs/deploy.md, "Read replicas"). */
  DATABASE_REPLICA_URL: postgresUrl,
  BETTER_AUTH_SECRET: z.string().min(32, "must be at least 32 characters").optional(),
  /** How many reverse proxies in front of the app append to X-Forwarded-For (true = 1, false = 0). */
  TRUST_PROXY: z
    .string()
    .regex(/^(\d{1,2}|true|false)$/, "must be the number of proxies in front of the app (0, 1, 2, …)")
    .optional()
    .transform((value) =>
      value === "true" ? 1 : value === "false" || value === undefined ? 0 : Number(value),
    ),
  ADMIN_EMAIL: z.email().optional(),
  SUPPORT_EMAIL: z.email().optional(),
  SMTP_URL: z
    .string()
    .regex(/^smtps?:\/\//, "must be an smtp:// or smtps:// URL")
    .optional(),
  MAIL_FROM: z.string().min(3).default("Grind to Grace <hello@localhost>"),
  DEV_MAILBOX: flag,
  PAYMENT_PROVIDER: z.enum(["local", "stripe"]).optional(),
  STRIPE_SECRET_KEY: z.string().min(1).optional(),
  STRIPE_WEBHOOK_SECRET: z.string().min(1).optional(),
  STRIPE_API_BASE: optionalUrl,
  STRIPE_TIMEOUT_MS: z.coerce.number().int().min(100).max(120_000).default(10_000),
  /** Stripe Tax in Checkout: tax worked out from her address (docs/architecture.md, "Access and billing"). */
  STRIPE_AUTOMATIC_TAX: flag,
  /** How many writes each member may send a minute to each app server (docs/security.md, "Storage"). */
  WRITES_PER_MINUTE: z.coerce.number().int().min(1).default(300),
  /** Free space PGlite's volume keeps; below it writes are refused (docs/deploy.md, "A full disk"). */
  DISK_RESERVE_MB: z.coerce.number().int().min(32, "must be at least 32 (two WAL segments)").default(64),
  /** A diagnostic: a Server-Timing header on every answer (server-timing.ts). */
  SERVER_TIMING: flag,
  ADMIN_DB_CONSOLE_URL: optionalUrl,
  ADMIN_FUNCTIONS_CONSOLE_URL: optionalUrl,
  ...Object.fromEntries(planPeriodKeys.map((key) => [`STRIPE_PRICE_${key}`, z.string().min(1).optional()])),
  ...Object.fromEntries(planPeriodKeys.map((key) => [`STRIPE_LINK_${key}`, optionalUrl])),
});

export type Config = ReturnType<typeof loadConfig>;

const LOOPBACK_HOSTS = new Set(["127.0.0.1", "::1", "localhost"]);

export class ConfigError extends Error {}

/** Empty strings count as unset, so `FOO= npm start` behaves like leaving FOO out. */
function withoutEmpty(env: Record<string, string | undefined>) {
  return Object.fromEntries(Object.entries(env).filter(([, value]) => value !== undefined && value !== ""));
}

export function loadConfig(env: Record<string, string | undefined> = process.env) {
  const parsed = envSchema.safeParse(withoutEmpty(env));
  if (!parsed.success) {
    const lines = parsed.error.issues.map((issue) => `  ${issue.path.join(".")}: ${issue.message}`);
    throw new ConfigError(`Invalid configuration:\n${lines.join("\n")}`);
  }
  const e = parsed.data as z.infer<typeof envSchema> & Record<string, string | undefined>;
  const paymentProvider = e.PAYMENT_PROVIDER ?? (e.STRIPE_SECRET_KEY ? "stripe" : "local");
  if (paymentProvider === "stripe") {
    // Taking real payments without a way to verify webhooks or price a plan must not start.
    const required = [
      "STRIPE_SECRET_KEY",
      "STRIPE_WEBHOOK_SECRET",
      ...planPeriodKeys.map((k) => `STRIPE_PRICE_${k}`),
    ];
    const missing = required.filter((name) => !e[name]);
    if (missing.length > 0) {
      const lines = missing.map((name) => `  ${name}: required when PAYMENT_PROVIDER=stripe`);
      throw new ConfigError(`Invalid configuration:\n${lines.join("\n")}`);
    }
  }
  const publicUrl = new URL(e.PUBLIC_URL ?? `http://localhost:${e.PORT}`).origin;
  const refusals: string[] = [];
  // docs/security.md: the dev mailbox shows every mail (reset links included) to anyone who asks.
  if (e.DEV_MAILBOX && e.NODE_ENV === "production" && !LOOPBACK_HOSTS.has(e.HOST)) {
    refusals.push("  DEV_MAILBOX: only allowed when HOST is a loopback address (127.0.0.1, ::1, localhost)");
  }
  // An https PUBLIC_URL means a proxy in front, which makes even a loopback server public: the
  // server refuses to start rather than quietly turning the mailbox off (docs/security.md).
  if (e.DEV_MAILBOX && publicUrl.startsWith("https://")) {
    refusals.push("  DEV_MAILBOX: not allowed when PUBLIC_URL is https (set SMTP_URL to send real mail)");
  }
  // A public deployment must choose test-mode payments on purpose, or it gives plans away.
  if (publicUrl.startsWith("https://") && !e.PAYMENT_PROVIDER && !e.STRIPE_SECRET_KEY) {
    refusals.push("  PAYMENT_PROVIDER: required when PUBLIC_URL is https (stripe, or local for test mode)");
  }
  // The pooler and the replica are PostgreSQL's: without DATABASE_URL the app runs on PGlite alone.
  for (const name of ["DATABASE_DIRECT_URL", "DATABASE_REPLICA_URL"] as const) {
    if (e[name] && !e.DATABASE_URL) refusals.push(`  ${name}: only used with DATABASE_URL`);
  }
  if (refusals.length > 0) throw new ConfigError(`Invalid configuration:\n${refusals.join("\n")}`);
  const stripePrices = Object.fromEntries(
    planPeriodKeys.map((key) => [key, e[`STRIPE_PRICE_${key}`]]),
  ) as Record<PlanPeriodKey, string | undefined>;
  const paymentLinks = Object.fromEntries(
    planPeriodKeys.map((key) => [key, e[`STRIPE_LINK_${key}`]]),
  ) as Record<PlanPeriodKey, string | undefined>;
  return {
    nodeEnv: e.NODE_ENV,
    port: e.PORT,
    host: e.HOST,
    publicUrl,
    dataDir: e.DATA_DIR,
    databaseUrl: e.DATABASE_URL,
    databaseDirectUrl: e.DATABASE_DIRECT_URL,
    databaseReplicaUrl: e.DATABASE_REPLICA_URL,
    authSecret: e.BETTER_AUTH_SECRET,
    /** Proxy hops whose X-Forwarded-For entries are trusted (0: none, use the socket address). */
    trustProxyHops: e.TRUST_PROXY,
    writesPerMinute: e.WRITES_PER_MINUTE,
    diskReserveBytes: e.DISK_RESERVE_MB * 1024 * 1024,
    serverTiming: e.SERVER_TIMING,
    adminEmail: e.ADMIN_EMAIL?.toLowerCase(),
    supportEmail: e.SUPPORT_EMAIL,
    smtpUrl: e.SMTP_URL,
    mailFrom: e.MAIL_FROM,
    devMailbox: e.DEV_MAILBOX,
    paymentProvider,
    stripe: {
      secretKey: e.STRIPE_SECRET_KEY,
      webhookSecret: e.STRIPE_WEBHOOK_SECRET,
      apiBase: e.STRIPE_API_BASE,
      timeoutMs: e.STRIPE_TIMEOUT_MS,
      automaticTax: e.STRIPE_AUTOMATIC_TAX,
      prices: stripePrices,
      links: paymentLinks,
    },
    adminConsoles: {
      database: e.ADMIN_DB_CONSOLE_URL,
      functions: e.ADMIN_FUNCTIONS_CONSOLE_URL,
    },
  };
}
