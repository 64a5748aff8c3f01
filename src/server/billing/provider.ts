import type { UrlResponse } from "../../domain/billing-api";
import type { Plan } from "../../domain/plans";
import type { CancelReason, PauseMonths } from "../../domain/retention";
import type { GiftRow } from "./gifts";
import type { OfferRow } from "./offers";
import type { PaymentRow } from "./payments";
import type { SubscriberRow } from "./subscriber-cache";
import type { Member } from "./subscription-state";

// docs/architecture.md D6: payments go through this interface; `stripe` and `local` implement it and both feed
// the one subscription state machine (subscription-state.ts).

export type WebhookOutcome = "applied" | "duplicate" | "ignored";

export interface BillingProvider {
  readonly kind: "local" | "stripe";
  /** A page where the member pays for `plan` (spec §7 create-checkout). */
  createCheckout(member: Member, plan: Plan, isAnnual: boolean, offer?: OfferRow): Promise<UrlResponse>;
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
  /** True when `reconcile` (not forced) would leave this row as it is: it answers check-subscription alone. */
  isSettled(row: SubscriberRow | undefined): boolean;

  // Keeping members (issue #26; docs/architecture.md, "Pause, cancel, offers and gifts", "Offers", "Gifts").
  /** Pauses her plan for 1–3 months: nothing is charged and the paid days close until it resumes. */
  pause(member: Member, months: PauseMonths): Promise<void>;
  /** "Resume now": back from a pause, or a cancel at period end taken back. */
  resumeMembership(member: Member): Promise<void>;
  /** Cancels at the period's end or now, passing her reason on (Stripe: `cancellation_details`). */
  cancel(member: Member, request: CancelRequest): Promise<unknown>;
  /** The pause-resume job: her pause has reached `resumesAt`. */
  resumeDue(member: Member, resumesAt: Date): Promise<void>;
  /** A new offer: Stripe also gets a coupon and a promotion code. */
  createOffer(offer: OfferRow): Promise<Pick<OfferRow, "stripeCouponId" | "stripePromotionCodeId">>;
  /** An offer ended by the operator: no new checkout can use it. */
  endOffer(offer: OfferRow): Promise<void>;
  /** The page where a gift is paid once. */
  createGiftCheckout(buyer: Member, gift: GiftRow): Promise<UrlResponse>;
  /** Gives `amountCents` of a payment back (Stripe: a refund of its payment intent); test mode moves no money. */
  refund(payment: PaymentRow, amountCents: number, idempotencyKey: string): Promise<void>;
}

export interface CancelRequest {
  reason?: CancelReason;
  note?: string;
  when: "period_end" | "now";
}
