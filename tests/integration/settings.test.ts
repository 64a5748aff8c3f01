import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestApp, signUpVerified, type TestApp } from "../support/test-app";
import { testDatabaseKinds } from "../support/test-databases";

// docs/offline.md: her theme and text size, kept on the server per member.

describe.each(testDatabaseKinds)("appearance API on %s", (kind) => {
  let t: TestApp;
  let ana: string;
  let bea: string;

  beforeAll(async () => {
    t = await createTestApp(kind);
    ana = await signUpVerified(t, "ana@example.test");
    bea = await signUpVerified(t, "bea@example.test");
  });
  afterAll(() => t.close());

  const put = (json: unknown, cookie?: string) =>
    t.request("/api/appearance", { method: "PUT", json, cookie });
  const get = (cookie?: string) => t.request("/api/appearance", { cookie });

  it("a signed-out visitor is asked to sign in, to read or to write", async () => {
    expect((await get()).status).toBe(401);
    expect((await put({ theme: "dark", textSize: "large" })).status).toBe(401);
  });

  it("a member who never chose follows her device at the usual size", async () => {
    const res = await get(ana);
    expect(res.status).toBe(200);
    expect(await res.json()).toEqual({ theme: "system", textSize: "normal" });
  });

  it("keeps her choice for her alone, and lets her change it again", async () => {
    const saved = await put({ theme: "dark", textSize: "larger" }, ana);
    expect(saved.status).toBe(200);
    expect(await (await get(ana)).json()).toEqual({ theme: "dark", textSize: "larger" });
    expect(await (await get(bea)).json()).toEqual({ theme: "system", textSize: "normal" });

    await put({ theme: "light", textSize: "large" }, ana);
    expect(await (await get(ana)).json()).toEqual({ theme: "light", textSize: "large" });
  });

  it("refuses a theme or size it does not know, and extra fields, without changing what is kept", async () => {
    for (const body of [
      { theme: "sepia", textSize: "normal" },
      { theme: "dark", textSize: "huge" },
      { theme: "dark" },
      { theme: "dark", textSize: "normal", userId: "someone-else" },
    ]) {
      const res = await put(body, bea);
      expect(res.status, JSON.stringify(body)).toBe(400);
      expect(await res.json()).toEqual({ error: expect.any(String) });
    }
    expect(await (await get(bea)).json()).toEqual({ theme: "system", textSize: "normal" });
  });
});
