import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createApp } from "../../src/server/app";
import { consoleOutput } from "../support/console-output";
import { createTestApp, ORIGIN, type TestApp } from "../support/test-app";

// docs/architecture.md, "Presses before the code arrives": the sign-in form posts (never a GET, which
// would put her password in the address) and a page answers a post with itself, unread.

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp("pglite");
});
afterAll(() => t.close());

const formPost = (app: ReturnType<typeof createApp>, path: string) =>
  app.request(path, {
    method: "POST",
    headers: { origin: ORIGIN, "content-type": "application/x-www-form-urlencoded" },
    body: "email=wren%40example.test&password=a-secret-pass-1",
  });

describe("a page's form submitted before the app started", () => {
  it("brings the page back with its own address and never reads or logs what she typed", async () => {
    const app = createApp(t.deps, { serveClient: true });
    let res: Response | undefined;
    const logged = await consoleOutput(async () => {
      res = await formPost(app, "/auth?from=%2Fpricing");
    });
    expect(res?.status).toBe(303);
    expect(res?.headers.get("location")).toBe("/auth?from=%2Fpricing");
    expect(await res?.text()).not.toContain("a-secret-pass-1");
    expect(logged).not.toContain("a-secret-pass-1");
    expect((await formPost(app, "/pricing")).headers.get("location")).toBe("/pricing");
  });

  it("is not found on a path that is no page", async () => {
    const app = createApp(t.deps, { serveClient: true });
    expect((await formPost(app, "/no-such-page")).status).toBe(404);
    expect((await formPost(app, "//evil.test/auth")).status).toBe(404);
  });
});
