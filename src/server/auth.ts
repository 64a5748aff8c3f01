import { betterAuth } from "better-auth";
import { drizzleAdapter } from "better-auth/adapters/drizzle";
import type { Config } from "./config";
import type { Db } from "./db/client";
import * as schema from "./db/schema";
import type { Mailer } from "./mail/mailer";
import { passwordResetMail, verificationMail } from "./mail/templates";

/** The header through which the app hands better-auth the real client address (see app.ts). */
export const CLIENT_IP_HEADER = "x-grind-client-ip";

export const MIN_PASSWORD_LENGTH = 6; // spec §5
const ONE_HOUR = 60 * 60;

interface AuthOptions {
  config: Config;
  db: Db;
  secret: string;
  mailer: Mailer;
  trustedOrigins: string[];
}

export function createAuth({ config, db, secret, mailer, trustedOrigins }: AuthOptions) {
  return betterAuth({
    appName: "Grind to Grace",
    baseURL: config.publicUrl,
    basePath: "/api/auth",
    secret,
    telemetry: { enabled: false },
    trustedOrigins,
    database: drizzleAdapter(db, {
      provider: "pg",
      schema: {
        user: schema.user,
        session: schema.session,
        account: schema.account,
        verification: schema.verification,
        rateLimit: schema.rateLimit,
      },
    }),
    user: {
      additionalFields: {
        firstName: { type: "string", required: false, input: true },
        lastName: { type: "string", required: false, input: true },
      },
    },
    emailAndPassword: {
      enabled: true,
      requireEmailVerification: true,
      minPasswordLength: MIN_PASSWORD_LENGTH,
      maxPasswordLength: 128,
      resetPasswordTokenExpiresIn: ONE_HOUR,
      revokeSessionsOnPasswordReset: true,
      sendResetPassword: async ({ user, url }) => {
        await mailer.send(passwordResetMail(user.email, user.name, url));
      },
    },
    emailVerification: {
      sendOnSignUp: true,
      autoSignInAfterVerification: true,
      expiresIn: 24 * ONE_HOUR,
      sendVerificationEmail: async ({ user, url }) => {
        await mailer.send(verificationMail(user.email, user.name, url));
      },
    },
    session: {
      expiresIn: 30 * 24 * ONE_HOUR,
      updateAge: 24 * ONE_HOUR,
      // A signed copy of the session in a cookie spares hot reads a database query (DESIGN §9).
      // A session revoked elsewhere (sign-out on another device, password reset) therefore stays
      // usable in a browser that holds the copy for at most this long.
      cookieCache: { enabled: true, maxAge: 60 },
    },
    // On in every mode, keyed by the real client address (DESIGN §3).
    rateLimit: {
      enabled: true,
      storage: "database",
      window: 60,
      max: 120,
      customRules: {
        "/sign-in/email": { window: 60, max: 5 },
        "/sign-up/email": { window: 60, max: 5 },
        "/request-password-reset": { window: 60, max: 5 },
        "/send-verification-email": { window: 60, max: 5 },
      },
    },
    advanced: {
      // better-auth skips its origin and callback-URL checks when it guesses it runs under test
      // (NODE_ENV=test, or any TEST variable in the environment): only our own config decides.
      disableOriginCheck: config.nodeEnv === "test",
      disableCSRFCheck: config.nodeEnv === "test",
      ipAddress: { ipAddressHeaders: [CLIENT_IP_HEADER] },
      useSecureCookies: config.publicUrl.startsWith("https://"),
      defaultCookieAttributes: { httpOnly: true, sameSite: "lax" },
    },
  });
}

export type Auth = ReturnType<typeof createAuth>;
