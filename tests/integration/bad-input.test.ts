import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { TOO_LARGE_MESSAGE } from "../../src/domain/text-limits";
import { createTestApp, ORIGIN, type TestApp } from "../support/test-app";
import { testDatabaseKinds } from "../support/test-databases";

describe.each(testDatabaseKinds)("bad input on %s", (kind) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp(kind);
  });
  afterAll(() => t.close());

  const userCount = async () => {
    const { user } = await import("../../src/server/db/schema");
    return (await t.deps.database.db.select({ id: user.id }).from(user)).length;
  };
  const signUp = (body: unknown, headers: Record<string, string> = {}) =>
    t.request("/api/auth/sign-up/email", {
      method: "POST",
      headers: { "content-type": "application/json", ...headers },
      body: typeof body === "string" ? body : JSON.stringify(body),
    });

  it.each([
    ["malformed JSON", "{not json", 400],
    ["a missing e-mail", { password: "grace-123", name: "A" }, 400],
    ["an invalid e-mail", { email: "not-an-email", password: "grace-123", name: "A" }, 400],
    ["a password shorter than 6", { email: "short@example.test", password: "12345", name: "A" }, 400],
  ])("sign-up with %s is refused with a clear message and writes nothing", async (_label, body, status) => {
    const before = await userCount();
    const res = await signUp(body);
    expect(res.status).toBe(status);
    const json = await res.json();
    expect(typeof json.error).toBe("string");
    expect(json.error.length).toBeGreaterThan(3);
    expect(JSON.stringify(json)).not.toMatch(/at .*\.(ts|js):\d+/);
    expect(await userCount()).toBe(before);
  });

  it("a too-short password names the rule", async () => {
    const res = await signUp({ email: "short2@example.test", password: "123", name: "A" });
    expect((await res.json()).error).toMatch(/password/i);
  });

  it("an over-long body gets 413 and writes nothing", async () => {
    const before = await userCount();
    const res = await signUp({ email: "big@example.test", password: "grace-123", name: "x".repeat(600_000) });
    expect(res.status).toBe(413);
    expect(await res.json()).toEqual({ error: TOO_LARGE_MESSAGE });
    expect(await userCount()).toBe(before);
  });

  it("a forged Origin is refused and writes nothing", async () => {
    const before = await userCount();
    const res = await signUp(
      { email: "forged@example.test", password: "grace-123", name: "A" },
      { origin: "https://evil.example" },
    );
    expect(res.status).toBe(403);
    expect(await res.json()).toEqual({ error: "Cross-origin request refused." });
    expect(await userCount()).toBe(before);
  });

  it("a request from our own origin is accepted", async () => {
    const res = await signUp(
      { email: "ours@example.test", password: "grace-123", name: "A" },
      { origin: ORIGIN },
    );
    expect(res.status).toBe(200);
  });

  it("the server keeps answering after bad input, and unknown API paths are JSON 404s", async () => {
    expect((await t.request("/healthz")).status).toBe(200);
    const res = await t.request("/api/nothing-here");
    expect(res.status).toBe(404);
    expect(await res.json()).toEqual({ error: "Not found" });
  });
});
