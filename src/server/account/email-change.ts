import { randomBytes, randomUUID } from "node:crypto";
import { and, eq, gt, ne } from "drizzle-orm";
import { apiPath } from "../../domain/api-paths";
import type { AppDeps } from "../context";
import type { Db } from "../db/client";
import { session, user, verification } from "../db/schema";
import { emailChangeNoticeMail } from "../mail/templates";

// docs/security.md, "Changing the e-mail". A new address is asked for with her current password
// (http/auth-gate.ts); then her old address is told, with a link that undoes the change for a week,
// and every other session of hers ends. The change is kept as pending until the new address confirms
// it: a confirmation link for any other address, or after an undo, no longer works.

const DAY_MS = 24 * 60 * 60 * 1000;
const UNDO_DAYS = 7;

const pendingKey = (userId: string) => `email-change:${userId}`;
const undoKey = (token: string) => `email-change-undo:${token}`;

export interface UndoClaims {
  userId: string;
  oldEmail: string;
  newEmail: string;
}

/** After better-auth accepted the request: records it, tells her old address, ends her other sessions. */
export async function emailChangeRequested(
  deps: AppDeps,
  member: { id: string; email: string; name: string },
  newEmail: string,
  currentSessionToken: string,
): Promise<void> {
  const { db } = deps.database;
  const token = randomBytes(24).toString("base64url");
  const claims: UndoClaims = { userId: member.id, oldEmail: member.email, newEmail };
  await db.transaction(async (tx) => {
    await tx.delete(verification).where(eq(verification.identifier, pendingKey(member.id)));
    await tx.insert(verification).values([
      {
        id: randomUUID(),
        identifier: pendingKey(member.id),
        value: newEmail,
        expiresAt: new Date(Date.now() + DAY_MS),
      },
      {
        id: randomUUID(),
        identifier: undoKey(token),
        value: JSON.stringify(claims),
        expiresAt: new Date(Date.now() + UNDO_DAYS * DAY_MS),
      },
    ]);
    await tx
      .delete(session)
      .where(and(eq(session.userId, member.id), ne(session.token, currentSessionToken)));
  });
  await deps.sessions.clear();
  const undoUrl = `${deps.config.publicUrl}${apiPath("emailChangeUndo")}?token=${token}`;
  await deps.mailer.send(emailChangeNoticeMail(member.email, member.name, newEmail, undoUrl));
}

/** The new address she asked for and has not confirmed yet, if any. */
export async function pendingEmailChange(db: Db, userId: string): Promise<string | null> {
  const [row] = await db
    .select({ value: verification.value })
    .from(verification)
    .where(and(eq(verification.identifier, pendingKey(userId)), gt(verification.expiresAt, new Date())));
  return row?.value ?? null;
}

/** The member a link confirming `newEmail` for the account now at `currentEmail` is for, while that change is pending. */
export async function pendingChangeOwner(
  db: Db,
  currentEmail: string,
  newEmail: string,
): Promise<string | null> {
  const [row] = await db.select({ id: user.id }).from(user).where(eq(user.email, currentEmail.toLowerCase()));
  if (!row || (await pendingEmailChange(db, row.id)) !== newEmail.toLowerCase()) return null;
  return row.id;
}

/** Once her new address is confirmed, nothing is pending any more. */
export async function emailChangeSettled(db: Db, userId: string, newEmail: string): Promise<void> {
  const [row] = await db.select({ email: user.email }).from(user).where(eq(user.id, userId));
  if (row?.email === newEmail.toLowerCase()) {
    await db.delete(verification).where(eq(verification.identifier, pendingKey(userId)));
  }
}

/** What an undo link says, while it is valid. */
export async function undoClaims(db: Db, token: string): Promise<UndoClaims | null> {
  const [row] = await db
    .select({ value: verification.value })
    .from(verification)
    .where(and(eq(verification.identifier, undoKey(token)), gt(verification.expiresAt, new Date())));
  return row ? (JSON.parse(row.value) as UndoClaims) : null;
}

/**
 * "This was not me": the pending change is dropped, her old address comes back if the new one was
 * already confirmed (and nobody else took the old one meanwhile), and every session of hers ends.
 */
export async function undoEmailChange(deps: AppDeps, token: string): Promise<UndoClaims | null> {
  const { db } = deps.database;
  const claims = await undoClaims(db, token);
  if (!claims) return null;
  await db.transaction(async (tx) => {
    const [current] = await tx
      .select({ email: user.email })
      .from(user)
      .where(eq(user.id, claims.userId))
      .for("update");
    const [taken] = await tx.select({ id: user.id }).from(user).where(eq(user.email, claims.oldEmail));
    if (current && current.email !== claims.oldEmail && !taken) {
      await tx
        .update(user)
        .set({ email: claims.oldEmail, emailVerified: true, updatedAt: new Date() })
        .where(eq(user.id, claims.userId));
    }
    await tx.delete(verification).where(eq(verification.identifier, pendingKey(claims.userId)));
    await tx.delete(verification).where(eq(verification.identifier, undoKey(token)));
    await tx.delete(session).where(eq(session.userId, claims.userId));
  });
  await deps.sessions.clear();
  return claims;
}
