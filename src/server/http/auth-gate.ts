import { eq } from "drizzle-orm";
import type { Context } from "hono";
import { isPlausibleName, NAME_RULE_MESSAGE } from "../../domain/names";
import { clearAttempts, recentAttempts, recordAttempt } from "../attempts";
import type { AppDeps, AppEnv } from "../context";
import { user } from "../db/schema";
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
    throw httpError(413, "The request body is too large.");
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

/** A verification link issued before the account's last sign-up was replaced by a newer one. */
async function isReplacedVerificationLink({ database }: AppDeps, token: string | undefined) {
  const payload = token?.split(".")[1];
  if (!payload) return false;
  let claims: { email?: unknown; iat?: unknown };
  try {
    claims = JSON.parse(Buffer.from(payload, "base64url").toString("utf8"));
  } catch {
    return false; // better-auth refuses it
  }
  if (typeof claims.email !== "string" || typeof claims.iat !== "number") return false;
  const [row] = await database.db
    .select({ updatedAt: user.updatedAt, emailVerified: user.emailVerified })
    .from(user)
    .where(eq(user.email, claims.email.toLowerCase()));
  // iat has whole seconds: a link from the same second as the replacement still counts as newer.
  return Boolean(row && !row.emailVerified && claims.iat * 1000 < row.updatedAt.getTime() - 999);
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
  if (path.endsWith("/verify-email") && (await isReplacedVerificationLink(deps, c.req.query("token")))) {
    const callback = c.req.query("callbackURL") ?? "/";
    return c.redirect(`${callback}${callback.includes("?") ? "&" : "?"}error=INVALID_TOKEN`);
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
