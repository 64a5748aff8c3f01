import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestApp, readSetting, saveSetting, signUpVerified, type TestApp } from "../support/test-app";
import { testDatabaseKinds } from "../support/test-databases";

// docs/architecture.md, "The store": her settings are synced documents at /api/settings/:key — her theme and
// text size (docs/offline.md) and her reminders (docs/jobs.md), kept on the server per member.

describe.each(testDatabaseKinds)("settings API on %s", (kind) => {
  let t: TestApp;
  let ana: string;
  let bea: string;

  beforeAll(async () => {
    t = await createTestApp(kind);
    ana = await signUpVerified(t, "ana@example.test");
    bea = await signUpVerified(t, "bea@example.test");
  });
  afterAll(() => t.close());

  const put = (json: unknown, cookie?: string, key = "appearance") =>
    t.request(`/api/settings/${key}`, { method: "PUT", json, cookie });
  const get = (cookie?: string, key = "appearance") => t.request(`/api/settings/${key}`, { cookie });

  it("a signed-out visitor is asked to sign in, to read or to write", async () => {
    expect((await get()).status).toBe(401);
    expect((await put({ value: { theme: "dark", textSize: "large" }, baseRevision: 0 })).status).toBe(401);
  });

  it("a member who never chose follows her device at the usual size, with reminders off", async () => {
    const res = await get(ana);
    expect(res.status).toBe(200);
    expect(await res.json()).toEqual({
      value: { theme: "system", textSize: "normal" },
      revision: 0,
      updatedAt: null,
    });
    expect(await readSetting(t, ana, "reminders")).toEqual({
      enabled: false,
      hour: 8,
      timeZone: "UTC",
      affirmationOnly: false,
      weekly: false,
      news: true,
    });
  });

  it("keeps her choice for her alone, and lets her change it again on the revision she read", async () => {
    const saved = await put({ value: { theme: "dark", textSize: "larger" }, baseRevision: 0 }, ana);
    expect(saved.status).toBe(200);
    expect(await saved.json()).toEqual({ revision: 1, updatedAt: expect.any(String) });
    expect(await readSetting(t, ana, "appearance")).toEqual({ theme: "dark", textSize: "larger" });
    expect(await readSetting(t, bea, "appearance")).toEqual({ theme: "system", textSize: "normal" });

    expect((await saveSetting(t, ana, "appearance", { theme: "light", textSize: "large" })).status).toBe(200);
    expect(await (await get(ana)).json()).toMatchObject({
      value: { theme: "light", textSize: "large" },
      revision: 2,
    });
  });

  it("answers a write from an older revision with a conflict and what is kept, and changes nothing", async () => {
    const stale = await put({ value: { theme: "system", textSize: "normal" }, baseRevision: 1 }, ana);
    expect(stale.status).toBe(409);
    expect(await stale.json()).toMatchObject({
      current: { value: { theme: "light", textSize: "large" }, revision: 2 },
    });
    // A retry of what is already kept is recognised as saved.
    const retried = await put({ value: { theme: "light", textSize: "large" }, baseRevision: 1 }, ana);
    expect(retried.status).toBe(200);
    expect(await readSetting(t, ana, "appearance")).toEqual({ theme: "light", textSize: "large" });
  });

  it("refuses a theme or size it does not know, and extra fields, without changing what is kept", async () => {
    for (const value of [
      { theme: "sepia", textSize: "normal" },
      { theme: "dark", textSize: "huge" },
      { theme: "dark" },
      { theme: "dark", textSize: "normal", userId: "someone-else" },
    ]) {
      const res = await put({ value, baseRevision: 0 }, bea);
      expect(res.status, JSON.stringify(value)).toBe(400);
      expect(await res.json()).toEqual({ error: expect.any(String) });
    }
    expect(await readSetting(t, bea, "appearance")).toEqual({ theme: "system", textSize: "normal" });
  });

  it("has no other settings: an unknown one is not found, to read or to write", async () => {
    expect((await get(ana, "password")).status).toBe(404);
    expect((await put({ value: {}, baseRevision: 0 }, ana, "password")).status).toBe(404);
  });
});
