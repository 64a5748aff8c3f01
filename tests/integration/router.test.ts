import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createApp } from "../../src/server/app";
import { createTestApp, signUpVerified, type TestApp } from "../support/test-app";

// Hono's SmartRouter uses its RegExpRouter (one regular expression for the whole app) unless a route
// cannot be written into it, and then falls back to a trie that is slower for every request. A
// parameter beside another parameter name or a word at the same place in a path does that
// (src/server/routes/journal.ts); this keeps the whole app on the fast router.

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp("pglite");
});
afterAll(() => t.close());

describe("the app's router", () => {
  it("is Hono's RegExpRouter for every route, the client's pages included", async () => {
    const app = createApp(t.deps, { serveClient: true });
    const cookie = await signUpVerified(t, "router@example.test");
    const res = await app.request("/api/journey/days/1", { headers: { cookie } });
    expect(res.status).toBe(200);
    expect(app.router.name).toBe("SmartRouter + RegExpRouter");
  });
});
