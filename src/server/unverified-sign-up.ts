import { and, eq, lt } from "drizzle-orm";
import type { Db } from "./db/client";
import { account, session, user } from "./db/schema";
import { passwordHashing } from "./password-hashing";

// docs/security.md, pre-registered address. An account nobody has verified belongs to nobody yet:
// whoever signs up for the address again replaces its password and names (the verification mail
// then goes to the mailbox's owner), and the row is dropped after a week.

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
 * Stores the new sign-up's password and names on the unverified account and moves `updatedAt` on,
 * which retires every verification link issued before (http/auth-gate.ts).
 */
export async function replaceUnverifiedSignUp(db: Db, userId: string, body: SignUpBody) {
  const hash = await passwordHashing.hash(body.password as string);
  await db.transaction(async (tx) => {
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
        updatedAt: new Date(),
      })
      .where(and(eq(user.id, userId), eq(user.emailVerified, false)));
    await tx.delete(session).where(eq(session.userId, userId));
  });
}

/** Removes accounts whose address was never verified within a week of signing up. */
export async function dropStaleUnverifiedAccounts(db: Db, now = Date.now()): Promise<number> {
  const removed = await db
    .delete(user)
    .where(and(eq(user.emailVerified, false), lt(user.createdAt, new Date(now - UNVERIFIED_KEPT_MS))))
    .returning({ id: user.id });
  return removed.length;
}
