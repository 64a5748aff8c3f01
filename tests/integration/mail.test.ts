import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { deleteAccount } from "../../src/server/account/delete-account";
import { queuePaymentFailedMail } from "../../src/server/billing/lifecycle-jobs";
import { user } from "../../src/server/db/schema";
import { startSmtpInbox } from "../support/smtp-inbox";
import { createTestApp, sessionCookie, type TestApp } from "../support/test-app";
import { testDatabaseKinds } from "../support/test-databases";

// Mail over a real SMTP server in this process, on PGlite and PostgreSQL. The lifecycle mails a member
// expects (docs/jobs.md); the trial-ending and subscription-ended mails are in reminders.test.ts.

describe.each(testDatabaseKinds)("mail over SMTP on %s", (kind) => {
  let inbox: Awaited<ReturnType<typeof startSmtpInbox>>;
  let t: TestApp;
  beforeAll(async () => {
    inbox = await startSmtpInbox();
    t = await createTestApp(kind, { SMTP_URL: `smtp://127.0.0.1:${inbox.port}`, DEV_MAILBOX: "0" });
  });
  afterAll(async () => {
    await t.close();
    await inbox.close();
  });

  const mailsTo = (email: string) =>
    inbox.received.filter((mail) => mail.to && "text" in mail.to && mail.to.text === email);

  /** Signs up and follows the verification link that came by SMTP. */
  const member = async (email: string) => {
    const res = await t.request("/api/auth/sign-up/email", {
      method: "POST",
      json: { email, password: "grace-123", name: "Sam Teal", callbackURL: "/dashboard" },
    });
    expect(res.status).toBe(200);
    const [mail] = mailsTo(email);
    expect(mail?.subject).toBe("Confirm your e-mail for Grind to Grace");
    expect(mail?.text).toContain("Hi Sam,");
    const link = mail?.text?.match(/https?:\/\/\S+verify-email\S+/)?.[0];
    expect(link).toBeTruthy();
    const url = new URL(link as string);
    const verified = await t.request(url.pathname + url.search);
    expect(verified.status).toBe(302);
    return sessionCookie(verified);
  };

  it("the verification mail arrives by SMTP and its link verifies and signs the member in", async () => {
    const cookie = await member(`smtp-${kind}@example.test`);
    const me = await t.request("/api/me", { cookie });
    expect(await me.json()).toMatchObject({
      user: { email: `smtp-${kind}@example.test`, emailVerified: true },
    });
  });

  it("the welcome after her first confirmation arrives by SMTP, marked as test mode", async () => {
    const email = `welcome-${kind}@example.test`;
    await member(email);
    const welcomes = mailsTo(email).filter((mail) => mail.subject?.startsWith("Welcome"));
    expect(welcomes.map((mail) => mail.subject)).toEqual(["Welcome to Grind to Grace (test mode)"]);
    expect(welcomes[0]?.text).toContain("This account uses test-mode payments: no card is charged.");
    expect(welcomes[0]?.text).toContain("http://localhost:3000/day/1");
  });

  it("a failed payment is told by SMTP with a link to billing, marked as test mode", async () => {
    const email = `payment-${kind}@example.test`;
    await member(email);
    const [her] = await t.deps.database.db.select({ id: user.id }).from(user).where(eq(user.email, email));
    // The local provider never fails a payment; the job Stripe's invoice.payment_failed queues is the same.
    await queuePaymentFailedMail(t.deps.database.db, her?.id as string, `evt_failed_${kind}`);
    await queuePaymentFailedMail(t.deps.database.db, her?.id as string, `evt_failed_${kind}`);
    await t.deps.jobs.drain();
    await t.deps.jobs.drain();
    const notices = mailsTo(email).filter((mail) => mail.subject?.startsWith("Your payment"));
    expect(notices.map((mail) => mail.subject)).toEqual(["Your payment did not go through (test mode)"]);
    expect(notices[0]?.text).toContain("Update your payment method: http://localhost:3000/billing/manage");
    expect(notices[0]?.text).toContain("This account uses test-mode payments: no card is charged.");
  });

  it("deleting her account is confirmed by SMTP once everything of hers is gone", async () => {
    const email = `deleted-${kind}@example.test`;
    await member(email);
    const [her] = await t.deps.database.db
      .select({ id: user.id, email: user.email, name: user.name })
      .from(user)
      .where(eq(user.email, email));
    // What the account page's delete calls once her password is checked (account.test.ts covers the route).
    await deleteAccount(t.deps, her as NonNullable<typeof her>);
    await t.deps.jobs.drain();
    expect(await t.deps.database.db.select().from(user).where(eq(user.email, email))).toEqual([]);
    const [mail] = mailsTo(email).filter(
      (m) => m.subject === "Your Grind to Grace account has been deleted (test mode)",
    );
    expect(mail?.text).toContain("Hi Sam,");
    expect(mail?.text).toContain("Your Grind to Grace account has been deleted, as you asked.");
    expect(mail?.html).toContain("Your account has been deleted");
    expect(mail?.text).toContain("This account uses test-mode payments: no card is charged.");
  });
});
