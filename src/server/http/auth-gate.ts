import { eq } from "drizzle-orm";
import type { Context } from "hono";
import { isPlausibleName, NAME_RULE_MESSAGE } from "../../domain/names";
import { paths } from "../../domain/routes";
import { TOO_LARGE_MESSAGE } from "../../domain/text-limits";
import { clearAttempts, recentAttempts, recordAttempt } from "../attempts";
import type { AppDeps, AppEnv } from "../context";
import { user } from "../db/schema";
import { welcomeMail } from "../mail/reminder-mails";
import { httpError } from "./errors";
import { isSafeCallbackPath } from "./safe-callback";
import { hasUnstorableText, UNSTORABLE_MESSAGE } from "./storable-text";

// Checks in front of better-auth's own handler (docs/security.md). better-auth answers the auth
// endpoints; these are the rules it does not know: only same-origin callback paths, names that look
// like names, a per-account limit on failed sign-ins, and verification links that a later sign-up
// for the same unverified address has replaced.

/** Auth requests are small; a larger body is refused before anything parses it. */
export const MAX_AUTH_BODY_BYTES = 16 * 1024;

const CALLBACK_KEYS = ["callbackURL", "errorCallbackURL", "newUserCallbackURL", "redirectTo"];
const NAME_KEYS = ["name", "firstName", "lastName"];

export const FAILED_SIGN_INS = { max: 10, windowMs: 15 * 60 * 1000 };
export const TOO_MANY_FAILED_SIGN_INS =
  "Too many unsuccessful sign-ins for this account. Please wait 15 minutes, or reset your password.";

const signInKey = (email: string) => `sign-in:${email.trim().toLowerCase()}`;

/** What better-auth would read from the request; refuses what it must not see. */
async function checkRequest(c: Context<AppEnv>): Promise<Record<string, unknown>> {
  for (const key of CALLBACK_KEYS) {
    const value = c.req.query(key);
    if (value !== undefined && !isSafeCallbackPath(value)) throw httpError(400, "Invalid callback URL.");
  }
  if (c.req.method !== "POST") return {};
  const text = await c.req.raw.clone().text();
  if (new TextEncoder().encode(text).length > MAX_AUTH_BODY_BYTES) {
    throw httpError(413, TOO_LARGE_MESSAGE);
  }
  if (hasUnstorableText(text)) throw httpError(400, UNSTORABLE_MESSAGE);
  let body: unknown;
  try {
    body = text ? JSON.parse(text) : {};
  } catch {
    return {}; // better-auth answers malformed bodies itself
  }
  if (!body || typeof body !== "object") return {};
  const fields = body as Record<string, unknown>;
  for (const key of CALLBACK_KEYS) {
    const value = fields[key];
    if (typeof value === "string" && !isSafeCallbackPath(value))
      throw httpError(400, "Invalid callback URL.");
  }
  for (const key of NAME_KEYS) {
    const value = fields[key];
    if (typeof value === "string" && !isPlausibleName(value)) throw httpError(400, NAME_RULE_MESSAGE);
  }
  return fields;
}

/** What a verification link's token says, unverified (better-auth checks the signature itself). */
function verificationClaims(
  token: string | undefined,
): { email: string; iat: number; updateTo?: unknown } | null {
  const payload = token?.split(".")[1];
  if (!payload) return null;
  try {
    const claims = JSON.parse(Buffer.from(payload, "base64url").toString("utf8"));
    return typeof claims.email === "string" && typeof claims.iat === "number" ? claims : null;
  } catch {
    return null; // better-auth refuses it
  }
}

/**
 * What a verification link is: "replaced" when it was issued before the account's last sign-up
 * replaced it with a newer one; "used" when the address is already confirmed and she is not signed
 * in (better-auth would send her on silently to a page that asks her to); "first" when it confirms
 * a new account (she is then welcomed). Address changes (`updateTo`) are better-auth's alone.
 */
async function verificationLink(
  { database }: AppDeps,
  c: Context<AppEnv>,
  token: string | undefined,
): Promise<{ state: "replaced" | "used" | "first"; userId: string } | null> {
  const claims = verificationClaims(token);
  if (!claims || claims.updateTo !== undefined) return null;
  const [row] = await database.db
    .select({ id: user.id, updatedAt: user.updatedAt, emailVerified: user.emailVerified })
    .from(user)
    .where(eq(user.email, claims.email.toLowerCase()));
  if (!row) return null;
  if (row.emailVerified) {
    return c.req.header("cookie")?.includes("session_token=") ? null : { state: "used", userId: row.id };
  }
  // iat has whole seconds: a link from the same second as the replacement still counts as newer.
  const replaced = claims.iat * 1000 < row.updatedAt.getTime() - 999;
  return { state: replaced ? "replaced" : "first", userId: row.id };
}

/** After her address is confirmed for the first time: one welcome, however often the link is opened. */
async function welcome(deps: AppDeps, userId: string) {
  const [row] = await deps.database.db
    .select({ email: user.email, name: user.name, firstName: user.firstName, verified: user.emailVerified })
    .from(user)
    .where(eq(user.id, userId));
  if (!row?.verified) return;
  const url = `${deps.config.publicUrl}${paths.day(1)}`;
  const testMode = deps.billing.kind === "local";
  await deps.mailer.send(welcomeMail(row.email, row.firstName || row.name, url, testMode), {
    uniqueKey: `welcome:${userId}`,
  });
}

/**
 * Runs `handle` (better-auth) for an auth request once the checks above pass, and keeps the
 * failed sign-in count for the account.
 */
export async function throughAuthGate(
  deps: AppDeps,
  c: Context<AppEnv>,
  handle: () => Promise<Response>,
): Promise<Response> {
  const body = await checkRequest(c);
  const path = c.req.path;
  if (path.endsWith("/verify-email")) {
    const link = await verificationLink(deps, c, c.req.query("token"));
    if (link?.state === "used") return c.redirect(`${paths.auth}?verified=already`);
    if (link?.state === "replaced") {
      const callback = c.req.query("callbackURL") ?? "/";
      return c.redirect(`${callback}${callback.includes("?") ? "&" : "?"}error=INVALID_TOKEN`);
    }
    const res = await handle();
    if (link?.state === "first") await welcome(deps, link.userId);
    return res;
  }
  if (!path.endsWith("/sign-in/email") || typeof body.email !== "string") return handle();

  const { db } = deps.database;
  const key = signInKey(body.email);
  if ((await recentAttempts(db, key, FAILED_SIGN_INS.windowMs)) >= FAILED_SIGN_INS.max) {
    throw httpError(429, TOO_MANY_FAILED_SIGN_INS);
  }
  const res = await handle();
  if (res.status === 401) await recordAttempt(db, key);
  if (res.ok) await clearAttempts(db, key);
  return res;
}
