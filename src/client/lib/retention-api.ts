import { hc } from "hono/client";
import { apiPath } from "../../domain/api-paths";
import type { AdminOfferApi, GiftApi, OfferApi, RetentionBillingApi } from "../../server/api-types";

// The typed clients of issue #26's routes, kept with the lazy pages that use them so the first page's
// download does not grow (docs/architecture.md, "Budgets").

export const retentionApi = hc<RetentionBillingApi>(apiPath("billing"));
export const giftApi = hc<GiftApi>(apiPath("gifts"));
export const offerApi = hc<OfferApi>(apiPath("offers"));
export const adminOfferApi = hc<AdminOfferApi>(apiPath("adminOffers"));
