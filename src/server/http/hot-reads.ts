import type { IncomingMessage, RequestListener, ServerResponse } from "node:http";
import type { AppDeps } from "../context";
import { subscriptionFastReads } from "../routes/billing";
import { journeyFastReads } from "../routes/journey";
import { type FastRead, fastReader } from "./fast-reads";
import { surelyPublicHost } from "./loopback-redirect";
import { apiHeaderList, securityHeaderList } from "./security";

// docs/architecture.md, "Hot reads": the reads a member's screens make most are answered before the Hono
// app sees them, when her session and everything the answer is made of are already in this server's memory.
// Each route module declares its own fast reads beside its handler; this file only dispatches to them and
// stands in for the app's middleware on the way (`ACCOUNTED_FOR`, checked by tests/integration/listener.test.ts).

/**
 * The app's middleware in front of an API GET, by name, and how a fast read stands in for each: a new one
 * in createApp fails the listener test until it is added here with its reason.
 */
export const ACCOUNTED_FOR: Record<string, string> = {
  refuseWritesOnLowDisk: "a read is never refused for a full disk",
  redirectToPublicLoopback: "only a Host the app would not redirect (surelyPublicHost)",
  bodySizeLimit: "a GET has no body",
  sameOriginWrites: "a GET is not a write",
  storableUrl: "only the exact paths of the fast reads, plain ASCII",
  defaultHeaders: "the same headers: securityHeaderList, then apiHeaderList",
  requireUser: "fastReader: a session this server's cache holds, or the app answers",
  limitMemberWrites: "a GET is not a write",
  notFound: "a fast read answers only a path the app has a route for",
};

/** The fast reads of every route module that has them. */
const fastReadsOf = (deps: AppDeps): FastRead[] => [
  ...journeyFastReads(deps),
  ...subscriptionFastReads(deps),
];

/** A request as the fast path sees it: method, path with its query, Host and Cookie headers. */
export interface FastRequest {
  method: string | undefined;
  url: string | undefined;
  host: string | undefined;
  cookie: string | undefined;
}

/**
 * The answer from memory for a request, with its headers, or undefined for the app to answer: only a GET of
 * exactly one fast read's path, from a Host the app would not redirect, by a reader the session cache holds.
 */
export function fastAnswers(
  deps: AppDeps,
): (req: FastRequest) => { json: string; headers: string[] } | undefined {
  const { config } = deps;
  // With SERVER_TIMING every answer carries the app's timings, so every request goes through it.
  if (config.serverTiming) return () => undefined;
  const reads = fastReadsOf(deps);
  const exact = new Map(reads.flatMap((read) => (typeof read.path === "string" ? [[read.path, read]] : [])));
  const patterns = reads.filter((read) => read.path instanceof RegExp);
  const headers = [
    ...securityHeaderList(config.publicUrl.startsWith("https://")),
    ...apiHeaderList,
    ["content-type", "application/json"],
  ].flat();
  const answersHere = surelyPublicHost(deps.defaultPublicUrl);
  return ({ method, url, host, cookie }) => {
    if (method !== "GET" || url === undefined) return undefined;
    let read = exact.get(url);
    let captured: string | undefined;
    if (!read) {
      for (const candidate of patterns) {
        const match = (candidate.path as RegExp).exec(url);
        if (match) {
          read = candidate;
          captured = match[1];
          break;
        }
      }
    }
    if (!read || !answersHere(host)) return undefined;
    const reader = fastReader(deps, cookie);
    if (!reader) return undefined;
    try {
      const json = read.answer(reader, captured);
      return json === undefined ? undefined : { json, headers };
    } catch {
      return undefined; // the app answers, and reports what went wrong
    }
  };
}

/** Node's request listener: fast reads first, everything else to `app`. */
export function withFastReads(deps: AppDeps, app: RequestListener): RequestListener {
  const answer = fastAnswers(deps);
  return (req: IncomingMessage, res: ServerResponse) => {
    const fast = answer({
      method: req.method,
      url: req.url,
      host: req.headers.host,
      cookie: req.headers.cookie,
    });
    if (!fast) return app(req, res);
    res.writeHead(200, [...fast.headers, "content-length", String(Buffer.byteLength(fast.json))]);
    res.end(fast.json);
  };
}
