import { eq } from "drizzle-orm";
import Stripe from "stripe";
import type { UrlResponse } from "../../domain/billing-api";
import type { Plan } from "../../domain/plans";
import { TRIAL_DAYS } from "../../domain/plans";
import { paths } from "../../domain/routes";
import type { Config } from "../config";
import type { Db } from "../db/client";
import { billingEvents } from "../db/schema";
import { httpError } from "../http/errors";
import { queuePaymentFailedMail } from "./lifecycle-jobs";
import { memberById, memberByVerifiedEmail } from "./member-lookup";
import type { BillingProvider, WebhookOutcome } from "./provider";
import { isStale } from "./reconcile-policy";
import { bestSnapshot, customerIdOf, priceKey, type StripePrices } from "./stripe-subscriptions";
import {
  applySnapshot,
  findSubscriber,
  findSubscriberByCustomer,
  type Member,
  markCheckoutPending,
  noSubscription,
  rememberCustomer,
} from "./subscription-state";

const HANDLED_EVENTS = new Set([
  "checkout.session.completed",
  "customer.subscription.created",
  "customer.subscription.updated",
  "customer.subscription.deleted",
  "invoice.payment_failed",
]);

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
    private readonly config: Config,
  ) {
    this.stripe = stripeClient(config);
    this.prices = config.stripe.prices;
  }

  async createCheckout(member: Member, plan: Plan, isAnnual: boolean): Promise<UrlResponse> {
    const price = this.prices[priceKey(plan.key, isAnnual)] as string;
    const row = await findSubscriber(this.db, member.id);
    if (row?.subscribed && row.subscriptionId && row.customerId) {
      // A second subscription would bill twice: a member with a plan switches it in the portal.
      return this.portalSwitch(row.customerId, row.subscriptionId, price);
    }
    const customer = await this.customerFor(member, row?.customerId ?? null);
    const session = await this.call("create a checkout session", () =>
      this.stripe.checkout.sessions.create({
        mode: "subscription",
        customer,
        client_reference_id: member.id,
        line_items: [{ price, quantity: 1 }],
        subscription_data: {
          // spec §9's 7-day trial, once per member: a returning member pays from today.
          ...(row?.trialUsedAt ? {} : { trial_period_days: TRIAL_DAYS }),
          metadata: { user_id: member.id },
        },
        metadata: { user_id: member.id },
        success_url: `${this.config.publicUrl}${paths.billing}?checkout_session={CHECKOUT_SESSION_ID}`,
        cancel_url: `${this.config.publicUrl}${paths.pricing}`,
      }),
    );
    if (!session.url)
      throw httpError(502, "The payment service did not give a checkout page. Please try again.");
    await markCheckoutPending(this.db, member);
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
    const customerId = customerIdOf(session.customer);
    if (!customerId) throw httpError(409, "This checkout has no customer yet.");
    const { snapshot } = await this.snapshotFor([customerId]);
    await applySnapshot(this.db, member, snapshot, { customerId, cause: "checkout" });
  }

  async createPortal(member: Member): Promise<UrlResponse> {
    const row = await findSubscriber(this.db, member.id);
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
    const target = await this.targetOf(event);
    if (!target) {
      console.warn(`[billing] ${event.type} ${event.id}: no member for this customer; ignored`);
      return "ignored";
    }
    // Re-read from Stripe rather than trust the event's copy, so arrival order does not matter.
    const { snapshot } = await this.snapshotFor([target.customerId]);
    const outcome = await applySnapshot(this.db, target.member, snapshot, {
      customerId: target.customerId,
      event: { id: event.id, type: event.type },
    });
    if (outcome === "applied" && event.type === "invoice.payment_failed") {
      await queuePaymentFailedMail(this.db, target.member.id, event.id);
    }
    return outcome;
  }

  async reconcile(member: Member, options: { force?: boolean } = {}): Promise<void> {
    const row = await findSubscriber(this.db, member.id);
    if (!isStale(row, options.force ?? false)) return;
    const customerIds = row?.customerId ? [row.customerId] : await this.customersByEmail(member);
    const { snapshot, customerId } = await this.snapshotFor(customerIds);
    await applySnapshot(this.db, member, snapshot, { customerId: customerId ?? customerIds[0] });
  }

  async endSubscription(member: Member): Promise<void> {
    const row = await findSubscriber(this.db, member.id);
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
    await rememberCustomer(this.db, member, customer.id);
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
    const hinted = object.client_reference_id ?? object.metadata?.user_id;
    const member =
      (hinted && (await memberById(this.db, hinted))) || (await this.memberOfCustomer(customerId));
    return member ? { member, customerId } : null;
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
