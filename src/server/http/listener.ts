import type { RequestListener } from "node:http";
import { getRequestListener } from "@hono/node-server";
import { createApp } from "../app";
import type { AppDeps } from "../context";
import { fastAnswers, withFastReads } from "./hot-reads";

/**
 * The server's one way in (docs/architecture.md, "Hot reads"): the fast reads, then the app. main.ts serves
 * `node`; the integration tests call `request`, which takes the same way with a `Request`, so every test
 * that reads a day, the dashboard or the subscription goes where a member's browser would.
 */
export function createListener(deps: AppDeps, options: { serveClient?: boolean } = {}) {
  const app = createApp(deps, options);
  const answer = fastAnswers(deps);
  const node: RequestListener = withFastReads(
    deps,
    getRequestListener(app.fetch, { hostname: deps.config.host }),
  );
  async function request(input: Request, env?: unknown): Promise<Response> {
    const url = new URL(input.url);
    const fast = answer({
      method: input.method,
      url: url.pathname + url.search,
      host: input.headers.get("host") ?? url.host,
      cookie: input.headers.get("cookie") ?? undefined,
    });
    if (!fast) return app.fetch(input, env as never);
    const headers = new Headers();
    for (let i = 0; i < fast.headers.length; i += 2)
      headers.append(fast.headers[i] ?? "", fast.headers[i + 1] ?? "");
    return new Response(fast.json, { status: 200, headers });
  }
  return { app, node, request };
}
