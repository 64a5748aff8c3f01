import { Hono } from "hono";
import { CLIENT_IP_HEADER } from "./auth";
import type { AppDeps, AppEnv } from "./context";
import { limitBodySize } from "./http/body-limit";
import { clientApp } from "./http/client-app";
import { handleError } from "./http/errors";
import { sameOriginWrites, securityHeaders } from "./http/security";
import { storableText } from "./http/storable-text";
import { adminRoutes } from "./routes/admin";
import { affirmationRoutes } from "./routes/affirmations";
import { billingRoutes, subscriptionRoutes, webhookRoutes } from "./routes/billing";
import { checkInRoutes } from "./routes/check-ins";
import { devMailboxApi, devMailboxPage } from "./routes/dev-mailbox";
import { healthRoutes } from "./routes/health";
import { journalRoutes } from "./routes/journal";
import { journeyRoutes } from "./routes/journey";
import { localBillingRoutes } from "./routes/local-billing";
import { meRoutes, sessionRoutes } from "./routes/me";
import { publicConfigRoutes } from "./routes/public-config";
import { toolStateRoutes } from "./routes/tool-states";
import { requireAdmin, requireUser } from "./session";
import { invalidatesSessions } from "./session-cache";

/** Request bodies are capped: the longest legitimate one is a reflection (see journal limits). */
export const MAX_BODY_BYTES = 512 * 1024;

/** better-auth answers errors as `{ message, code }`; our API's shape is `{ error, code }` (DESIGN §7). */
async function withErrorShape(res: Response): Promise<Response> {
  if (res.status < 400 || !res.headers.get("content-type")?.includes("application/json")) return res;
  const body = (await res.json().catch(() => ({}))) as { message?: string; code?: string };
  const headers = new Headers(res.headers);
  headers.delete("content-length");
  const error =
    body.message ||
    (res.status === 429 ? "Too many attempts. Please wait a minute and try again." : "Request failed");
  return new Response(JSON.stringify({ error, code: body.code }), { status: res.status, headers });
}

/** The whole HTTP surface, without a listening socket: main.ts serves it, tests call `app.request`. */
export function createApp(deps: AppDeps, options: { serveClient?: boolean } = {}) {
  const { config, auth } = deps;
  const app = new Hono<AppEnv>();
  app.onError(handleError);
  app.use("*", securityHeaders(config.publicUrl.startsWith("https://")));

  app.route("/healthz", healthRoutes(deps.database));

  const api = new Hono<AppEnv>();
  api.use(
    "*",
    limitBodySize(MAX_BODY_BYTES, (c) => c.json({ error: "The request body is too large." }, 413)),
  );
  // The payment provider calls this from its servers: no session, no origin; it is signed instead.
  api.route("/billing/webhook", webhookRoutes(deps));
  api.use("*", sameOriginWrites(deps.trustedOrigins));
  api.use("*", storableText);

  // @hono/node-server passes no client IP, so better-auth would put every client in one
  // rate-limit bucket: hand it the socket address (or the proxy's, when trusted).
  api.on(["GET", "POST"], "/auth/*", async (c) => {
    const forwarded = config.trustProxy ? c.req.header("x-forwarded-for")?.split(",")[0]?.trim() : undefined;
    const ip = forwarded || c.env?.incoming?.socket?.remoteAddress || "127.0.0.1";
    const headers = new Headers(c.req.raw.headers);
    headers.set(CLIENT_IP_HEADER, ip);
    const token = deps.sessions.tokenOf(c);
    const res = await auth.handler(new Request(c.req.raw, { headers }));
    const scope = c.req.method === "POST" ? invalidatesSessions(c.req.path) : null;
    if (scope === "this") deps.sessions.forget(token);
    if (scope === "all") deps.sessions.clear();
    return withErrorShape(res);
  });

  if (deps.devMailbox) api.route("/dev/mailbox", devMailboxApi(deps.devMailbox));

  const signedIn = requireUser(deps);
  api.use("/me", signedIn);
  api.route("/me", meRoutes);
  api.route("/session", sessionRoutes(deps));
  api.route("/config", publicConfigRoutes(config));
  api.use("/subscription", signedIn);
  api.route("/subscription", subscriptionRoutes(deps));
  api.use("/billing/*", signedIn);
  api.route("/billing", billingRoutes(deps));
  if (deps.billing.kind === "local") api.route("/billing/local", localBillingRoutes(deps.billing));
  api.use("/admin/*", signedIn, requireAdmin);
  api.route("/admin", adminRoutes(deps));
  api.use("/journey/*", signedIn);
  api.route("/journey", journeyRoutes(deps));
  api.use("/journal/*", signedIn);
  api.route("/journal", journalRoutes(deps));
  api.use("/affirmations/*", signedIn);
  api.route("/affirmations", affirmationRoutes);
  api.use("/check-ins/*", signedIn);
  api.route("/check-ins", checkInRoutes(deps.database.db));
  api.use("/tools/*", signedIn);
  api.route("/tools", toolStateRoutes(deps.database.db));

  api.all("*", (c) => c.json({ error: "Not found" }, 404));
  app.route("/api", api);

  if (deps.devMailbox) app.route("/dev/mailbox", devMailboxPage(deps.devMailbox));
  if (options.serveClient) app.route("/", clientApp());
  return app;
}

export type App = ReturnType<typeof createApp>;
