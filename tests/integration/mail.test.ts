import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startSmtpInbox } from "../support/smtp-inbox";
import { createTestApp, sessionCookie, type TestApp } from "../support/test-app";

describe("mail over SMTP", () => {
  let inbox: Awaited<ReturnType<typeof startSmtpInbox>>;
  let t: TestApp;
  beforeAll(async () => {
    inbox = await startSmtpInbox();
    t = await createTestApp("pglite", { SMTP_URL: `smtp://127.0.0.1:${inbox.port}`, DEV_MAILBOX: "0" });
  });
  afterAll(async () => {
    await t.close();
    await inbox.close();
  });

  it("the verification mail arrives by SMTP and its link verifies and signs the member in", async () => {
    const res = await t.request("/api/auth/sign-up/email", {
      method: "POST",
      json: {
        email: "smtp@example.test",
        password: "grace-123",
        name: "Sam Teal",
        callbackURL: "/dashboard",
      },
    });
    expect(res.status).toBe(200);
    await expect.poll(() => inbox.received.length).toBe(1);
    const mail = inbox.received[0];
    expect(mail?.subject).toBe("Confirm your e-mail for Grind to Grace");
    expect(mail?.to && "text" in mail.to ? mail.to.text : "").toBe("smtp@example.test");
    expect(mail?.text).toContain("Hi Sam,");
    const link = mail?.text?.match(/https?:\/\/\S+verify-email\S+/)?.[0];
    expect(link).toBeTruthy();

    const url = new URL(link as string);
    const verified = await t.request(url.pathname + url.search);
    expect(verified.status).toBe(302);
    const me = await t.request("/api/me", { cookie: sessionCookie(verified) });
    expect(await me.json()).toMatchObject({ user: { email: "smtp@example.test", emailVerified: true } });
  });
});
