import { Hono } from "hono";
import { API_ROOT, apiAreas } from "../domain/api-paths";
import { TOO_LARGE_MESSAGE } from "../domain/text-limits";
import { requireConsole } from "./admin/team";
import { CLIENT_IP_HEADER } from "./auth";
import type { AppDeps, AppEnv } from "./context";
import { LOW_DISK_MESSAGE } from "./db/disk-reserve";
import { throughAuthGate } from "./http/auth-gate";
import { limitBodySize } from "./http/body-limit";
import { clientApp } from "./http/client-app";
import { clientIp } from "./http/client-ip";
import { handleError } from "./http/errors";
import { guardedApi } from "./http/guarded-api";
import { redirectToPublicLoopback } from "./http/loopback-redirect";
import { apiHeaderList, defaultHeaders, sameOriginWrites, securityHeaders } from "./http/security";
import { storableUrl } from "./http/storable-text";
import { limitMemberWrites } from "./http/write-limit";
import { accountRoutes, certificateRoutes } from "./routes/account";
import { adminRoutes } from "./routes/admin";
import { contentRoutes } from "./routes/admin-content";
import { broadcastRoutes, sequenceRoutes, teamAcceptRoutes, teamRoutes } from "./routes/admin-messages";
import { affirmationRoutes } from "./routes/affirmations";
import { billingRoutes, subscriptionRoutes, webhookRoutes } from "./routes/billing";
import { checkInPatternRoutes, checkInRoutes } from "./routes/check-ins";
import { devMailboxApi, devMailboxPage, devWeeklyLetterRoutes } from "./routes/dev-mailbox";
import { emailChangeUndoRoutes } from "./routes/email-change-undo";
import { healthRoutes } from "./routes/health";
import { journalRoutes } from "./routes/journal";
import { journeyRoutes } from "./routes/journey";
import { localBillingRoutes } from "./routes/local-billing";
import { meRoutes, sessionRoutes } from "./routes/me";
import { onThisDayRoutes } from "./routes/on-this-day";
import { pageRoutes } from "./routes/pages";
import { printableRoutes } from "./routes/printables";
import { privateJournalRoutes } from "./routes/private-journal";
import { publicConfigRoutes } from "./routes/public-config";
import {
  adminOfferRoutes,
  giftRoutes,
  publicOfferRoutes,
  retentionBillingRoutes,
  winBackOptOutRoutes,
} from "./routes/retention";
import { settingsRoutes } from "./routes/settings";
import { toolStateRoutes } from "./routes/tool-states";
import { unsubscribeRoutes } from "./routes/unsubscribe";
import { worksheetRoutes } from "./routes/worksheets";
import { serverTiming } from "./server-timing";
import { requireUser } from "./session";
import { invalidatesSessions } from "./session-cache";

/** Request bodies are capped: the longest legitimate one is a reflection (see journal limits). */
export const MAX_BODY_BYTES = 512 * 1024;

/** better-auth answers errors as `{ message, code }`; our API's shape is `{ error, code }` (docs/architecture.md, "Guards"). */
async function withErrorShape(res: Response): Promise<Response> {
  if (res.status < 400 || !res.headers.get("content-type")?.includes("application/json")) return res;
  const body = (await res.json().catch(() => ({}))) as { message?: string; error?: string; code?: string };
  const headers = new Headers(res.headers);
  headers.delete("content-length");
  // An answer of our own gate (auth-gate.ts) is already in our shape.
  const error =
    body.message ||
    body.error ||
    (res.status === 429 ? "Too many attempts. Please wait a minute and try again." : "Request failed");
  const { message: _message, ...rest } = body;
  return new Response(JSON.stringify({ ...rest, error, code: body.code }), { status: res.status, headers });
}

/** The whole HTTP surface, without a listening socket: main.ts serves it, tests call `app.request`. */
export function createApp(deps: AppDeps, options: { serveClient?: boolean } = {}) {
  const { config, auth } = deps;
  const app = new Hono<AppEnv>();
  app.onError(handleError);
  if (config.serverTiming) app.use("*", serverTiming());
  app.use("*", securityHeaders(config.publicUrl.startsWith("https://")));

  app.route("/healthz", healthRoutes(deps.database));
  // docs/deploy.md, "A full disk": below PGlite's free-space reserve nothing new is written.
  app.use("/api/*", async function refuseWritesOnLowDisk(c, next) {
    if (c.req.method === "GET" || c.req.method === "HEAD" || !deps.database.disk.low) return next();
    c.header("Retry-After", "60");
    return c.json({ error: LOW_DISK_MESSAGE }, 503);
  });
  // After the health check, which a monitor may ask by any name.
  if (deps.defaultPublicUrl) app.use("*", redirectToPublicLoopback(deps.defaultPublicUrl));

  const api = new Hono<AppEnv>();
  api.use(
    "*",
    limitBodySize(MAX_BODY_BYTES, (c) => c.json({ error: TOO_LARGE_MESSAGE }, 413)),
  );
  // The payment provider calls this from its servers: no session, no origin; it is signed instead.
  api.route(apiAreas.billingWebhook, webhookRoutes(deps));
  // A reminder's one-click unsubscribe (RFC 8058) is posted by mail providers: signed, not same-origin.
  api.route(apiAreas.unsubscribe, unsubscribeRoutes(deps.database.db, deps.unsubscribeLinks));
  // The win-back mail's opt-out is pressed from a mail: signed, not same-origin (docs/jobs.md).
  api.route(apiAreas.winBackOptOut, winBackOptOutRoutes(deps, deps.winBackLinks));
  api.use("*", sameOriginWrites(deps.trustedOrigins));
  // The "This was not me" link mailed to her old address: the token is the permission (docs/security.md).
  api.route(apiAreas.emailChangeUndo, emailChangeUndoRoutes(deps));
  api.use("*", storableUrl);
  // Private answers are never stored by a browser or a proxy (docs/security.md).
  api.use("*", defaultHeaders(apiHeaderList));

  // @hono/node-server passes no client IP, so better-auth would put every client in one
  // rate-limit bucket: hand it the socket address (or the one our trusted proxies saw).
  api.on(["GET", "POST"], `${apiAreas.auth}/*`, async (c) => {
    const headers = new Headers(c.req.raw.headers);
    headers.set(CLIENT_IP_HEADER, clientIp(c, config.trustProxyHops));
    const token = deps.sessions.tokenOf(c);
    const res = await throughAuthGate(deps, c, () => auth.handler(new Request(c.req.raw, { headers })));
    const scope = invalidatesSessions(c.req.method, c.req.path);
    if (scope === "this") await deps.sessions.forget(token);
    if (scope === "all") await deps.sessions.clear();
    return withErrorShape(res);
  });

  if (deps.devMailbox) api.route(apiAreas.devMailbox, devMailboxApi(deps.devMailbox));

  api.route(apiAreas.session, sessionRoutes(deps));
  api.route(apiAreas.config, publicConfigRoutes(config));
  // What an offer gives is public, so `/pricing?offer=CODE` works before she signs in.
  api.route(apiAreas.offers, publicOfferRoutes(deps));

  // Everything else is a member's or the admin's: each area is mounted behind its guards, which
  // also limit how fast she writes (docs/architecture.md, "Guards"; docs/security.md).
  const signedIn = requireUser(deps);
  const memberWrites = limitMemberWrites(config.writesPerMinute);
  const member = guardedApi(api, signedIn, memberWrites);
  const admin = guardedApi(api, signedIn, requireConsole(deps), memberWrites);
  member
    .mount(apiAreas.me, meRoutes(deps))
    .mount(apiAreas.team, teamAcceptRoutes(deps))
    .mount(apiAreas.account, accountRoutes(deps))
    .mount(apiAreas.certificate, certificateRoutes(deps))
    .mount(apiAreas.subscription, subscriptionRoutes(deps))
    .mount(apiAreas.billing, billingRoutes(deps).route("/", retentionBillingRoutes(deps)))
    .mount(apiAreas.gifts, giftRoutes(deps))
    .mount(apiAreas.journey, journeyRoutes(deps))
    .mount(apiAreas.journal, journalRoutes(deps))
    .mount(apiAreas.onThisDay, onThisDayRoutes(deps))
    .mount(apiAreas.pages, pageRoutes(deps.database.db))
    .mount(apiAreas.affirmations, affirmationRoutes(deps))
    .mount(apiAreas.printables, printableRoutes(deps))
    .mount(apiAreas.checkIns, checkInRoutes(deps.database.db, deps.batched.memberProgress))
    .mount(apiAreas.checkInPatterns, checkInPatternRoutes(deps.database.db))
    .mount(apiAreas.tools, toolStateRoutes(deps.database.db))
    .mount(apiAreas.worksheets, worksheetRoutes(deps))
    .mount(apiAreas.settings, settingsRoutes(deps.database.db))
    .mount(apiAreas.privateJournal, privateJournalRoutes(deps.database.db));
  if (deps.billing.kind === "local") member.mount(apiAreas.localBilling, localBillingRoutes(deps.billing));
  if (deps.devMailbox) member.mount(apiAreas.devWeeklyLetter, devWeeklyLetterRoutes(deps));
  admin
    .mount(apiAreas.adminOffers, adminOfferRoutes(deps))
    .mount(apiAreas.adminBroadcasts, broadcastRoutes(deps))
    .mount(apiAreas.adminSequences, sequenceRoutes(deps))
    .mount(apiAreas.adminTeam, teamRoutes(deps))
    .mount(apiAreas.adminContent, contentRoutes(deps))
    .mount(apiAreas.admin, adminRoutes(deps));

  api.all("*", function notFound(c) {
    return c.json({ error: "Not found" }, 404);
  });
  app.route(API_ROOT, api);

  if (deps.devMailbox) app.route("/dev/mailbox", devMailboxPage(deps.devMailbox));
  if (options.serveClient) app.route("/", clientApp());
  return app;
}

export type App = ReturnType<typeof createApp>;
