import type { IncomingMessage, RequestListener, ServerResponse } from "node:http";
import { API_ROOT, apiAreas } from "../../domain/api-paths";
import { canOpenDay, parseDayId, requiredTierForDay } from "../../domain/day-access";
import { entitlementOf } from "../billing/entitlement";
import { toSubscriptionState } from "../billing/subscription-state";
import type { AppDeps } from "../context";
import { dashboardJson } from "../routes/journey";
import { isAdminUser } from "../session";
import { surelyPublicHost } from "./loopback-redirect";
import { apiHeaderList, securityHeaderList } from "./security";

// docs/architecture.md, "Hot reads": the three reads a member's screens make most (the day page, the
// dashboard, check-subscription) are answered by Node before the Hono app sees them, when her session
// and everything the answer is made of are already in this server's memory. Each answer is the one the
// app's route gives (the same functions make it, with the same headers); anything else (a visitor, a
// session or row not in memory, a locked day, a query string, an error) is left to the app, which
// answers it the usual way.

const DASHBOARD = `${API_ROOT}${apiAreas.journey}`;
const SUBSCRIPTION = `${API_ROOT}${apiAreas.subscription}`;
const DAY = new RegExp(`^${API_ROOT}${apiAreas.journey}/days/(\\d{1,2})$`);

type HotRead = { kind: "dashboard" | "subscription" } | { kind: "day"; day: number };

/** Which hot read a GET of `url` is, if any. */
function hotReadOf(url: string): HotRead | undefined {
  if (url === DASHBOARD) return { kind: "dashboard" };
  if (url === SUBSCRIPTION) return { kind: "subscription" };
  const dayId = DAY.exec(url)?.[1];
  return dayId === undefined ? undefined : { kind: "day", day: parseDayId(dayId) };
}

/** The read's JSON for this member from what this server holds, or undefined when the app must answer. */
function answerFromMemory(
  { subscriberCache, batched, billing, texts }: AppDeps,
  read: HotRead,
  userId: string,
  isAdmin: boolean,
): string | undefined {
  const peeked = subscriberCache.peek(userId);
  // Her subscribers row is known when this server holds it (or holds that she has none).
  const rowKnown = peeked !== undefined;
  const row = peeked ?? undefined;
  switch (read.kind) {
    case "dashboard": {
      const progress = batched.memberProgress.peek(userId);
      if (!rowKnown || progress === undefined) return undefined;
      return dashboardJson(texts.current, entitlementOf(row, isAdmin), progress);
    }
    case "subscription":
      if (!rowKnown || !billing.isSettled(row)) return undefined;
      return JSON.stringify(toSubscriptionState(row));
    case "day":
      // As assertCanOpenDay (routes/journey.ts); a locked day's 403 is the app's to give.
      if (requiredTierForDay(read.day) !== null) {
        if (!rowKnown || !canOpenDay(entitlementOf(row, isAdmin), read.day)) return undefined;
      }
      return texts.current.json(read.day);
  }
}

/** Answers a hot read and returns true, or returns false having written nothing. */
export function hotReads(deps: AppDeps): (req: IncomingMessage, res: ServerResponse) => boolean {
  const { config, sessions } = deps;
  // With SERVER_TIMING every answer carries the app's timings, so every request goes through it.
  if (config.serverTiming) return () => false;
  const headers = [
    ...securityHeaderList(config.publicUrl.startsWith("https://")),
    ...apiHeaderList,
    ["content-type", "application/json"],
  ].flat();
  const answersHere = surelyPublicHost(deps.defaultPublicUrl);
  return (req, res) => {
    if (req.method !== "GET" || req.url === undefined) return false;
    const read = hotReadOf(req.url);
    if (!read || !answersHere(req.headers.host)) return false;
    const token = sessions.tokenInCookies(req.headers.cookie);
    const user = token === undefined ? undefined : sessions.get(token);
    if (!user) return false;
    let json: string | undefined;
    try {
      json = answerFromMemory(deps, read, user.id, isAdminUser(user, config.adminEmail));
    } catch {
      return false; // the app answers, and reports what went wrong
    }
    if (json === undefined) return false;
    res.writeHead(200, [...headers, "content-length", String(Buffer.byteLength(json))]);
    res.end(json);
    return true;
  };
}

/** The server's request listener: hot reads first, everything else to the app's own listener. */
export function withHotReads(deps: AppDeps, app: RequestListener): RequestListener {
  const hot = hotReads(deps);
  return (req, res) => {
    if (!hot(req, res)) app(req, res);
  };
}
