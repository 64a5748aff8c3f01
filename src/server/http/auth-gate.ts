import { createHmac, timingSafeEqual } from "node:crypto";
import { eq } from "drizzle-orm";
import type { Context } from "hono";
import { generateCookie, getCookie } from "hono/cookie";
import { isPlausibleName, NAME_RULE_MESSAGE } from "../../domain/names";
import { isSafeCallbackPath } from "../../domain/next-page";
import { paths } from "../../domain/routes";
import { TOO_LARGE_MESSAGE } from "../../domain/text-limits";
import { isHerPassword } from "../account/delete-account";
import { emailChangeRequested, emailChangeSettled, pendingChangeOwner } from "../account/email-change";
import { clearAttempts, recentAttempts, recordAttempt, takeAttemptOrWait } from "../attempts";
import { signInKey } from "../auth";
import type { AppDeps, AppEnv } from "../context";
import { session, user, verification } from "../db/schema";
import { welcomeMail } from "../mail/reminder-mails";
import { ARRIVING_MESSAGE, passwordHashing } from "../password-hashing";
import { clientIp } from "./client-ip";
import { httpError } from "./errors";
import { hasUnstorableText, UNSTORABLE_MESSAGE } from "./storable-text";

// Checks in front of better-auth's own handler (docs/security.md). better-auth answers the auth
// endpoints; these are the rules it does not know: only same-origin callback paths, names that look
// like names, a per-account limit on failed sign-ins, and verification links that a later sign-up
// for the same unverified address has replaced.

/** Auth requests are small; a larger body is refused before anything parses it. */
export const MAX_AUTH_BODY_BYTES = 16 * 1024;

const CALLBACK_KEYS = ["callbackURL", "errorCallbackURL", "newUserCallbackURL", "redirectTo"];
const NAME_KEYS = ["name", "firstName", "lastName"];

export const CHANGE_EMAIL_PASSWORD_MESSAGE = "Please enter your current password to change your e-mail.";
const WRONG_CHANGE_EMAIL_PASSWORDS = { max: 5, windowMs: 15 * 60 * 1000 };

export const FAILED_SIGN_INS = { max: 10, windowMs: 15 * 60 * 1000 };

/**
 * Sign-ups from one network address (docs/security.md, "Where each defence lives"): generous, since a
 * workshop on one Wi-Fi signs up together, and counted in the database, which every app server shares.
 */
export const SIGN_UPS_PER_NETWORK = { max: 30, windowMs: 60 * 60 * 1000 };
export const signUpsFromNetworkMessage = (retryAfterSeconds: number) =>
  `Many accounts have been made from this network in the last hour. Please try again in ${Math.ceil(retryAfterSeconds / 60)} minutes.`;
export const TOO_MANY_FAILED_SIGN_INS =
  "Too many unsuccessful sign-ins for this account. Please wait 15 minutes, or reset your password.";

/**
 * What the sign-in form answers for a wrong password, for an unconfirmed account and for a contested
 * one alike (docs/security.md, "Pre-registered address"): a stranger learns nothing about the account.
 */
export const SIGN_IN_REFUSED = { code: "INVALID_EMAIL_OR_PASSWORD", message: "Invalid email or password" };

/** A browser that signed in to an account before carries this mark for it (docs/security.md, "Lockout"). */
const knownDeviceCookie = ({ config }: AppDeps) =>
  config.publicUrl.startsWith("https://") ? "__Secure-grace_known_device" : "grace_known_device";
const KNOWN_DEVICE_DAYS = 180;

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
    // A name is text: an array or object would reach the database as its text form, unchecked.
    if (value === undefined || value === null) continue;
    if (typeof value !== "string" || !isPlausibleName(value)) throw httpError(400, NAME_RULE_MESSAGE);
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
  if (c.req.method !== "POST" || !HASHING_PATHS.some((path) => c.req.path.endsWith(path))) {
    return afterChecks(deps, c, body, handle);
  }
  if (c.req.path.endsWith("/sign-up/email")) {
    const { max, windowMs } = SIGN_UPS_PER_NETWORK;
    const key = `sign-up-network:${clientIp(c, deps.config.trustProxyHops)}`;
    const wait = await takeAttemptOrWait(deps.database.db, key, max, windowMs);
    // No `retryAfter` in the body: the form counts that down itself, which suits seconds, not an hour.
    if (wait > 0) {
      return c.json({ error: signUpsFromNetworkMessage(wait) }, 429, { "Retry-After": String(wait) });
    }
  }
  // A sign-in or sign-up hashes a password: it waits its turn, or is asked to come back (password-hashing.ts).
  const turn = passwordHashing.admit();
  if ("retryAfterSeconds" in turn) {
    const retryAfter = turn.retryAfterSeconds;
    return c.json({ error: ARRIVING_MESSAGE, retryAfter }, 429, { "Retry-After": String(retryAfter) });
  }
  try {
    return await afterChecks(deps, c, body, handle);
  } finally {
    turn.release();
  }
}

/** The requests that hash a password before they are answered. */
const HASHING_PATHS = ["/sign-in/email", "/sign-up/email"];

const afterChecks: AuthStep = async (deps, c, body, handle) => {
  const path = c.req.path;
  if (path.endsWith("/verify-email")) {
    const change = verificationClaims(c.req.query("token"));
    if (typeof change?.updateTo === "string") return confirmEmailChange(deps, c, change, handle);
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
  if (path.endsWith("/reset-password") && c.req.method === "POST")
    return choosePassword(deps, c, body, handle);
  if (path.endsWith("/change-email") && c.req.method === "POST") return changeEmail(deps, c, body, handle);
  if (!path.endsWith("/sign-in/email") || typeof body.email !== "string") return handle();
  return signIn(deps, c, body.email, handle);
};

/** An auth request checked around better-auth's own answer (`handle`), given the request's body. */
type AuthStep = (
  deps: AppDeps,
  c: Context<AppEnv>,
  body: Record<string, unknown>,
  handle: () => Promise<Response>,
) => Promise<Response>;

/**
 * A new address is asked for only with her current password: a stolen session alone cannot take the
 * account (docs/security.md, "Changing the e-mail"). Then her old address is told and her other
 * sessions end (account/email-change.ts).
 */
const changeEmail: AuthStep = async (deps, c, body, handle) => {
  const { db } = deps.database;
  const signedIn = await deps.auth.api.getSession({ headers: c.req.raw.headers });
  if (!signedIn) return handle(); // better-auth answers 401
  const key = `change-email:${signedIn.user.id}`;
  if (
    (await recentAttempts(db, key, WRONG_CHANGE_EMAIL_PASSWORDS.windowMs)) >= WRONG_CHANGE_EMAIL_PASSWORDS.max
  ) {
    throw httpError(429, TOO_MANY_FAILED_SIGN_INS);
  }
  if (typeof body.password !== "string" || !(await isHerPassword(deps, signedIn.user.id, body.password))) {
    await recordAttempt(db, key);
    throw httpError(400, CHANGE_EMAIL_PASSWORD_MESSAGE);
  }
  const res = await handle();
  if (res.ok && typeof body.newEmail === "string") {
    await emailChangeRequested(
      deps,
      signedIn.user,
      body.newEmail.trim().toLowerCase(),
      signedIn.session.token,
    );
  }
  return res;
};

/** A link confirming a new address works only for the change still pending (not undone, not replaced). */
async function confirmEmailChange(
  deps: AppDeps,
  c: Context<AppEnv>,
  claims: { email: string; updateTo?: unknown },
  handle: () => Promise<Response>,
): Promise<Response> {
  const { db } = deps.database;
  const newEmail = String(claims.updateTo);
  const owner = await pendingChangeOwner(db, claims.email, newEmail);
  if (!owner) {
    const callback = c.req.query("callbackURL") ?? "/";
    return c.redirect(`${callback}${callback.includes("?") ? "&" : "?"}error=INVALID_TOKEN`);
  }
  const res = await handle();
  await emailChangeSettled(db, owner, newEmail);
  return res;
}

/**
 * A password reset; when it is the choice her contested confirmation link asked for (auth.ts,
 * `afterEmailVerification`), she is signed in with the password she just chose.
 */
const choosePassword: AuthStep = async (deps, c, body, handle) => {
  const { db } = deps.database;
  if (typeof body.token !== "string" || typeof body.newPassword !== "string") return handle();
  const [chosen] = await db
    .select({ email: user.email, contested: user.passwordContested })
    .from(verification)
    .innerJoin(user, eq(user.id, verification.value))
    .where(eq(verification.identifier, `reset-password:${body.token}`));
  const res = await handle();
  if (!res.ok || !chosen?.contested) return res;
  const signedIn = await deps.auth.api.signInEmail({
    body: { email: chosen.email, password: body.newPassword },
    headers: c.req.raw.headers,
    asResponse: true,
  });
  for (const cookie of signedIn.headers.getSetCookie()) res.headers.append("set-cookie", cookie);
  await rememberDevice(deps, c, chosen.email, res);
  return res;
};

/** The mark a browser gets for `email` after signing in: it cannot be made without the server's secret. */
async function deviceMark(deps: AppDeps, email: string): Promise<string> {
  const { secret } = await deps.auth.$context;
  return createHmac("sha256", secret)
    .update(`known-device:${email.trim().toLowerCase()}`)
    .digest("base64url");
}

async function isKnownDevice(deps: AppDeps, c: Context<AppEnv>, email: string): Promise<boolean> {
  const marks = (getCookie(c, knownDeviceCookie(deps)) ?? "").split(".");
  const expected = Buffer.from(await deviceMark(deps, email));
  return marks.some((mark) => {
    const given = Buffer.from(mark);
    return given.length === expected.length && timingSafeEqual(given, expected);
  });
}

/**
 * Sign-in with the failed sign-in count for the account. Failures from a browser that has signed in
 * to the account before are counted apart, so strangers guessing cannot lock its owner out of her own
 * devices. An unconfirmed account, or one whose password a later sign-up contested, is answered like
 * a wrong password (better-auth then mails a new confirmation link to the address).
 */
async function signIn(deps: AppDeps, c: Context<AppEnv>, email: string, handle: () => Promise<Response>) {
  const { db } = deps.database;
  const known = await isKnownDevice(deps, c, email);
  const key = known ? `${signInKey(email)}:known-device` : signInKey(email);
  if ((await recentAttempts(db, key, FAILED_SIGN_INS.windowMs)) >= FAILED_SIGN_INS.max) {
    throw httpError(429, TOO_MANY_FAILED_SIGN_INS);
  }
  const res = await handle();
  if (res.status === 401) await recordAttempt(db, key);
  if (res.status === 403) return refused(res);
  if (!res.ok) return res;
  const [row] = await db
    .select({ id: user.id, contested: user.passwordContested })
    .from(user)
    .where(eq(user.email, email.trim().toLowerCase()));
  if (row?.contested) {
    // A sign-in that slipped in while her confirmation was settling: the session it made is ended.
    await db.delete(session).where(eq(session.userId, row.id));
    return refused(res);
  }
  await clearAttempts(db, signInKey(email));
  await clearAttempts(db, `${signInKey(email)}:known-device`);
  await rememberDevice(deps, c, email, res);
  return res;
}

function refused(res: Response): Response {
  const headers = new Headers(res.headers);
  headers.delete("set-cookie");
  headers.delete("content-length");
  headers.set("content-type", "application/json");
  return new Response(JSON.stringify(SIGN_IN_REFUSED), { status: 401, headers });
}

async function rememberDevice(deps: AppDeps, c: Context<AppEnv>, email: string, res: Response) {
  const mark = await deviceMark(deps, email);
  // A shared browser may know a few accounts; the newest five are kept.
  const name = knownDeviceCookie(deps);
  const marks = [mark, ...(getCookie(c, name) ?? "").split(".").filter((m) => m && m !== mark)];
  const cookie = generateCookie(name, marks.slice(0, 5).join("."), {
    httpOnly: true,
    sameSite: "Lax",
    secure: deps.config.publicUrl.startsWith("https://"),
    path: "/",
    maxAge: KNOWN_DEVICE_DAYS * 24 * 60 * 60,
  });
  res.headers.append("set-cookie", cookie);
}
