import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createApp } from "../../src/server/app";
import { createTestApp, type TestApp } from "../support/test-app";

// With the default PUBLIC_URL (http://localhost:3000) the server answers one loopback name, the one
// its mailed links use: a page opened as 127.0.0.1 is sent there (docs/architecture.md, "Configuration").
describe("one address for a fresh server", () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp("pglite");
  });
  afterAll(() => t.close());

  it("sends a page asked for as 127.0.0.1 or [::1] to localhost, keeping its path and query", async () => {
    for (const name of ["127.0.0.1", "[::1]"]) {
      const res = await t.request(`http://${name}:3000/billing/checkout?plan=flow&period=annual`);
      expect(res.status).toBe(308);
      expect(res.headers.get("location")).toBe(
        "http://localhost:3000/billing/checkout?plan=flow&period=annual",
      );
    }
  });

  it("answers localhost itself, the health check by any name, and a write without redirecting it", async () => {
    expect((await t.request("http://localhost:3000/api/session")).status).toBe(200);
    expect((await t.request("http://127.0.0.1:3000/healthz")).status).toBe(200);
    const write = await t.request("http://127.0.0.1:3000/api/settings/appearance", {
      method: "PUT",
      json: { value: { theme: "dark", textSize: "normal" }, baseRevision: 0 },
      headers: { origin: "http://127.0.0.1:3000" },
    });
    expect(write.status).toBe(401);
  });

  it("redirects nothing when PUBLIC_URL is set: the operator chose the address", async () => {
    const app = createApp({ ...t.deps, defaultPublicUrl: null });
    expect((await app.request("http://127.0.0.1:3000/api/session")).status).toBe(200);
  });
});
