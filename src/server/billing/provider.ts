import type { UrlResponse } from "../../domain/billing-api";
import type { Plan } from "../../domain/plans";
import type { Member } from "./subscription-state";

// docs/architecture.md D6: payments go through this interface; `stripe` and `local` implement it and both feed
// the one subscription state machine (subscription-state.ts).

export type WebhookOutcome = "applied" | "duplicate" | "ignored";

export interface BillingProvider {
  readonly kind: "local" | "stripe";
  /** A page where the member pays for `plan` (spec §7 create-checkout). */
  createCheckout(member: Member, plan: Plan, isAnnual: boolean): Promise<UrlResponse>;
  /** The member came back from checkout: settle it now instead of waiting for the webhook. */
  completeCheckout(member: Member, sessionId: string): Promise<void>;
  /** A page where the member manages their subscription (spec §7 customer-portal). */
  createPortal(member: Member): Promise<UrlResponse>;
  /** A provider event, verified with its signature before anything is read from it. */
  handleWebhook(rawBody: string, signature: string | undefined): Promise<WebhookOutcome>;
  /** Ends her subscription at once, with the provider too: her account is being deleted. */
  endSubscription(member: Member): Promise<void>;
  /** Brings the member's row in line with the provider when it may be missing or stale. */
  reconcile(member: Member, options?: { force?: boolean }): Promise<void>;
}
