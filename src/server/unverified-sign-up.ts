import { randomBytes } from "node:crypto";
import { and, eq, lt } from "drizzle-orm";
import type { Db } from "./db/client";
import { account, session, user } from "./db/schema";
import { passwordHashing } from "./password-hashing";

// docs/security.md, "Pre-registered address". An account nobody has verified belongs to nobody yet:
// whoever signs up for the address again replaces its password and names (the verification mail
// then goes to the mailbox's owner), and the row is dropped after a week. Once two sign-ups have
// raced for an address, no password typed into a sign-up form is trusted: the confirmation link
// asks the mailbox's owner to choose hers (auth.ts, `afterEmailVerification`).

export interface SignUpBody {
  password?: unknown;
  name?: unknown;
  firstName?: unknown;
  lastName?: unknown;
  callbackURL?: string;
}

const UNVERIFIED_KEPT_MS = 7 * 24 * 60 * 60 * 1000;

const text = (value: unknown) => (typeof value === "string" ? value.trim() : null);

/**
 * Stores the new sign-up's password and names on the unverified account, marks its password as
 * contested and moves `updatedAt` on, which retires every verification link issued before
 * (http/auth-gate.ts). False when the address was confirmed meanwhile: the row is locked and
 * re-read, so a confirmation that lands first always wins and keeps her password.
 */
export async function replaceUnverifiedSignUp(db: Db, userId: string, body: SignUpBody): Promise<boolean> {
  const hash = await passwordHashing.hash(body.password as string);
  return db.transaction(async (tx) => {
    const [unverified] = await tx
      .select({ id: user.id })
      .from(user)
      .where(and(eq(user.id, userId), eq(user.emailVerified, false)))
      .for("update");
    if (!unverified) return false;
    await tx
      .update(account)
      .set({ password: hash, updatedAt: new Date() })
      .where(and(eq(account.userId, userId), eq(account.providerId, "credential")));
    await tx
      .update(user)
      .set({
        name: text(body.name) ?? "",
        firstName: text(body.firstName),
        lastName: text(body.lastName),
        passwordContested: true,
        updatedAt: new Date(),
      })
      .where(eq(user.id, userId));
    await tx.delete(session).where(eq(session.userId, userId));
    return true;
  });
}

/** Whether a later sign-up replaced this account's password and its owner has not chosen one since. */
export async function isPasswordContested(db: Db, userId: string): Promise<boolean> {
  const [row] = await db.select({ contested: user.passwordContested }).from(user).where(eq(user.id, userId));
  return row?.contested ?? false;
}

/**
 * Makes the contested password unusable: what the account holds now may be anyone's. Only a
 * password reset (the mailed link, or the choose-password page it leads to) sets a new one.
 */
export async function retireContestedPassword(db: Db, userId: string): Promise<void> {
  const unusable = await passwordHashing.hash(randomBytes(32).toString("base64url"));
  await db
    .update(account)
    .set({ password: unusable, updatedAt: new Date() })
    .where(and(eq(account.userId, userId), eq(account.providerId, "credential")));
}

/** After a password reset: the password is hers again. */
export async function settlePassword(db: Db, userId: string): Promise<void> {
  await db.update(user).set({ passwordContested: false }).where(eq(user.id, userId));
}

/** Removes accounts whose address was never verified within a week of signing up. */
export async function dropStaleUnverifiedAccounts(db: Db, now = Date.now()): Promise<number> {
  const removed = await db
    .delete(user)
    .where(and(eq(user.emailVerified, false), lt(user.createdAt, new Date(now - UNVERIFIED_KEPT_MS))))
    .returning({ id: user.id });
  return removed.length;
}
