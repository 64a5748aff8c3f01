import type { syncedDocumentRoutes } from "./http/sync";
import type { accountRoutes } from "./routes/account";
import type { adminRoutes } from "./routes/admin";
import type { contentRoutes } from "./routes/admin-content";
import type { broadcastRoutes, sequenceRoutes, teamAcceptRoutes, teamRoutes } from "./routes/admin-messages";
import type { affirmationRoutes } from "./routes/affirmations";
import type { billingRoutes, subscriptionRoutes } from "./routes/billing";
import type { checkInPatternRoutes, checkInRoutes } from "./routes/check-ins";
import type { journalRoutes } from "./routes/journal";
import type { journeyRoutes } from "./routes/journey";
import type { localBillingRoutes } from "./routes/local-billing";
import type { sessionRoutes } from "./routes/me";
import type { onThisDayRoutes } from "./routes/on-this-day";
import type { pageRoutes } from "./routes/pages";
import type { printableRoutes } from "./routes/printables";
import type { privateJournalRoutes } from "./routes/private-journal";
import type { publicConfigRoutes } from "./routes/public-config";
import type {
  adminOfferRoutes,
  giftRoutes,
  publicOfferRoutes,
  retentionBillingRoutes,
} from "./routes/retention";

// The API's routes as types, for the client's typed calls (client/lib/api-client.ts): a route that
// answers a different shape is a compile error where the client reads it. This file holds types
// only, and the client imports it with `import type` only, so no server code reaches the browser
// (docs/architecture.md, "Layers"). Each type is the area mounted at the same key of apiAreas.

export type SessionApi = ReturnType<typeof sessionRoutes>;
export type PublicConfigApi = ReturnType<typeof publicConfigRoutes>;
export type SubscriptionApi = ReturnType<typeof subscriptionRoutes>;
export type BillingApi = ReturnType<typeof billingRoutes>;
export type LocalBillingApi = ReturnType<typeof localBillingRoutes>;
export type JourneyApi = ReturnType<typeof journeyRoutes>;
export type JournalApi = ReturnType<typeof journalRoutes>;
export type AffirmationsApi = ReturnType<typeof affirmationRoutes>;
export type PrintablesApi = ReturnType<typeof printableRoutes>;
export type AdminApi = ReturnType<typeof adminRoutes>;
export type AccountApi = ReturnType<typeof accountRoutes>;
export type CheckInsApi = ReturnType<typeof checkInRoutes>;
export type CheckInPatternsApi = ReturnType<typeof checkInPatternRoutes>;
export type OnThisDayApi = ReturnType<typeof onThisDayRoutes>;
export type PagesApi = ReturnType<typeof pageRoutes>;
/** Pause, resume and cancel: mounted with BillingApi at apiAreas.billing. */
export type RetentionBillingApi = ReturnType<typeof retentionBillingRoutes>;
export type GiftApi = ReturnType<typeof giftRoutes>;
export type OfferApi = ReturnType<typeof publicOfferRoutes>;
export type AdminOfferApi = ReturnType<typeof adminOfferRoutes>;
export type AdminBroadcastsApi = ReturnType<typeof broadcastRoutes>;
export type AdminSequencesApi = ReturnType<typeof sequenceRoutes>;
export type AdminTeamApi = ReturnType<typeof teamRoutes>;
export type AdminContentApi = ReturnType<typeof contentRoutes>;
export type TeamApi = ReturnType<typeof teamAcceptRoutes>;

/** Any synced document's GET/PUT pair (http/sync.ts), whatever its kind: its value is not known here. */
export type SyncedDocumentApi = ReturnType<typeof syncedDocumentRoutes<string, unknown>>;
export type PrivateJournalApi = ReturnType<typeof privateJournalRoutes>;
