import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { apiPath } from "../../src/domain/api-paths";
import { ACCOUNTED_FOR } from "../../src/server/http/hot-reads";
import { createListener } from "../../src/server/http/listener";
import { newMember } from "../support/billing-members";
import { createTestApp, type TestApp } from "../support/test-app";

// docs/architecture.md, "Hot reads": the fast reads answer in front of the app's middleware, so each
// middleware on their way must be accounted for (http/hot-reads.ts, ACCOUNTED_FOR). A middleware added to
// createApp fails here until someone says how a fast read stands in for it.

/** Whether a Hono route pattern ("/api/*", "/api/journey/days/:day") covers `path`. */
function covers(pattern: string, path: string): boolean {
  const source = pattern
    .replace(/[.+?^${}()|[\]\\]/g, "\\$&")
    .replace(/\/\*$/, "(?:/.*)?")
    .replace(/\*/g, ".*")
    .replace(/:\w+/g, "[^/]+");
  return new RegExp(`^${source}$`).test(path);
}

describe("the server's one way in", () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp("pglite");
  });
  afterAll(() => t.close());

  const fastPaths = [apiPath("journey"), `${apiPath("journey")}/days/3`, apiPath("subscription")];

  it.each(fastPaths)("accounts for every middleware in front of GET %s", (path) => {
    const { app } = createListener({ ...t.deps, config: { ...t.deps.config, serverTiming: false } });
    const middleware = app.routes
      .filter((route) => route.method === "ALL" && covers(route.path, path))
      .map((route) => route.handler.name || "(a middleware with no name)");
    expect(middleware.length).toBeGreaterThan(5);
    expect(middleware.filter((name) => !Object.hasOwn(ACCOUNTED_FOR, name))).toEqual([]);
  });

  it("answers a test's request as it answers a member's browser: a cached day from memory, as the app would", async () => {
    const { cookie } = await newMember(t, "listener@example.test", "Lena Listener");
    const day = `${apiPath("journey")}/days/3`;
    // Through the app first, which fills this server's caches with her session and plan.
    const viaApp = await t.request(day, { cookie });
    const { app, request } = createListener(t.deps);
    let reachedApp = 0;
    const fetch = app.fetch;
    app.fetch = (...args) => {
      reachedApp++;
      return fetch(...args);
    };
    const fast = await request(new Request(`http://localhost${day}`, { headers: { cookie } }));
    expect(reachedApp).toBe(0);
    expect(fast.status).toBe(200);
    expect(await fast.text()).toBe(await viaApp.text());
    for (const header of ["content-security-policy", "cache-control", "content-type"])
      expect(fast.headers.get(header), header).toBe(viaApp.headers.get(header));
    // A visitor, and a query string, are the app's to answer.
    expect((await request(new Request(`http://localhost${day}`))).status).toBe(401);
    expect((await request(new Request(`http://localhost${day}?x=1`, { headers: { cookie } }))).status).toBe(
      200,
    );
    expect(reachedApp).toBe(2);
  });
});
