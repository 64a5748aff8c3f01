import { eq } from "drizzle-orm";
import Stripe from "stripe";
import type { UrlResponse } from "../../domain/billing-api";
import type { Plan } from "../../domain/plans";
import { planByKey, TRIAL_DAYS } from "../../domain/plans";
import { describeOffer, type PauseMonths } from "../../domain/retention";
import { paths } from "../../domain/routes";
import type { Config } from "../config";
import type { Db } from "../db/client";
import { billingEvents } from "../db/schema";
import { httpError } from "../http/errors";
import { recordCancellation } from "./cancellation-stats";
import { type GiftRow, markGiftPaid } from "./gifts";
import { queuePaymentFailedMail } from "./lifecycle-jobs";
import { pauseFor } from "./local-subscription";
import { memberById, memberByVerifiedEmail } from "./member-lookup";
import { claimRedemption, type OfferRow, termsOf } from "./offers";
import { type PaymentRow, planDescription, recordPayment } from "./payments";
import type { BillingProvider, CancelRequest, WebhookOutcome } from "./provider";
import { isStale } from "./reconcile-policy";
import { queueCardExpiringMail } from "./retention-jobs";
import { bestSnapshot, customerIdOf, priceKey, type StripePrices } from "./stripe-subscriptions";
import type { SubscriberCache, SubscriberRow } from "./subscriber-cache";
import {
  applySnapshot,
  findSubscriberByCustomer,
  type Member,
  markCheckoutPending,
  noSubscription,
  rememberCustomer,
  type SubscriptionSnapshot,
  snapshotOf,
} from "./subscription-state";

const HANDLED_EVENTS = new Set([
  "checkout.session.completed",
  "customer.subscription.created",
  "customer.subscription.updated",
  "customer.subscription.deleted",
  "invoice.payment_failed",
  "invoice.paid",
  "invoice.upcoming",
]);

/** The offer as subscription metadata, read back by stripe-subscriptions.ts's offerOf. */
function offerMetadata(offer: OfferRow): Record<string, string> {
  return {
    offer_code: offer.code,
    offer_description: describeOffer(termsOf(offer)),
    offer_duration: offer.duration,
    offer_months: String(offer.months ?? ""),
  };
}

/** A completed, paid payment-mode checkout for a gift: its gift id. */
function giftPaymentOf(event: Stripe.Event): string | null {
  if (event.type !== "checkout.session.completed") return null;
  const session = event.data.object as Stripe.Checkout.Session;
  if (session.mode !== "payment" || session.payment_status !== "paid") return null;
  return session.metadata?.gift_id ?? null;
}

/** A gift checkout's payment, known by its payment intent (or session) whichever of page or webhook comes first. */
function giftPayment(session: Stripe.Checkout.Session) {
  const intent = session.payment_intent;
  return { testMode: false, providerRef: (typeof intent === "string" ? intent : intent?.id) ?? session.id };
}

/** An invoice's payment intent, where the event carries it (older API versions on the invoice itself). */
function paymentIntentOf(invoice: Stripe.Invoice): string | null {
  const legacy = (invoice as { payment_intent?: string | { id: string } | null }).payment_intent;
  const intent = legacy ?? invoice.payments?.data[0]?.payment?.payment_intent ?? null;
  return typeof intent === "string" ? intent : (intent?.id ?? null);
}

/** STRIPE_API_BASE points the SDK elsewhere (tests use a fake Stripe HTTP API). */
function stripeClient(config: Config): Stripe {
  const base = config.stripe.apiBase ? new URL(config.stripe.apiBase) : undefined;
  return new Stripe(config.stripe.secretKey as string, {
    timeout: config.stripe.timeoutMs,
    maxNetworkRetries: 1,
    appInfo: { name: "Grind to Grace" },
    ...(base && {
      host: base.hostname,
      port: base.port || (base.protocol === "https:" ? 443 : 80),
      protocol: base.protocol === "https:" ? "https" : "http",
    }),
  });
}

/** docs/architecture.md D6: Checkout Sessions, the Customer Portal, signed webhooks and reconciliation. */
export class StripeProvider implements BillingProvider {
  readonly kind = "stripe" as const;
  private readonly stripe: Stripe;
  private readonly prices: StripePrices;

  constructor(
    private readonly db: Db,
    private readonly subscriberCache: SubscriberCache,
    private readonly config: Config,
  ) {
    this.stripe = stripeClient(config);
    this.prices = config.stripe.prices;
  }

  async createCheckout(member: Member, plan: Plan, isAnnual: boolean, offer?: OfferRow) {
    const price = this.prices[priceKey(plan.key, isAnnual)] as string;
    const row = await this.subscriberCache.find(member.id);
    if (row?.subscribed && row.subscriptionId && row.customerId) {
      // A second subscription would bill twice: a member with a plan switches it in the portal.
      return this.portalSwitch(row.customerId, row.subscriptionId, price);
    }
    const customer = await this.customerFor(member, row?.customerId ?? null);
    // spec §9's 7-day trial, once per member: a returning member pays from today. A free-days offer adds to it.
    const trialDays =
      (row?.trialUsedAt ? 0 : TRIAL_DAYS) + (offer && offer.kind === "free_days" ? offer.value : 0);
    const session = await this.call("create a checkout session", () =>
      this.stripe.checkout.sessions.create({
        mode: "subscription",
        customer,
        client_reference_id: member.id,
        line_items: [{ price, quantity: 1 }],
        ...(offer?.stripePromotionCodeId
          ? { discounts: [{ promotion_code: offer.stripePromotionCodeId }] }
          : {}),
        subscription_data: {
          ...(trialDays > 0 ? { trial_period_days: trialDays } : {}),
          metadata: { user_id: member.id, ...(offer ? offerMetadata(offer) : {}) },
        },
        metadata: { user_id: member.id },
        ...this.taxOptions(),
        success_url: `${this.config.publicUrl}${paths.billing}?checkout_session={CHECKOUT_SESSION_ID}`,
        cancel_url: `${this.config.publicUrl}${paths.pricing}`,
      }),
    );
    if (!session.url)
      throw httpError(502, "The payment service did not give a checkout page. Please try again.");
    await markCheckoutPending(this.db, this.subscriberCache, member);
    return { url: session.url };
  }

  async completeCheckout(member: Member, sessionId: string): Promise<void> {
    const session = await this.call("read a checkout session", () =>
      this.stripe.checkout.sessions.retrieve(sessionId),
    );
    if (session.client_reference_id !== member.id) {
      throw httpError(403, "This checkout belongs to another account.");
    }
    if (session.status !== "complete") throw httpError(409, "This checkout is not complete yet.");
    if (session.mode === "payment") {
      if (session.metadata?.gift_id && session.payment_status === "paid") {
        await markGiftPaid(this.db, session.metadata.gift_id, giftPayment(session));
      }
      return;
    }
    const customerId = customerIdOf(session.customer);
    if (!customerId) throw httpError(409, "This checkout has no customer yet.");
    if (!(await this.customerBelongsTo(customerId, member))) {
      throw httpError(403, "This checkout belongs to another account.");
    }
    const { snapshot } = await this.snapshotFor([customerId]);
    await this.apply(member, snapshot, { customerId, cause: "checkout" });
  }

  async createPortal(member: Member): Promise<UrlResponse> {
    const row = await this.subscriberCache.find(member.id);
    if (!row?.customerId) throw httpError(409, "You have no subscription to manage yet.");
    const customer = row.customerId;
    const session = await this.call("open the billing portal", () =>
      this.stripe.billingPortal.sessions.create({ customer, return_url: this.returnUrl() }),
    );
    return { url: session.url };
  }

  async handleWebhook(rawBody: string, signature: string | undefined): Promise<WebhookOutcome> {
    if (!signature) throw httpError(400, "Missing Stripe-Signature header.");
    let event: Stripe.Event;
    try {
      event = this.stripe.webhooks.constructEvent(
        rawBody,
        signature,
        this.config.stripe.webhookSecret as string,
      );
    } catch {
      throw httpError(400, "Invalid webhook signature.");
    }
    if (!HANDLED_EVENTS.has(event.type)) return "ignored";
    if (await this.seen(event.id)) return "duplicate";
    const gift = giftPaymentOf(event);
    if (gift) return this.giftPaid(event, gift);
    if (event.type === "invoice.upcoming") return this.cardCheck(event);
    if (event.type === "invoice.paid") return this.invoicePaid(event);
    const target = await this.targetOf(event);
    if (!target) {
      console.warn(`[billing] ${event.type} ${event.id}: no member for this customer; ignored`);
      return "ignored";
    }
    // Re-read from Stripe rather than trust the event's copy, so arrival order does not matter.
    const { snapshot } = await this.snapshotFor([target.customerId]);
    const outcome = await this.apply(target.member, snapshot, {
      customerId: target.customerId,
      event: { id: event.id, type: event.type },
    });
    if (outcome === "applied" && event.type === "invoice.payment_failed") {
      await queuePaymentFailedMail(this.db, target.member.id, event.id);
      await this.failedPayment(target.member, event.data.object as Stripe.Invoice);
    }
    return outcome;
  }

  async reconcile(member: Member, options: { force?: boolean } = {}): Promise<void> {
    const row = await this.subscriberCache.find(member.id);
    if (!isStale(row, options.force ?? false)) return;
    const customerIds = row?.customerId ? [row.customerId] : await this.customersByEmail(member);
    const { snapshot, customerId } = await this.snapshotFor(customerIds);
    await this.apply(member, snapshot, { customerId: customerId ?? customerIds[0] });
  }

  isSettled(row: SubscriberRow | undefined): boolean {
    return !isStale(row, false);
  }

  async pause(member: Member, months: PauseMonths): Promise<void> {
    const { row, subscriptionId } = await this.ownSubscription(member);
    // The same rules as test mode: not during a trial, not while a payment fails.
    const planned = pauseFor(months)(snapshotOf(row), new Date());
    const resumesAt = Math.floor((planned.resumesAt as Date).getTime() / 1000);
    await this.call("pause the subscription", () =>
      this.stripe.subscriptions.update(subscriptionId, {
        pause_collection: { behavior: "void", resumes_at: resumesAt },
      }),
    );
    await this.refresh(member, row.customerId);
  }

  async resumeMembership(member: Member): Promise<void> {
    const { row, subscriptionId } = await this.ownSubscription(member);
    const change =
      row.status === "paused" ? { pause_collection: "" as const } : { cancel_at_period_end: false };
    await this.call("resume the subscription", () =>
      this.stripe.subscriptions.update(subscriptionId, change),
    );
    await this.refresh(member, row.customerId);
  }

  async cancel(member: Member, request: CancelRequest): Promise<void> {
    const { row, subscriptionId } = await this.ownSubscription(member);
    const cancellation_details = {
      ...(request.reason ? { feedback: request.reason } : {}),
      ...(request.note ? { comment: request.note } : {}),
    };
    if (request.when === "now" || row.status === "paused") {
      await this.call("cancel the subscription", () =>
        this.stripe.subscriptions.cancel(subscriptionId, { cancellation_details }),
      );
    } else {
      await this.call("cancel the subscription", () =>
        this.stripe.subscriptions.update(subscriptionId, {
          cancel_at_period_end: true,
          cancellation_details,
        }),
      );
    }
    await this.refresh(member, row.customerId);
    await recordCancellation(this.db, { userId: member.id, subscriptionId, ...request });
  }

  /** Stripe resumes on `resumes_at` itself; the job makes sure, then reads the subscription back. */
  async resumeDue(member: Member, resumesAt: Date): Promise<void> {
    const { row, subscriptionId } = await this.ownSubscription(member);
    const subscription = await this.call("read the subscription", () =>
      this.stripe.subscriptions.retrieve(subscriptionId),
    );
    const due = subscription.pause_collection?.resumes_at;
    if (due && due * 1000 <= Math.max(Date.now(), resumesAt.getTime())) {
      await this.call("resume the subscription", () =>
        this.stripe.subscriptions.update(subscriptionId, { pause_collection: "" }),
      );
    }
    await this.refresh(member, row.customerId);
  }

  /** A coupon for the offer's terms, and a promotion code with the offer's code that checkout applies. */
  async createOffer(offer: OfferRow) {
    if (offer.kind === "free_days") return { stripeCouponId: null, stripePromotionCodeId: null };
    const coupon = await this.call("create a coupon", () =>
      this.stripe.coupons.create({
        ...(offer.kind === "percent"
          ? { percent_off: offer.value }
          : { amount_off: offer.value * 100, currency: "usd" }),
        duration: offer.duration as "once" | "repeating" | "forever",
        ...(offer.duration === "repeating" ? { duration_in_months: offer.months ?? 1 } : {}),
        ...(offer.maxRedemptions ? { max_redemptions: offer.maxRedemptions } : {}),
        ...(offer.expiresOn
          ? { redeem_by: Math.floor(Date.parse(`${offer.expiresOn}T23:59:59Z`) / 1000) }
          : {}),
        name: offer.code,
        metadata: { offer_code: offer.code },
      }),
    );
    const promotion = await this.call("create a promotion code", () =>
      this.stripe.promotionCodes.create({
        promotion: { type: "coupon", coupon: coupon.id },
        code: offer.code,
        metadata: { offer_code: offer.code },
      }),
    );
    return { stripeCouponId: coupon.id, stripePromotionCodeId: promotion.id };
  }

  async endOffer(offer: OfferRow): Promise<void> {
    const id = offer.stripePromotionCodeId;
    if (!id) return;
    await this.call("end a promotion code", () => this.stripe.promotionCodes.update(id, { active: false }));
  }

  /** A refund of the payment's intent; the idempotency key makes a retried request refund once. */
  async refund(payment: PaymentRow, amountCents: number, idempotencyKey: string): Promise<void> {
    const intent = payment.providerRef;
    if (!intent?.startsWith("pi_")) {
      throw httpError(
        409,
        "This payment has no Stripe payment to refund here; refund it in Stripe's dashboard.",
      );
    }
    await this.call("refund a payment", () =>
      this.stripe.refunds.create(
        { payment_intent: intent, amount: amountCents, metadata: { payment_id: payment.id } },
        { idempotencyKey },
      ),
    );
  }

  /** Stripe Checkout in `payment` mode: the gift is paid once, for its whole length. */
  async createGiftCheckout(buyer: Member, gift: GiftRow): Promise<UrlResponse> {
    const row = await this.subscriberCache.find(buyer.id);
    const customer = await this.customerFor(buyer, row?.customerId ?? null);
    const plan = planByKey(gift.plan as Plan["key"]);
    const session = await this.call("create a checkout session", () =>
      this.stripe.checkout.sessions.create({
        mode: "payment",
        customer,
        client_reference_id: buyer.id,
        line_items: [
          {
            price_data: {
              currency: "usd",
              unit_amount: gift.amountCents,
              product_data: { name: `Gift: ${gift.months} months of ${plan.name}` },
            },
            quantity: 1,
          },
        ],
        metadata: { user_id: buyer.id, gift_id: gift.id },
        ...this.taxOptions(),
        success_url: `${this.config.publicUrl}${paths.billing}?checkout_session={CHECKOUT_SESSION_ID}`,
        cancel_url: `${this.config.publicUrl}${paths.billing}`,
      }),
    );
    if (!session.url)
      throw httpError(502, "The payment service did not give a checkout page. Please try again.");
    return { url: session.url };
  }

  /** Writes Stripe's view, except over a gift that Stripe knows nothing of (it is ours alone). */
  private async apply(
    member: Member,
    snapshot: SubscriptionSnapshot,
    options: Parameters<typeof applySnapshot>[4],
  ): Promise<"applied" | "duplicate"> {
    const row = await this.subscriberCache.find(member.id);
    const giftLive =
      row?.status === "gift" && row.subscribed && (row.subscriptionEnd?.getTime() ?? 0) > Date.now();
    const stripeGrants =
      snapshot.plan !== null && ["active", "trialing", "past_due"].includes(snapshot.status);
    if (giftLive && !stripeGrants && snapshot.status !== "paused") return "applied";
    const outcome = await applySnapshot(this.db, this.subscriberCache, member, snapshot, options);
    if (outcome === "applied" && snapshot.offer)
      await claimRedemption(this.db, snapshot.offer.code, member.id, { enforceLimit: false });
    return outcome;
  }

  private async refresh(member: Member, customerId: string) {
    const { snapshot } = await this.snapshotFor([customerId]);
    await this.apply(member, snapshot, { customerId });
  }

  /** Her Stripe subscription, or a 409 when she has none to change. */
  private async ownSubscription(member: Member) {
    const row = await this.subscriberCache.find(member.id);
    if (!row?.subscriptionId || !row.customerId || row.subscriptionId.startsWith("gift_")) {
      throw httpError(409, "You have no active subscription to change.");
    }
    return { row: { ...row, customerId: row.customerId }, subscriptionId: row.subscriptionId };
  }

  /**
   * Stripe's notice of the next invoice (`invoice.upcoming`, sent days ahead): when her card expires before it
   * is charged, she gets one card-expiring mail for that card (issue #26).
   */
  private async cardCheck(event: Stripe.Event): Promise<WebhookOutcome> {
    const invoice = event.data.object as Stripe.Invoice;
    const customerId = customerIdOf(invoice.customer as string | { id: string } | null);
    if (!customerId) return "ignored";
    const member = await this.memberOfCustomer(customerId);
    if (!member) return "ignored";
    const customer = await this.call("read a customer", () =>
      this.stripe.customers.retrieve(customerId, { expand: ["invoice_settings.default_payment_method"] }),
    );
    if (customer.deleted) return "ignored";
    const method = customer.invoice_settings?.default_payment_method;
    const card = typeof method === "object" && method ? method.card : null;
    const chargedAt = (invoice.next_payment_attempt ?? invoice.period_end ?? 0) * 1000;
    if (!card || !chargedAt) return "ignored";
    // A card is good through the last day of its expiry month.
    const expiresAfter = Date.UTC(card.exp_year, card.exp_month, 1);
    if (expiresAfter > chargedAt) return "ignored";
    if (!(await this.firstDelivery(event))) return "duplicate";
    await queueCardExpiringMail(this.db, member.id, `${card.exp_month}/${card.exp_year}`);
    return "applied";
  }

  /**
   * A paid invoice (a first bill, a renewal, a proration): her payment, once per invoice, named as her plan
   * is (docs/architecture.md, "Payments"). A trial's invoice of 0 is no payment.
   */
  private async invoicePaid(event: Stripe.Event): Promise<WebhookOutcome> {
    const invoice = event.data.object as Stripe.Invoice;
    const customerId = customerIdOf(invoice.customer as string | { id: string } | null);
    const member = customerId ? await this.memberOfCustomer(customerId) : null;
    if (!member || !invoice.id || invoice.amount_paid <= 0) return "ignored";
    if (!(await this.firstDelivery(event))) return "duplicate";
    const paidAt = invoice.status_transitions?.paid_at ?? invoice.created;
    await recordPayment(this.db, {
      userId: member.id,
      at: new Date(paidAt * 1000),
      kind: "plan",
      description: planDescription(snapshotOf(await this.subscriberCache.find(member.id))),
      amountCents: invoice.amount_paid,
      status: "paid",
      testMode: false,
      providerRef: paymentIntentOf(invoice) ?? invoice.id,
    });
    return "applied";
  }

  /** A renewal Stripe could not charge: a failed payment in her list, once per invoice attempt. */
  private async failedPayment(member: Member, invoice: Stripe.Invoice) {
    if (!invoice.id || invoice.amount_due <= 0) return;
    await recordPayment(this.db, {
      userId: member.id,
      at: new Date(invoice.created * 1000),
      kind: "plan",
      description: planDescription(snapshotOf(await this.subscriberCache.find(member.id))),
      amountCents: invoice.amount_due,
      status: "failed",
      testMode: false,
      providerRef: `${invoice.id}:failed:${invoice.attempt_count ?? 1}`,
    });
  }

  /** Records the event; false when it was delivered before (a replay changes nothing). */
  private async firstDelivery(event: Stripe.Event): Promise<boolean> {
    const recorded = await this.db
      .insert(billingEvents)
      .values({ id: event.id, type: event.type })
      .onConflictDoNothing()
      .returning({ id: billingEvents.id });
    return recorded.length > 0;
  }

  /** A paid gift's checkout: recorded as an event (a replay changes nothing) and the gift marked paid. */
  private async giftPaid(event: Stripe.Event, giftId: string): Promise<WebhookOutcome> {
    if (!(await this.firstDelivery(event))) return "duplicate";
    await markGiftPaid(this.db, giftId, giftPayment(event.data.object as Stripe.Checkout.Session));
    return "applied";
  }

  async endSubscription(member: Member): Promise<void> {
    const row = await this.subscriberCache.find(member.id);
    if (!row?.customerId) return;
    const customer = row.customerId;
    const subscriptions = await this.call("list subscriptions", () =>
      this.stripe.subscriptions.list({ customer, status: "all", limit: 20 }),
    );
    const live = subscriptions.data.filter((s) => !["canceled", "incomplete_expired"].includes(s.status));
    for (const subscription of live) {
      await this.call("cancel the subscription", () => this.stripe.subscriptions.cancel(subscription.id));
    }
  }

  /**
   * STRIPE_AUTOMATIC_TAX=1: Stripe Tax works out the tax in Checkout from the address she gives there (saved on
   * her customer for renewals). Without it the checkout is as before.
   */
  private taxOptions() {
    if (!this.config.stripe.automaticTax) return {};
    return {
      automatic_tax: { enabled: true },
      billing_address_collection: "required" as const,
      customer_update: { address: "auto" as const, name: "auto" as const },
    };
  }

  private returnUrl() {
    return `${this.config.publicUrl}${paths.billing}`;
  }

  private async portalSwitch(customer: string, subscriptionId: string, price: string): Promise<UrlResponse> {
    const subscription = await this.call("read the subscription", () =>
      this.stripe.subscriptions.retrieve(subscriptionId),
    );
    const item = subscription.items.data[0];
    if (!item) throw httpError(409, "Your subscription has no plan to switch.");
    const session = await this.call("open the billing portal", () =>
      this.stripe.billingPortal.sessions.create({
        customer,
        return_url: this.returnUrl(),
        flow_data: {
          type: "subscription_update_confirm",
          subscription_update_confirm: {
            subscription: subscriptionId,
            items: [{ id: item.id, price, quantity: 1 }],
          },
          after_completion: { type: "redirect", redirect: { return_url: this.returnUrl() } },
        },
      }),
    );
    return { url: session.url };
  }

  /** The member's Stripe customer: created once (idempotently), then reused. */
  private async customerFor(member: Member, known: string | null): Promise<string> {
    if (known) return known;
    const customer = await this.call("create a customer", () =>
      this.stripe.customers.create(
        { email: member.email, name: member.name, metadata: { user_id: member.id } },
        { idempotencyKey: `customer-${member.id}` },
      ),
    );
    await rememberCustomer(this.db, this.subscriberCache, member, customer.id);
    return customer.id;
  }

  /** Customers a payment link created for this (verified) address, not claimed by another member. */
  private async customersByEmail(member: Member): Promise<string[]> {
    const customers = await this.call("look up customers", () =>
      this.stripe.customers.list({ email: member.email, limit: 10 }),
    );
    return customers.data
      .filter((customer) => !customer.metadata?.user_id || customer.metadata.user_id === member.id)
      .map((customer) => customer.id);
  }

  /** The member's subscription across `customerIds`, and the customer it belongs to. */
  private async snapshotFor(customerIds: string[]) {
    if (customerIds.length === 0) return { snapshot: noSubscription, customerId: null };
    const lists = await Promise.all(
      customerIds.map((customer) =>
        this.call("list subscriptions", () =>
          this.stripe.subscriptions.list({ customer, status: "all", limit: 20 }),
        ),
      ),
    );
    return bestSnapshot(
      this.prices,
      lists.flatMap((list) => list.data),
    );
  }

  private async seen(eventId: string): Promise<boolean> {
    const [row] = await this.db
      .select({ id: billingEvents.id })
      .from(billingEvents)
      .where(eq(billingEvents.id, eventId))
      .limit(1);
    return Boolean(row);
  }

  /** Whose subscription an event is about: the checkout's member, or the customer's. */
  private async targetOf(event: Stripe.Event): Promise<{ member: Member; customerId: string } | null> {
    const object = event.data.object as {
      customer?: string | { id: string } | null;
      client_reference_id?: string | null;
      mode?: string;
      metadata?: Record<string, string> | null;
    };
    if (event.type === "checkout.session.completed" && object.mode !== "subscription") return null;
    const customerId = customerIdOf(object.customer);
    if (!customerId) return null;
    const named = [object.client_reference_id, object.metadata?.user_id].filter((id): id is string => !!id);
    const hinted = named[0];
    const hintedMember = hinted ? await memberById(this.db, hinted) : null;
    if (hintedMember) {
      // docs/security.md, "Where each defence lives": an event may only name the member its customer belongs to. A
      // payment link's client_reference_id is written by whoever opens the link, so a stranger's
      // payment naming her must not bind his customer to her account.
      const consistent = named.every((id) => id === hintedMember.id);
      if (!consistent || !(await this.customerBelongsTo(customerId, hintedMember))) {
        console.warn(`[billing] ${event.type} ${event.id}: names a member its customer is not hers; refused`);
        return null;
      }
      return { member: hintedMember, customerId };
    }
    const member = await this.memberOfCustomer(customerId);
    return member ? { member, customerId } : null;
  }

  /**
   * Whether the Stripe customer is this member's: the one we stored for her (and no one else), one our
   * checkout created for her (its metadata names her), or a payment link's customer under her address.
   */
  private async customerBelongsTo(customerId: string, member: Member): Promise<boolean> {
    const row = await findSubscriberByCustomer(this.db, customerId);
    if (row) return row.userId === member.id;
    const customer = await this.call("read a customer", () => this.stripe.customers.retrieve(customerId));
    if (customer.deleted) return false;
    if (customer.metadata?.user_id) return customer.metadata.user_id === member.id;
    const verified = customer.email ? await memberByVerifiedEmail(this.db, customer.email) : null;
    return verified?.id === member.id;
  }

  private async memberOfCustomer(customerId: string): Promise<Member | null> {
    const row = await findSubscriberByCustomer(this.db, customerId);
    if (row) return memberById(this.db, row.userId);
    const customer = await this.call("read a customer", () => this.stripe.customers.retrieve(customerId));
    if (customer.deleted) return null;
    if (customer.metadata?.user_id) return memberById(this.db, customer.metadata.user_id);
    return customer.email ? memberByVerifiedEmail(this.db, customer.email) : null;
  }

  /** A Stripe failure becomes a clean 502 (logged); a missing object a 404. Nothing is written. */
  private async call<T>(what: string, request: () => Promise<T>): Promise<T> {
    try {
      return await request();
    } catch (error) {
      if (error instanceof Stripe.errors.StripeInvalidRequestError && error.statusCode === 404) {
        throw httpError(404, "The payment service has no such record.");
      }
      console.error(`[billing] Stripe could not ${what}:`, error instanceof Error ? error.message : error);
      throw httpError(502, "The payment service did not answer. Please try again in a moment.");
    }
  }
}
