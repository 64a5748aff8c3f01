import { type ClientResponse, hc } from "hono/client";
import type { SuccessStatusCode } from "hono/utils/http-status";
import { apiPath } from "../../domain/api-paths";
import type {
  AccountApi,
  AdminApi,
  AdminBroadcastsApi,
  AdminContentApi,
  AdminSequencesApi,
  AdminTeamApi,
  AffirmationsApi,
  BillingApi,
  CheckInPatternsApi,
  CheckInsApi,
  JournalApi,
  JourneyApi,
  LocalBillingApi,
  OnThisDayApi,
  PagesApi,
  PrintablesApi,
  PrivateJournalApi,
  PublicConfigApi,
  SubscriptionApi,
  SyncedDocumentApi,
  TeamApi,
} from "../../server/api-types";
import { settle } from "./api";

// Our API through Hono's typed client, one client per area (docs/architecture.md, "Layers"). Each
// area's routes come from the server's types (type-only: no server code reaches the browser), so
// what a call sends and what its answer holds are checked by the compiler, not cast.

export const publicConfigApi = hc<PublicConfigApi>(apiPath("config"));
export const subscriptionApi = hc<SubscriptionApi>(apiPath("subscription"));
export const billingApi = hc<BillingApi>(apiPath("billing"));
export const localBillingApi = hc<LocalBillingApi>(apiPath("localBilling"));
export const journeyApi = hc<JourneyApi>(apiPath("journey"));
export const journalApi = hc<JournalApi>(apiPath("journal"));
export const affirmationsApi = hc<AffirmationsApi>(apiPath("affirmations"));
export const printablesApi = hc<PrintablesApi>(apiPath("printables"));
export const adminApi = hc<AdminApi>(apiPath("admin"));
export const broadcastsApi = hc<AdminBroadcastsApi>(apiPath("adminBroadcasts"));
export const sequencesApi = hc<AdminSequencesApi>(apiPath("adminSequences"));
export const teamAdminApi = hc<AdminTeamApi>(apiPath("adminTeam"));
export const contentAdminApi = hc<AdminContentApi>(apiPath("adminContent"));
export const teamApi = hc<TeamApi>(apiPath("team"));
export const accountApi = hc<AccountApi>(apiPath("account"));
export const checkInsApi = hc<CheckInsApi>(apiPath("checkIns"));
export const checkInPatternsApi = hc<CheckInPatternsApi>(apiPath("checkInPatterns"));
export const onThisDayApi = hc<OnThisDayApi>(apiPath("onThisDay"));
export const pagesApi = hc<PagesApi>(apiPath("pages"));
export const privateJournalApi = hc<PrivateJournalApi>(apiPath("privateJournal"));

/** The JSON a route answers with a 2xx status, as its handler typed it. */
type Success<R> =
  R extends ClientResponse<infer T, infer S, infer F>
    ? F extends "json"
      ? [Extract<S, SuccessStatusCode>] extends [never]
        ? never
        : T
      : never
    : never;

/**
 * The typed body of a call's 2xx answer. Any other answer throws ApiError with the server's
 * `{ error }` and body; a request that never reached the server throws one with status 0.
 */
export const answer = <R extends ClientResponse<unknown>>(request: Promise<R>) =>
  // The body is the one the route's handler answered, which is what its type (and so Success) says.
  settle(request) as Promise<Success<R>>;

/**
 * A synced document's GET and PUT (server/http/sync.ts) at the address its local copy was saved
 * with, e.g. /api/journal/12. Every kind shares the factory's types; the value is the caller's.
 */
export function syncedDocumentAt(url: string) {
  const cut = url.lastIndexOf("/");
  const document = hc<SyncedDocumentApi>(url.slice(0, cut))[":key"];
  const param = { key: url.slice(cut + 1) };
  return {
    load: () => answer(document.$get({ param })),
    /** `keepalive` lets the request outlive the page (the page-hide save). */
    save: (json: { value: unknown; baseRevision: number }, init?: { keepalive: true }) =>
      answer(document.$put({ param, json }, { init })),
  };
}
