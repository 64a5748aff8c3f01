import { and, eq, inArray, like, or, sql } from "drizzle-orm";
import { signInKey } from "../auth";
import type { AppDeps } from "../context";
import { account, attempts, cancellations, gifts, jobs, subscribers, user, verification } from "../db/schema";
import { accountDeletedMail } from "../mail/reminder-mails";
import { passwordHashing } from "../password-hashing";

// Deleting an account (docs/architecture.md, "Her words back"): the subscription ends with
// the payment provider first (if that fails, nothing is deleted and she can try again); then every row
// of hers goes in one transaction — her user row takes the rest with it (every table holding
// `user_id` cascades), and the rows that name her without a foreign key go by hand: reset tokens,
// counted attempts and queued jobs. Rows the operator's counts need stay without anything naming her
// (`keptWithoutHer`, gifts). Every app server then drops its cached sessions.
// tests/integration/account.test.ts reads the database's catalog and fails when a foreign key to
// "user" does not cascade, or a table with `user_id` has none, unless the table is listed here.

/** The tables whose rows name her without a cascading foreign key to "user": deleted by hand below. */
export const deletedByHand = ["verification", "attempts", "jobs"] as const;

/**
 * The tables whose rows stay for the operator's counts once her id is set null (ON DELETE SET NULL), with what
 * else would name her cleared below: why members leave counts every departure, hers too, and revenue every
 * payment.
 */
export const keptWithoutHer = ["cancellations", "payments"] as const;

/**
 * The tables whose rows stay under an id that names nobody, moved there by the database when her user row goes
 * (migration 0020, `keep_history_without_her`): the past's figures (trials, paying months, churn) do not change.
 */
export const keptUnderNewId = ["subscription_history", "member_trials"] as const;

/** True when `password` is her current password. */
export async function isHerPassword(deps: AppDeps, userId: string, password: string): Promise<boolean> {
  const [row] = await deps.database.db
    .select({ hash: account.password })
    .from(account)
    .where(and(eq(account.userId, userId), eq(account.providerId, "credential")));
  return Boolean(row?.hash && (await passwordHashing.verify({ hash: row.hash, password })));
}

export async function deleteAccount(deps: AppDeps, member: { id: string; email: string; name: string }) {
  const { db } = deps.database;
  await deps.billing.endSubscription(member);
  const email = member.email.toLowerCase();
  // A new address she asked for and never confirmed names her too (account/email-change.ts).
  const pending = await db
    .select({ address: verification.value })
    .from(verification)
    .where(eq(verification.identifier, `email-change:${member.id}`));
  await db.transaction(async (tx) => {
    await tx
      .delete(verification)
      .where(
        or(
          eq(verification.value, member.id),
          eq(verification.identifier, `email-change:${member.id}`),
          and(
            like(verification.identifier, "email-change-undo:%"),
            sql`strpos(${verification.value}, ${member.id}) > 0`,
          ),
        ),
      );
    await tx
      .delete(attempts)
      .where(
        inArray(attempts.key, [
          ...["sign-in", "reset-mail", "verify-mail"].map((kind) => `${kind}:${email}`),
          `${signInKey(email)}:known-device`,
          ...pending.map(({ address }) => `verify-mail:${address}`),
          `delete-account:${member.id}`,
          `change-email:${member.id}`,
        ]),
      );
    await tx.delete(jobs).where(
      or(
        sql`${jobs.payload}->>'userId' = ${member.id}`,
        sql`lower(${jobs.payload}->>'to') = ${email}`,
        // A finished job keeps only its key, which may name her (one welcome, one reminder a day).
        sql`strpos(${jobs.uniqueKey}, ${member.id}) > 0`,
      ),
    );
    // Her cancellation still counts, without her note or the subscription it names.
    await tx
      .update(cancellations)
      .set({ note: null, subscriptionId: null })
      .where(eq(cancellations.userId, member.id));
    // A gift she bought or that was addressed to her stays a sale (plan, months, amount) but loses the
    // address, the name and the message; one not yet mailed is never sent (billing/gifts.ts). Whoever
    // redeemed one she gave no longer sees her name.
    await tx
      .update(subscribers)
      .set({ giftFrom: null })
      .where(
        sql`${subscribers.subscriptionId} in (select 'gift_' || ${gifts.id} from ${gifts} where ${gifts.buyerId} = ${member.id})`,
      );
    await tx
      .update(gifts)
      .set({ recipientEmail: null, recipientName: null, message: null })
      .where(or(eq(gifts.buyerId, member.id), eq(gifts.recipientEmail, email)));
    await tx.delete(user).where(eq(user.id, member.id));
  });
  await deps.sessions.clear();
  await deps.mailer.send(accountDeletedMail(member.email, member.name, deps.billing.kind === "local"));
}
