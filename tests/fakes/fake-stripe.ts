import { createServer, type IncomingMessage, type ServerResponse } from "node:http";
import type { AddressInfo } from "node:net";

// A fake of the slice of Stripe's HTTP API the app uses, so the real `stripe` SDK runs against it
// (STRIPE_API_BASE) with no network: customers, Checkout Sessions (subscription and payment mode),
// subscriptions (pause_collection, cancellation_details), coupons, promotion codes, portal sessions.
// Tests drive what happens "at Stripe" through the methods below and sign webhooks themselves.

type Json = Record<string, unknown>;
type Form = { [key: string]: string | Form };

export interface FakeSubscription {
  id: string;
  object: "subscription";
  customer: string;
  status: string;
  created: number;
  cancel_at_period_end: boolean;
  cancel_at: number | null;
  trial_end: number | null;
  metadata: Record<string, string>;
  items: { object: "list"; data: Json[] };
  pause_collection: { behavior: string; resumes_at: number | null } | null;
  cancellation_details: { feedback: string | null; comment: string | null; reason: string | null } | null;
  discounts: string[];
}

export interface FakeCheckoutSession {
  id: string;
  object: "checkout.session";
  mode: string;
  status: "open" | "complete" | "expired";
  customer: string | null;
  client_reference_id: string | null;
  subscription: string | null;
  url: string;
  success_url: string;
  cancel_url: string;
  metadata: Record<string, string>;
  payment_status: "paid" | "unpaid";
  amount_total: number | null;
  /** Set once a payment-mode session is paid. */
  payment_intent: string | null;
  /** Not part of Stripe's answer shape, kept for the test to read. */
  price: string;
  trial_period_days: number | null;
  promotion_code: string | null;
}

export interface RecordedRequest {
  method: string;
  path: string;
  body: Form;
}

const DAY = 24 * 60 * 60;
const nowSeconds = () => Math.floor(Date.now() / 1000);

/** `a[b][0][c]=1` → { a: { b: { 0: { c: "1" } } } }: Stripe's form encoding, arrays as index keys. */
function parseForm(text: string): Form {
  const root: Form = {};
  for (const [key, value] of new URLSearchParams(text)) {
    const parts = key.replace(/\]/g, "").split("[");
    let node = root;
    const last = parts.pop() as string;
    for (const part of parts) {
      if (typeof node[part] !== "object") node[part] = {};
      node = node[part] as Form;
    }
    node[last] = value;
  }
  return root;
}

const str = (value: unknown) => (typeof value === "string" ? value : undefined);
const obj = (value: unknown) => (value && typeof value === "object" ? (value as Form) : {});
const metadataOf = (value: unknown) => ({ ...obj(value) }) as Record<string, string>;

export class FakeStripe {
  readonly customers = new Map<string, Json>();
  readonly sessions = new Map<string, FakeCheckoutSession>();
  readonly subscriptions = new Map<string, FakeSubscription>();
  readonly portalSessions: Json[] = [];
  /** Paid payment intents and their amounts, and the refunds made against them. */
  readonly paymentIntents = new Map<string, number>();
  readonly refunds: { id: string; amount: number; payment_intent: string; status: string }[] = [];
  readonly coupons = new Map<string, Json>();
  readonly promotionCodes = new Map<string, Json>();
  readonly requests: RecordedRequest[] = [];
  /** "error": every request answers 500; "hang": no request is answered. */
  mode: "ok" | "error" | "hang" = "ok";
  url = "";
  private counter = 0;
  private readonly idempotent = new Map<string, Json>();
  private readonly hanging: ServerResponse[] = [];
  private readonly server = createServer((req, res) => void this.handle(req, res));

  async start(): Promise<this> {
    await new Promise<void>((resolve) => this.server.listen(0, "127.0.0.1", resolve));
    this.url = `http://127.0.0.1:${(this.server.address() as AddressInfo).port}`;
    return this;
  }

  async close() {
    for (const res of this.hanging) res.destroy();
    this.server.closeAllConnections();
    await new Promise((resolve) => this.server.close(resolve));
  }

  private id(prefix: string) {
    this.counter += 1;
    return `${prefix}_fake${this.counter}`;
  }

  // ---- What happens at Stripe, driven by the test ----

  createCustomer(fields: { email: string; name?: string; metadata?: Record<string, string> }): Json {
    const customer = { id: this.id("cus"), object: "customer", metadata: {}, ...fields };
    this.customers.set(customer.id, customer);
    return customer;
  }

  createSubscription(options: {
    customer: string;
    price: string;
    status?: string;
    trialDays?: number | null;
    metadata?: Record<string, string>;
  }): FakeSubscription {
    const trialEnd = options.trialDays ? nowSeconds() + options.trialDays * DAY : null;
    const subscription: FakeSubscription = {
      id: this.id("sub"),
      object: "subscription",
      customer: options.customer,
      status: options.status ?? (trialEnd ? "trialing" : "active"),
      created: nowSeconds() + this.counter,
      cancel_at_period_end: false,
      cancel_at: null,
      trial_end: trialEnd,
      metadata: options.metadata ?? {},
      items: { object: "list", data: [] },
      pause_collection: null,
      cancellation_details: null,
      discounts: [],
    };
    this.setPrice(subscription, options.price, trialEnd ?? nowSeconds() + 30 * DAY);
    this.subscriptions.set(subscription.id, subscription);
    return subscription;
  }

  /** The buyer pays a one-time (payment mode) checkout, e.g. a gift. */
  completePayment(sessionId: string): FakeCheckoutSession {
    const session = this.sessions.get(sessionId);
    if (session?.mode !== "payment") throw new Error(`no open payment session ${sessionId}`);
    session.status = "complete";
    session.payment_status = "paid";
    session.payment_intent = this.id("pi");
    this.paymentIntents.set(session.payment_intent, session.amount_total ?? 0);
    return session;
  }

  /** The member pays on the hosted checkout page. */
  completeCheckout(sessionId: string): { session: FakeCheckoutSession; subscription: FakeSubscription } {
    const session = this.sessions.get(sessionId);
    if (!session?.customer) throw new Error(`no open checkout session ${sessionId}`);
    const subscription = this.createSubscription({
      customer: session.customer,
      price: session.price,
      trialDays: session.trial_period_days,
      metadata: session.metadata,
    });
    if (session.promotion_code) subscription.discounts = [`di_${session.promotion_code}`];
    session.status = "complete";
    session.payment_status = "paid";
    session.subscription = subscription.id;
    return { session, subscription };
  }

  updateSubscription(id: string, patch: Partial<FakeSubscription> & { price?: string; periodEnd?: number }) {
    const subscription = this.subscriptions.get(id);
    if (!subscription) throw new Error(`no subscription ${id}`);
    const { price, periodEnd, ...fields } = patch;
    Object.assign(subscription, fields);
    const item = subscription.items.data[0] as Json;
    if (price || periodEnd) {
      this.setPrice(
        subscription,
        price ?? (obj(item.price).id as string),
        periodEnd ?? (item.current_period_end as number),
      );
    }
    return subscription;
  }

  private setPrice(subscription: FakeSubscription, price: string, periodEnd: number) {
    const existing = subscription.items.data[0];
    subscription.items.data = [
      {
        id: existing?.id ?? this.id("si"),
        object: "subscription_item",
        price: {
          id: price,
          object: "price",
          recurring: { interval: price.includes("annual") ? "year" : "month" },
        },
        quantity: 1,
        current_period_start: nowSeconds(),
        current_period_end: periodEnd,
      },
    ];
  }

  /** A webhook event as Stripe sends it; the test signs and posts it. */
  event(type: string, object: object, id = this.id("evt")): Json {
    return {
      id,
      object: "event",
      type,
      api_version: "2026-08-26.dahlia",
      created: nowSeconds(),
      livemode: false,
      pending_webhooks: 1,
      request: { id: null, idempotency_key: null },
      data: { object: structuredClone(object) },
    };
  }

  countRequests(method: string, path: string) {
    return this.requests.filter((request) => request.method === method && request.path === path).length;
  }

  // ---- The HTTP API ----

  private async handle(req: IncomingMessage, res: ServerResponse) {
    const chunks: Buffer[] = [];
    for await (const chunk of req) chunks.push(chunk as Buffer);
    const url = new URL(req.url ?? "/", "http://fake");
    const method = req.method ?? "GET";
    // GET and DELETE carry their parameters in the query; a POST in its form body.
    const body =
      method === "POST" ? parseForm(Buffer.concat(chunks).toString()) : parseForm(url.search.slice(1));
    this.requests.push({ method, path: url.pathname, body });

    if (this.mode === "hang") {
      this.hanging.push(res);
      return;
    }
    if (this.mode === "error") return this.send(res, 500, this.error("api_error", "Fake Stripe is down."));
    if (!req.headers.authorization?.startsWith("Bearer sk_test_")) {
      return this.send(res, 401, this.error("invalid_request_error", "Invalid API key."));
    }
    const key = req.headers["idempotency-key"];
    const cacheKey = typeof key === "string" && method === "POST" ? `${url.pathname}:${key}` : undefined;
    const cached = cacheKey ? this.idempotent.get(cacheKey) : undefined;
    if (cached) return this.send(res, 200, cached);

    const answer = this.route(method, url.pathname, body);
    if (!answer)
      return this.send(res, 404, this.error("invalid_request_error", "No such object.", "resource_missing"));
    if (cacheKey) this.idempotent.set(cacheKey, answer);
    this.send(res, 200, answer);
  }

  private route(method: string, path: string, body: Form): Json | undefined {
    const [, , resource, id, sub] = path.split("/"); // "", "v1", resource, id
    if (resource === "customers") {
      if (method === "POST" && !id) {
        return this.createCustomer({
          email: str(body.email) as string,
          name: str(body.name),
          metadata: metadataOf(body.metadata),
        });
      }
      if (method === "GET" && id) return this.customers.get(id);
      if (method === "GET") {
        const email = str(body.email);
        return this.list(
          [...this.customers.values()].filter((customer) => !email || customer.email === email),
        );
      }
    }
    if (resource === "checkout" && id === "sessions") {
      if (method === "POST" && !sub) return this.createSession(body);
      if (method === "GET" && sub) return this.sessionAnswer(this.sessions.get(sub));
    }
    if (resource === "subscriptions") {
      if (method === "GET" && id) return this.subscriptions.get(id) as Json | undefined;
      if (method === "POST" && id) return this.changeSubscription(id, body) as Json | undefined;
      if (method === "DELETE" && id) {
        const subscription = this.subscriptions.get(id);
        if (!subscription) return undefined;
        subscription.status = "canceled";
        subscription.pause_collection = null;
        if (body.cancellation_details) subscription.cancellation_details = this.details(body);
        return subscription as unknown as Json;
      }
      if (method === "GET") {
        const customer = str(body.customer);
        const status = str(body.status);
        return this.list(
          [...this.subscriptions.values()]
            .filter((subscription) => !customer || subscription.customer === customer)
            .filter((subscription) => status === "all" || subscription.status !== "canceled")
            .sort((a, b) => b.created - a.created),
        );
      }
    }
    if (resource === "coupons" && method === "POST" && !id) return this.createCoupon(body);
    if (resource === "refunds" && method === "POST" && !id) return this.createRefund(body);
    if (resource === "promotion_codes" && method === "POST") {
      if (!id) return this.createPromotionCode(body);
      const code = this.promotionCodes.get(id);
      if (code && str(body.active)) code.active = body.active === "true";
      return code;
    }
    if (resource === "billing_portal" && id === "sessions" && method === "POST") {
      const session = {
        id: this.id("bps"),
        object: "billing_portal.session",
        customer: str(body.customer),
        return_url: str(body.return_url),
        flow: body.flow_data ?? null,
        url: `https://billing.stripe.test/p/session/${this.counter}`,
      };
      if (!session.customer || !this.customers.has(session.customer)) return undefined;
      this.portalSessions.push(session);
      return session;
    }
    return undefined;
  }

  /** POST /v1/refunds: part or all of a paid payment intent, never more than is left of it. */
  private createRefund(body: Form): Json | undefined {
    const intent = str(body.payment_intent);
    const paid = intent ? this.paymentIntents.get(intent) : undefined;
    if (!intent || paid === undefined) return undefined;
    const before = this.refunds
      .filter((r) => r.payment_intent === intent)
      .reduce((sum, r) => sum + r.amount, 0);
    const amount = body.amount ? Number(body.amount) : paid - before;
    if (amount <= 0 || before + amount > paid) return undefined;
    const refund = {
      id: this.id("re"),
      object: "refund",
      amount,
      payment_intent: intent,
      status: "succeeded",
      metadata: metadataOf(body.metadata),
    };
    this.refunds.push(refund);
    return refund;
  }

  /** POST /v1/subscriptions/:id: pause or resume collection, cancel at period end, with the reason. */
  private changeSubscription(id: string, body: Form): FakeSubscription | undefined {
    const subscription = this.subscriptions.get(id);
    if (!subscription) return undefined;
    if (body.pause_collection === "") subscription.pause_collection = null;
    else if (typeof body.pause_collection === "object") {
      const pause = body.pause_collection;
      subscription.pause_collection = {
        behavior: str(pause.behavior) ?? "void",
        resumes_at: pause.resumes_at ? Number(pause.resumes_at) : null,
      };
    }
    if (str(body.cancel_at_period_end))
      subscription.cancel_at_period_end = body.cancel_at_period_end === "true";
    if (body.cancellation_details) subscription.cancellation_details = this.details(body);
    if (body.metadata) subscription.metadata = { ...subscription.metadata, ...metadataOf(body.metadata) };
    return subscription;
  }

  private details(body: Form): FakeSubscription["cancellation_details"] {
    const details = obj(body.cancellation_details);
    return { feedback: str(details.feedback) || null, comment: str(details.comment) || null, reason: null };
  }

  private createCoupon(body: Form): Json {
    const coupon = {
      id: this.id("coupon"),
      object: "coupon",
      percent_off: body.percent_off ? Number(body.percent_off) : null,
      amount_off: body.amount_off ? Number(body.amount_off) : null,
      currency: str(body.currency) ?? null,
      duration: str(body.duration),
      duration_in_months: body.duration_in_months ? Number(body.duration_in_months) : null,
      max_redemptions: body.max_redemptions ? Number(body.max_redemptions) : null,
      redeem_by: body.redeem_by ? Number(body.redeem_by) : null,
      name: str(body.name) ?? null,
      metadata: metadataOf(body.metadata),
      valid: true,
    };
    this.coupons.set(coupon.id, coupon);
    return coupon;
  }

  private createPromotionCode(body: Form): Json | undefined {
    const promotion = obj(body.promotion);
    const coupon = str(promotion.coupon) ?? str(body.coupon);
    if (!coupon || !this.coupons.has(coupon)) return undefined;
    const code = {
      id: this.id("promo"),
      object: "promotion_code",
      code: str(body.code),
      active: true,
      promotion: { type: "coupon", coupon },
      metadata: metadataOf(body.metadata),
    };
    this.promotionCodes.set(code.id, code);
    return code;
  }

  private createSession(body: Form): Json | undefined {
    const customer = str(body.customer) ?? null;
    if (customer && !this.customers.has(customer)) return undefined;
    const lineItem = obj(obj(body.line_items)["0"]);
    const priceData = obj(lineItem.price_data);
    const promotionCode = str(obj(obj(body.discounts)["0"]).promotion_code) ?? null;
    if (promotionCode && this.promotionCodes.get(promotionCode)?.active !== true) return undefined;
    const subscriptionData = obj(body.subscription_data);
    const session: FakeCheckoutSession = {
      id: this.id("cs_test"),
      object: "checkout.session",
      mode: str(body.mode) ?? "payment",
      status: "open",
      customer,
      client_reference_id: str(body.client_reference_id) ?? null,
      subscription: null,
      url: "",
      success_url: str(body.success_url) ?? "",
      cancel_url: str(body.cancel_url) ?? "",
      metadata: { ...metadataOf(body.metadata), ...metadataOf(subscriptionData.metadata) },
      payment_status: "unpaid",
      payment_intent: null,
      amount_total: priceData.unit_amount ? Number(priceData.unit_amount) : null,
      promotion_code: promotionCode,
      price: str(lineItem.price) ?? "",
      trial_period_days: subscriptionData.trial_period_days
        ? Number(subscriptionData.trial_period_days)
        : null,
    };
    session.url = `https://checkout.stripe.test/c/pay/${session.id}`;
    this.sessions.set(session.id, session);
    return this.sessionAnswer(session);
  }

  private sessionAnswer(session: FakeCheckoutSession | undefined): Json | undefined {
    if (!session) return undefined;
    const { price: _price, trial_period_days: _trial, promotion_code: _code, ...answer } = session;
    return answer;
  }

  private list(data: unknown[]): Json {
    return { object: "list", data, has_more: false, url: "/v1/list" };
  }

  private error(type: string, message: string, code?: string): Json {
    return { error: { type, message, code } };
  }

  private send(res: ServerResponse, status: number, body: Json) {
    res.writeHead(status, { "content-type": "application/json", "request-id": `req_${this.counter}` });
    res.end(JSON.stringify(body));
  }
}

export function startFakeStripe(): Promise<FakeStripe> {
  return new FakeStripe().start();
}

/** The webhook secret the Stripe-mode test apps are configured with. */
export const FAKE_STRIPE_WEBHOOK_SECRET = "whsec_test_grace";

/** The settings of an app taking payments through Stripe, pointed at the fake at `url`. */
export function fakeStripeEnv(url: string): Record<string, string> {
  return {
    PAYMENT_PROVIDER: "stripe",
    STRIPE_SECRET_KEY: "sk_test_grace",
    STRIPE_WEBHOOK_SECRET: FAKE_STRIPE_WEBHOOK_SECRET,
    STRIPE_API_BASE: url,
    STRIPE_TIMEOUT_MS: "300",
    STRIPE_PRICE_FLOW_MONTHLY: "price_flow_monthly",
    STRIPE_PRICE_FLOW_ANNUAL: "price_flow_annual",
    STRIPE_PRICE_JOURNEY_MONTHLY: "price_journey_monthly",
    STRIPE_PRICE_JOURNEY_ANNUAL: "price_journey_annual",
    STRIPE_PRICE_COLLECTIVE_MONTHLY: "price_collective_monthly",
    STRIPE_PRICE_COLLECTIVE_ANNUAL: "price_collective_annual",
  };
}
