import { createServer, type IncomingMessage, request, type Server, type ServerResponse } from "node:http";
import type { AddressInfo } from "node:net";
import { getRequestListener } from "@hono/node-server";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { JourneyOverview } from "../../src/domain/journey";
import { createApp } from "../../src/server/app";
import type { AppDeps } from "../../src/server/context";
import { withFastReads } from "../../src/server/http/hot-reads";
import { newMember } from "../support/billing-members";
import { createTestApp, ORIGIN, type TestApp } from "../support/test-app";
import { testDatabaseKinds } from "../support/test-databases";

// docs/architecture.md, "Hot reads": the day, the dashboard and check-subscription are answered by Node
// from memory when everything they need is there, and by the app otherwise. Each test asks a real
// server over HTTP and counts the requests that reached the app.

interface Answer {
  status: number;
  headers: Record<string, string | string[] | undefined>;
  body: string;
}

/**
 * A server over `deps` as main.ts builds it, counting what the hot reads leave to the app; with
 * `hot: false`, the app alone.
 */
async function serveCounting(deps: AppDeps, { hot = true } = {}) {
  const app = getRequestListener(createApp(deps).fetch);
  const counter = { reachedApp: 0 };
  const toApp = (req: IncomingMessage, res: ServerResponse) => {
    counter.reachedApp++;
    return app(req, res);
  };
  const server: Server = createServer(hot ? withFastReads(deps, toApp) : toApp);
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const port = (server.address() as AddressInfo).port;
  const ask = (path: string, headers: Record<string, string> = {}, method = "GET") =>
    new Promise<Answer>((resolve, reject) => {
      const req = request({ host: "127.0.0.1", port, path, method, headers }, (res) => {
        let body = "";
        res.setEncoding("utf8");
        res.on("data", (chunk) => (body += chunk));
        res.on("end", () => resolve({ status: res.statusCode ?? 0, headers: res.headers, body }));
      });
      req.on("error", reject);
      req.end();
    });
  /** Asks once and says whether the app answered it. */
  const askCounting = async (path: string, headers: Record<string, string> = {}, method = "GET") => {
    const before = counter.reachedApp;
    const answer = await ask(path, headers, method);
    return { ...answer, byApp: counter.reachedApp > before };
  };
  return { port, ask: askCounting, close: () => new Promise((resolve) => server.close(resolve)) };
}

/** What must be the same whoever answered: all but the moment and the connection's own headers. */
function lasting({ headers }: Answer) {
  const { date: _date, connection: _connection, "keep-alive": _keepAlive, ...rest } = headers;
  return rest;
}

describe.each(testDatabaseKinds)("hot reads on %s", (kind) => {
  let t: TestApp;
  let served: Awaited<ReturnType<typeof serveCounting>>;
  let counter = 0;
  const member = () => newMember(t, `hot-${kind}-${++counter}@example.test`);

  beforeAll(async () => {
    t = await createTestApp(kind);
    served = await serveCounting({ ...t.deps, defaultPublicUrl: null });
  });
  afterAll(async () => {
    await served.close();
    await t.close();
  });

  it("answers her day, dashboard and subscription from memory once they are there, exactly as the app does", async () => {
    const { cookie } = await member();
    const appAlone = await serveCounting({ ...t.deps, defaultPublicUrl: null }, { hot: false });
    try {
      for (const path of [
        "/api/journey/days/1",
        "/api/journey/days/3",
        "/api/journey",
        "/api/subscription",
      ]) {
        const byApp = await appAlone.ask(path, { cookie });
        const hot = await served.ask(path, { cookie });
        expect(hot.byApp, path).toBe(false);
        expect(hot.status, path).toBe(200);
        expect(hot.body, path).toBe(byApp.body);
        expect(lasting(hot), path).toEqual(lasting(byApp));
        expect(hot.headers["cache-control"]).toBe("no-store");
        expect(hot.headers["content-security-policy"]).toContain("default-src 'self'");
      }
    } finally {
      await appAlone.close();
    }
    expect(JSON.parse((await served.ask("/api/journey/days/3", { cookie })).body)).toMatchObject({ day: 3 });
  });

  it("asks the app the first time, while her session is not in memory", async () => {
    const { cookie } = await member();
    await t.deps.sessions.clear(); // heard by this server as it is published
    expect(await served.ask("/api/journey/days/1", { cookie })).toMatchObject({ status: 200, byApp: true });
    expect(await served.ask("/api/journey/days/1", { cookie })).toMatchObject({ status: 200, byApp: false });
  });

  it("shows her own writes and her new plan at once", async () => {
    const { cookie } = await member();
    await served.ask("/api/journey", { cookie });
    await served.ask("/api/subscription", { cookie });
    expect((await served.ask("/api/journey", { cookie })).byApp).toBe(false);

    const done = await t.request("/api/journal/2/complete", { method: "POST", cookie });
    expect(done.status).toBe(200);
    const dashboard = await served.ask("/api/journey", { cookie });
    const overview = JSON.parse(dashboard.body) as JourneyOverview;
    expect(overview.days.filter((d) => d.completed).map((d) => d.day)).toEqual([2]);
    expect(overview.progress.completed).toBe(1);

    expect((await served.ask("/api/journey/days/40", { cookie })).status).toBe(403);
    const paid = await t.request("/api/billing/local/confirm", {
      method: "POST",
      cookie,
      json: { plan: "collective", isAnnual: false },
    });
    expect(paid.status).toBe(200);
    const subscription = JSON.parse((await served.ask("/api/subscription", { cookie })).body);
    expect(subscription).toMatchObject({ subscribed: true, subscription_tier: "Grace Collective" });
    expect((await served.ask("/api/journey/days/40", { cookie })).status).toBe(200);
    const day40Again = await served.ask("/api/journey/days/40", { cookie });
    expect(day40Again).toMatchObject({ status: 200, byApp: false });
    expect(JSON.parse(day40Again.body)).toMatchObject({ day: 40 });
    const planDays = JSON.parse((await served.ask("/api/journey", { cookie })).body) as JourneyOverview;
    expect(planDays.entitlement).toMatchObject({ subscribed: true, tier: "Grace Collective" });
    expect(planDays.days.find((d) => d.day === 40)?.locked).toBe(false);
  });

  it("leaves to the app what memory cannot answer: a visitor, a locked day, a refresh, HEAD, a signed-out session", async () => {
    const { cookie } = await member();
    await served.ask("/api/journey/days/1", { cookie });
    await served.ask("/api/subscription", { cookie });

    const visitor = await served.ask("/api/journey/days/1");
    expect(visitor).toMatchObject({ status: 401, byApp: true });
    expect(JSON.parse(visitor.body)).toEqual({ error: "Please sign in to continue." });
    const forged = await served.ask("/api/journey/days/1", { cookie: `${cookie}x` });
    expect(forged).toMatchObject({ status: 401, byApp: true });

    for (let i = 0; i < 2; i++) {
      const locked = await served.ask("/api/journey/days/40", { cookie });
      expect(locked).toMatchObject({ status: 403, byApp: true });
      expect(JSON.parse(locked.body).error).toBe("Day 40 is part of Grace Collective. Upgrade to open it.");
    }
    expect(await served.ask("/api/subscription?refresh=1", { cookie })).toMatchObject({
      status: 200,
      byApp: true,
    });
    expect(await served.ask("/api/journey/days/1", { cookie }, "HEAD")).toMatchObject({ byApp: true });
    // An unknown day shows day 1 (spec §2), by the app's route.
    const unknown = await served.ask("/api/journey/days/day-one", { cookie });
    expect(unknown).toMatchObject({ status: 200, byApp: true });
    expect(JSON.parse(unknown.body)).toMatchObject({ day: 1 });

    const out = await t.request("/api/auth/sign-out", {
      method: "POST",
      json: {},
      cookie,
      headers: { origin: ORIGIN },
    });
    expect(out.status).toBe(200);
    expect(await served.ask("/api/journey/days/1", { cookie })).toMatchObject({ status: 401, byApp: true });
    expect(await served.ask("/api/subscription", { cookie })).toMatchObject({ status: 401, byApp: true });
  });

  it("sends another loopback name to the public address first, and times every answer when asked to", async () => {
    const { cookie } = await member();
    const loopback = await serveCounting({ ...t.deps, defaultPublicUrl: "http://localhost:3000" });
    const timed = await serveCounting({
      ...t.deps,
      defaultPublicUrl: null,
      config: { ...t.deps.config, serverTiming: true },
    });
    try {
      const atPublic = { cookie, host: "localhost:3000" };
      await loopback.ask("/api/journey/days/1", atPublic);
      expect(await loopback.ask("/api/journey/days/1", atPublic)).toMatchObject({
        status: 200,
        byApp: false,
      });
      const elsewhere = await loopback.ask("/api/journey/days/1", { cookie, host: "127.0.0.1:3000" });
      expect(elsewhere).toMatchObject({ status: 308, byApp: true });
      expect(elsewhere.headers.location).toBe("http://localhost:3000/api/journey/days/1");

      for (let i = 0; i < 2; i++) {
        const answer = await timed.ask("/api/journey/days/1", { cookie });
        expect(answer).toMatchObject({ status: 200, byApp: true });
        expect(answer.headers["server-timing"]).toContain("total");
      }
    } finally {
      await loopback.close();
      await timed.close();
    }
  });
});
