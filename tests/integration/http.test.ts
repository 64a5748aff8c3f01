import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestApp, ORIGIN, type TestApp } from "../support/test-app";

describe("HTTP surface", () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp("pglite");
  });
  afterAll(() => t.close());

  it("GET /healthz reports the database", async () => {
    const res = await t.request("/healthz");
    expect(res.status).toBe(200);
    expect(await res.json()).toEqual({ status: "ok", database: { status: "ok", kind: "pglite" } });
  });

  it("API responses carry a CSP without inline scripts and the other security headers", async () => {
    const res = await t.request("/api/me");
    const csp = res.headers.get("content-security-policy") ?? "";
    expect(csp).toContain("script-src 'self'");
    expect(csp).not.toContain("unsafe-inline' 'self'; script");
    expect(csp).toContain("frame-ancestors 'none'");
    expect(res.headers.get("x-content-type-options")).toBe("nosniff");
    expect(res.headers.get("x-frame-options")).toBe("SAMEORIGIN");
    expect(res.headers.get("referrer-policy")).toBe("strict-origin-when-cross-origin");
  });

  it("the dev mailbox lists mails to one address as JSON, newest first", async () => {
    await t.request("/api/auth/sign-up/email", {
      method: "POST",
      json: { email: "mailbox@example.test", password: "grace-123", name: "M" },
    });
    const res = await t.request("/api/dev/mailbox?to=mailbox@example.test");
    const mails = await res.json();
    expect(mails).toHaveLength(1);
    expect(mails[0]).toMatchObject({
      to: "mailbox@example.test",
      subject: "Confirm your e-mail for Grind to Grace",
    });
    expect(mails[0].links[0]).toContain("/api/auth/verify-email?token=");
    expect(mails[0].html).toContain("Confirm my e-mail");
  });
});

describe("without DEV_MAILBOX", () => {
  it("there is no dev mailbox", async () => {
    const t = await createTestApp("pglite", { DEV_MAILBOX: "0" });
    const res = await t.request("/api/dev/mailbox");
    expect(res.status).toBe(404);
    const letter = await t.request("/api/dev/weekly-letter", { method: "POST", headers: { origin: ORIGIN } });
    expect(letter.status).toBe(404);
    await t.close();
  });
});
