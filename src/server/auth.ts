import { randomBytes } from "node:crypto";
import { drizzleAdapter } from "better-auth/adapters/drizzle";
import { APIError } from "better-auth/api";
// The minimal build leaves out Kysely, which only a direct database connection needs: ours is the
// drizzle adapter (about 90 modules the server no longer loads at start).
import { betterAuth } from "better-auth/minimal";
import { eq } from "drizzle-orm";
import { apiPath } from "../domain/api-paths";
import { MIN_PASSWORD_LENGTH } from "../domain/passwords";
import { paths } from "../domain/routes";
import { clearAttempts, takeAttempt } from "./attempts";
import { authLogger } from "./auth-log";
import type { BackgroundWork } from "./background-work";
import type { Config } from "./config";
import type { Db } from "./db/client";
import * as schema from "./db/schema";
import type { Mailer } from "./mail/mailer";
import { emailChangeMail, passwordResetMail, verificationMail } from "./mail/templates";
import { passwordHashing } from "./password-hashing";
import {
  isPasswordContested,
  replaceUnverifiedSignUp,
  retireContestedPassword,
  type SignUpBody,
  settlePassword,
} from "./unverified-sign-up";

/** The header through which the app hands better-auth the real client address (see app.ts). */
export const CLIENT_IP_HEADER = "x-grind-client-ip";

const ONE_HOUR = 60 * 60;

interface AuthOptions {
  config: Config;
  db: Db;
  secret: string;
  mailer: Mailer;
  trustedOrigins: string[];
  background: BackgroundWork;
}

/** The key under which failed sign-ins for an address are counted (http/auth-gate.ts). */
export const signInKey = (email: string) => `sign-in:${email.trim().toLowerCase()}`;

/** Reset and verification mails per address: enough for a lost mail, too few to flood a mailbox. */
export const MAILS_PER_ADDRESS = { max: 3, windowMs: 60 * 60 * 1000 };

export function createAuth({ config, db, secret, mailer, trustedOrigins, background }: AuthOptions) {
  const auth = betterAuth({
    appName: "Grind to Grace",
    baseURL: config.publicUrl,
    basePath: apiPath("auth"),
    secret,
    telemetry: { enabled: false },
    logger: authLogger,
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
      // A new address is confirmed from the new mailbox before it replaces the old one (docs/architecture.md, "Her words back").
      changeEmail: { enabled: true },
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
      password: passwordHashing,
      // A reset proves the mailbox: her password is settled and the failed sign-ins that locked the
      // account are forgotten (docs/security.md, "Lockout").
      onPasswordReset: async ({ user }) => {
        await settlePassword(db, user.id);
        await clearAttempts(db, signInKey(user.email));
      },
      sendResetPassword: async ({ user, url }) => {
        if (
          await takeAttempt(db, `reset-mail:${user.email}`, MAILS_PER_ADDRESS.max, MAILS_PER_ADDRESS.windowMs)
        ) {
          await mailer.send(passwordResetMail(user.email, user.name, url));
        }
      },
      // docs/security.md, pre-registered address: the owner of the mailbox signing up again
      // replaces what an earlier, unverified sign-up stored, and only her new link works.
      onExistingUserSignUp: async ({ user }, request) => {
        if (user.emailVerified || !request) return;
        const body = (await request.json().catch(() => null)) as SignUpBody | null;
        if (!body || typeof body.password !== "string") return;
        if (!(await replaceUnverifiedSignUp(db, user.id, body))) return;
        await auth.api.sendVerificationEmail({
          body: { email: user.email, callbackURL: body.callbackURL },
        });
      },
    },
    emailVerification: {
      sendOnSignUp: true,
      autoSignInAfterVerification: true,
      // A correct password for an unconfirmed account is answered like a wrong one (http/auth-gate.ts):
      // the mail it triggers is how its owner learns what to do.
      sendOnSignIn: true,
      expiresIn: 24 * ONE_HOUR,
      // docs/security.md, "Pre-registered address": runs after the address is marked confirmed and
      // before a session is made. When two sign-ups raced for the address, the stored password may be
      // anyone's: it is made unusable, and the link asks her to choose hers instead of signing her in.
      // A sign-up arriving later finds the address confirmed and changes nothing (unverified-sign-up.ts).
      afterEmailVerification: async (verified) => {
        if (!(await isPasswordContested(db, verified.id))) return;
        await retireContestedPassword(db, verified.id);
        const token = randomBytes(24).toString("base64url");
        const context = await auth.$context;
        await context.internalAdapter.createVerificationValue({
          value: verified.id,
          identifier: `reset-password:${token}`,
          expiresAt: new Date(Date.now() + ONE_HOUR * 1000),
        });
        const location = `${paths.resetPassword}?token=${token}&choose=1`;
        throw new APIError("FOUND", undefined, new Headers({ location }));
      },
      sendVerificationEmail: async ({ user, url }) => {
        if (
          await takeAttempt(
            db,
            `verify-mail:${user.email}`,
            MAILS_PER_ADDRESS.max,
            MAILS_PER_ADDRESS.windowMs,
          )
        ) {
          // During an address change better-auth hands us the new address, not yet stored.
          const changing = await isAddressChange(db, user.id, user.email);
          const mail = changing ? emailChangeMail : verificationMail;
          await mailer.send(mail(user.email, user.name, url));
        }
      },
    },
    session: {
      expiresIn: 30 * 24 * ONE_HOUR,
      updateAge: 24 * ONE_HOUR,
      // No signed copy of the session in a cookie: a revoked session would stay usable for its
      // lifetime. Hot reads are served by the session cache instead, which every app server
      // clears when a session ends (session-cache.ts, db/change-feed.ts).
      cookieCache: { enabled: false },
    },
    // On in every mode, keyed by the real client address (docs/security.md).
    rateLimit: {
      enabled: true,
      storage: "database",
      window: 60,
      max: 120,
      customRules: {
        "/sign-in/email": { window: 60, max: 5 },
        // Counted by the auth gate instead, 30 an hour per address (http/auth-gate.ts): better-auth's
        // window restarts at each request, so a workshop on one Wi-Fi was refused after a few sign-ups.
        "/sign-up/email": false,
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
      // Mail is sent after the answer, never inside it: a slow mail server must not tell a stranger
      // whether an address has an account (docs/security.md, timing).
      backgroundTasks: { handler: (work) => background.track(work) },
      useSecureCookies: config.publicUrl.startsWith("https://"),
      defaultCookieAttributes: { httpOnly: true, sameSite: "lax" },
    },
  });
  return auth;
}

async function isAddressChange(db: Db, userId: string, email: string): Promise<boolean> {
  const [row] = await db
    .select({ email: schema.user.email })
    .from(schema.user)
    .where(eq(schema.user.id, userId));
  return Boolean(row && row.email !== email);
}

export type Auth = ReturnType<typeof createAuth>;
