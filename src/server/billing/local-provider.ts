import type { UrlResponse } from "../../domain/billing-api";
import { type Plan, periodOf } from "../../domain/plans";
import type { PauseMonths } from "../../domain/retention";
import { paths } from "../../domain/routes";
import type { Db } from "../db/client";
import { httpError } from "../http/errors";
import { recordCancellation } from "./cancellation-stats";
import type { GiftRow } from "./gifts";
import { queuePaymentFailedMail } from "./lifecycle-jobs";
import {
  advanceClock,
  cancelAtPeriodEnd,
  cancelNow,
  declineCard,
  endTrial,
  pauseFor,
  payWithNewCard,
  refuseGift,
  resume,
  resumeFromPause,
  startOrSwitch,
  switchPlan,
} from "./local-subscription";
import { claimRedemption, type OfferRow, usableOffer, withOffer } from "./offers";
import { testModeCharge } from "./payments";
import type { BillingProvider, CancelRequest } from "./provider";
import type { SubscriberCache, SubscriberRow } from "./subscriber-cache";
import {
  type AlsoWrite,
  type ChangeCause,
  type Member,
  noSubscription,
  type SubscriptionSnapshot,
  toSubscriptionState,
  transitionSubscription,
} from "./subscription-state";

/**
 * docs/architecture.md D6: the built-in test mode, the default without a Stripe key. Checkout and billing are our
 * own pages (paths.checkout, paths.billing); nothing is charged.
 */
export class LocalProvider implements BillingProvider {
  readonly kind = "local" as const;

  constructor(
    readonly db: Db,
    private readonly subscriberCache: SubscriberCache,
    private readonly publicUrl: string,
  ) {}

  /**
   * Her subscription moved on by `next`, written by the one subscription writer, with the test card's charge
   * for it (a paid period that begins, a declined renewal) in the same transaction.
   */
  #transition(
    member: Member,
    next: (current: SubscriptionSnapshot, now: Date) => SubscriptionSnapshot,
    cause: ChangeCause,
    alsoWrite?: AlsoWrite,
  ) {
    let before = noSubscription;
    let after = noSubscription;
    let at = new Date();
    return transitionSubscription(
      this.db,
      member,
      (current, now) => {
        before = current;
        at = now;
        after = next(current, now);
        return after;
      },
      {
        cause,
        cache: this.subscriberCache,
        alsoWrite: async (tx, written, change) => {
          await alsoWrite?.(tx, written, change);
          if (change) await testModeCharge(tx, member.id, before, after, at);
        },
      },
    );
  }

  /** The checkout page; a member with a live plan goes to the plan change instead, as with Stripe's portal. */
  async createCheckout(member: Member, plan: Plan, isAnnual: boolean, offer?: OfferRow) {
    const query = new URLSearchParams({ plan: plan.key, period: periodOf(isAnnual) });
    if (offer) query.set("offer", offer.code);
    // Complimentary access is no subscription to change: she subscribes on the checkout page.
    const state = toSubscriptionState(await this.subscriberCache.find(member.id));
    const page = state.subscribed && state.status !== "comped" ? paths.billing : paths.checkout;
    return { url: `${this.publicUrl}${page}?${query}` };
  }

  async completeCheckout(): Promise<void> {
    throw httpError(400, "Test mode has no checkout sessions to complete.");
  }

  /**
   * Test mode has no card page: "Update card" stands for a new card that pays the failed bill (as Stripe
   * retries the invoice once the card changes), and she comes back to the billing page.
   */
  async createPortal(member: Member): Promise<UrlResponse> {
    await this.#transition(member, payWithNewCard, "card_updated");
    return { url: `${this.publicUrl}${paths.billing}` };
  }

  async handleWebhook(): Promise<never> {
    throw httpError(400, "Test mode receives no webhooks.");
  }

  async reconcile(member: Member): Promise<void> {
    if (this.isSettled(await this.subscriberCache.find(member.id))) return;
    await this.#transition(member, advanceClock, "renewal");
  }

  /** Test mode's clock moves only when her period has ended (advanceClock). */
  isSettled(row: SubscriberRow | undefined): boolean {
    return !row?.subscriptionEnd || row.subscriptionEnd.getTime() > Date.now();
  }

  async endSubscription(member: Member): Promise<void> {
    const row = await this.subscriberCache.find(member.id);
    if (row?.subscribed && row.status !== "comped")
      await this.#transition(member, cancelNow, "account_deleted");
  }

  /** "Start subscription" on the test-mode checkout page, with the offer the pricing link carried. */
  async confirm(member: Member, plan: Plan, isAnnual: boolean, offerCode?: string) {
    const offer = offerCode ? await usableOffer(this.db, offerCode, plan, member.id) : undefined;
    let offered = false;
    return this.#transition(
      member,
      (current, now) => {
        const next = startOrSwitch(plan, isAnnual)(current, now);
        offered = Boolean(offer) && next.subscriptionId !== current.subscriptionId;
        return offer && offered ? withOffer(next, offer) : next;
      },
      "checkout",
      async (tx) => {
        if (offer && offered) await claimRedemption(tx, offer.code, member.id, { enforceLimit: true });
      },
    );
  }

  change(member: Member, plan: Plan, isAnnual: boolean) {
    return this.#transition(member, switchPlan(plan, isAnnual), "plan_change");
  }

  resume(member: Member) {
    return this.#transition(member, resume, "resume");
  }

  /** Test mode's clock jumps to the trial's end: the test card pays and she is billed from today. */
  endTrial(member: Member) {
    return this.#transition(member, endTrial, "end_trial");
  }

  /** Test mode's failed renewal, so the failed-payment flow can be walked through on a fresh machine. */
  async declineCard(member: Member) {
    const row = await this.#transition(member, declineCard, "payment_failed");
    await queuePaymentFailedMail(
      this.db,
      member.id,
      `local:${member.id}:${row?.subscriptionEnd?.toISOString()}`,
    );
    return row;
  }

  async pause(member: Member, months: PauseMonths): Promise<void> {
    await this.#transition(member, pauseFor(months), "pause");
  }

  async resumeMembership(member: Member): Promise<void> {
    await this.#transition(
      member,
      (current, now) => (current.status === "paused" ? resumeFromPause(current, now) : resume(current, now)),
      "resume",
    );
  }

  /** Answers the written row, so the page is answered without reading it back (and re-caching it). */
  async cancel(member: Member, request: CancelRequest) {
    const row = await this.#transition(
      member,
      (current, now) => {
        refuseGift(current, now);
        // A paused plan has no period running: ending it "at the period end" ends it now.
        if (current.status === "paused") return { ...current, status: "canceled", resumesAt: null };
        return request.when === "now" ? cancelNow(current, now) : cancelAtPeriodEnd(current, now);
      },
      "cancel",
    );
    if (row.subscriptionId) {
      await recordCancellation(this.db, {
        userId: member.id,
        subscriptionId: row.subscriptionId,
        ...request,
      });
    }
    return row;
  }

  async resumeDue(member: Member, resumesAt: Date): Promise<void> {
    await this.#transition(
      member,
      (current, now) =>
        current.status === "paused" && current.resumesAt?.getTime() === resumesAt.getTime()
          ? resumeFromPause(current, now)
          : current,
      "resume",
    );
  }

  async createOffer() {
    return { stripeCouponId: null, stripePromotionCodeId: null };
  }

  async endOffer(): Promise<void> {}

  /** Test mode charged nothing, so its refunds move nothing: the payment record says what was given back. */
  async refund(): Promise<void> {}

  /** Test mode's own payment page for a gift (the billing page, with the gift to pay). */
  async createGiftCheckout(_buyer: Member, gift: GiftRow): Promise<UrlResponse> {
    return { url: `${this.publicUrl}${paths.billing}?${new URLSearchParams({ gift_payment: gift.id })}` };
  }
}
