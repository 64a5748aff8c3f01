import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { SubscriptionState } from "../../src/domain/billing-api";
import { refusals } from "../../src/domain/billing-rules";
import { planByName } from "../../src/domain/plans";
import { type FakeStripe, fakeStripeEnv, startFakeStripe } from "../fakes/fake-stripe";
import { json, newMember } from "../support/billing-members";
import { deliverEvent } from "../support/stripe-events";
import { ADMIN_EMAIL, createTestApp, latestLink, ORIGIN, type TestApp } from "../support/test-app";
import { testDatabaseKinds } from "../support/test-databases";

// Issue #45 item 2 with Stripe (the real SDK against the fake Stripe API): each state × action pair through the
// API, as tests/integration/billing-states.test.ts does in test mode. A cell is the answer's code, for a
// checkout where it leads ("checkout": a new Stripe Checkout, a new charge; "portal": the plan change in
// Stripe's portal; "billing": her paused plan resumed, nothing bought), then her status, plan and
// "scheduled" for a cancel at the period's end; a refusal says why. Plan changes happen in Stripe's portal.

const states = ["none", "active", "scheduled", "paused", "gift", "comped"] as const;
const actions = [
  "subscribe own",
  "subscribe other",
  "pause",
  "resume",
  "cancel at end",
  "cancel now",
] as const;
type State = (typeof states)[number];
type Action = (typeof actions)[number];

const giftRefused = `409 ${refusals.gift}`;
const noSubscription = "409 You have no active subscription to change.";

const expected: Record<State, Record<Action, string>> = {
  none: {
    "subscribe own": "200 checkout none",
    "subscribe other": "200 checkout none",
    pause: noSubscription,
    resume: noSubscription,
    "cancel at end": noSubscription,
    "cancel now": noSubscription,
  },
  active: {
    "subscribe own": "409 You already have Grace Flow.",
    "subscribe other": "200 portal active flow",
    pause: "200 paused flow",
    resume: "200 active flow",
    "cancel at end": "200 active flow scheduled",
    "cancel now": "200 canceled",
  },
  scheduled: {
    "subscribe own": "409 You already have Grace Flow.",
    "subscribe other": "200 portal active flow scheduled",
    pause: `409 ${refusals.scheduledPause}`,
    resume: "200 active flow",
    "cancel at end": "200 active flow scheduled",
    "cancel now": "200 canceled",
  },
  paused: {
    "subscribe own": "200 billing active flow",
    "subscribe other": `409 ${refusals.pausedChange}`,
    pause: "409 Your membership is already paused.",
    resume: "200 active flow",
    "cancel at end": "200 canceled",
    "cancel now": "200 canceled",
  },
  gift: {
    "subscribe own": giftRefused,
    "subscribe other": giftRefused,
    pause: giftRefused,
    resume: giftRefused,
    "cancel at end": giftRefused,
    "cancel now": giftRefused,
  },
  comped: {
    "subscribe own": "409 You already have Grace Flow.",
    // Complimentary access is no subscription: a paid plan starts at Checkout.
    "subscribe other": "200 checkout comped flow",
    pause: noSubscription,
    resume: noSubscription,
    "cancel at end": noSubscription,
    "cancel now": noSubscription,
  },
};

describe.each(testDatabaseKinds)("every billing state × action with Stripe on %s", (kind) => {
  let t: TestApp;
  let stripe: FakeStripe;
  let admin: Awaited<ReturnType<typeof newMember>>;
  let n = 0;
  beforeAll(async () => {
    stripe = await startFakeStripe();
    t = await createTestApp(kind, fakeStripeEnv(stripe.url));
    admin = await newMember(t, ADMIN_EMAIL);
  });
  afterAll(async () => {
    await t.close();
    await stripe.close();
  });

  const post = (path: string, cookie: string, body: unknown = {}) =>
    t.request(path, { method: "POST", cookie, json: body, headers: { origin: ORIGIN } });
  const ok = async (res: Promise<Response>) => {
    const answered = await res;
    if (answered.status !== 200) throw new Error(`${answered.status} ${await answered.text()}`);
    return answered;
  };
  const deliver = (event: object) => deliverEvent(t, event);
  const sessionOf = async (res: Response) =>
    stripe.sessions.get((await json<{ url: string }>(res)).url.split("/").pop() as string);

  /** A new member brought to `state` through the API and Stripe's (fake) checkout and webhooks. */
  async function memberIn(state: State) {
    const member = await newMember(t, `walk-stripe-${kind}-${++n}@example.test`);
    if (["active", "scheduled", "paused"].includes(state)) {
      const res = await ok(post("/api/billing/checkout", member.cookie, { plan: "flow", isAnnual: false }));
      const { subscription } = stripe.completeCheckout((await sessionOf(res))?.id as string);
      stripe.updateSubscription(subscription.id, { status: "active" });
      await deliver(stripe.event("customer.subscription.updated", subscription));
    }
    if (state === "scheduled") {
      await ok(post("/api/billing/cancel", member.cookie, { when: "period_end" }));
    }
    if (state === "paused") await ok(post("/api/billing/pause", member.cookie, { months: 1 }));
    if (state === "gift") {
      const order = { plan: "journey", months: 3, recipientEmail: member.email };
      const session = await sessionOf(await ok(post("/api/gifts", member.cookie, order)));
      stripe.completePayment(session?.id as string);
      await deliver(stripe.event("checkout.session.completed", session as object));
      const code = new URL(latestLink(t, member.email, "gift="), ORIGIN).searchParams.get("gift");
      await ok(post("/api/gifts/redeem", member.cookie, { code }));
    }
    if (state === "comped") {
      await ok(post(`/api/admin/members/${member.id}/comp`, admin.cookie, { plan: "flow", until: null }));
    }
    return member;
  }

  async function press(member: { cookie: string }, action: Action, own: string, other: string) {
    if (action === "subscribe own" || action === "subscribe other") {
      const plan = action === "subscribe own" ? own : other;
      return post("/api/billing/checkout", member.cookie, { plan, isAnnual: false });
    }
    if (action === "pause") return post("/api/billing/pause", member.cookie, { months: 1 });
    if (action === "resume") return post("/api/billing/resume", member.cookie);
    const when = action === "cancel now" ? "now" : "period_end";
    return post("/api/billing/cancel", member.cookie, { when });
  }

  async function outcome(member: { cookie: string }, action: Action, res: Response) {
    if (res.status !== 200) return `${res.status} ${(await json(res)).error}`;
    let where = "";
    if (action.startsWith("subscribe")) {
      const url = new URL((await json<{ url: string }>(res)).url);
      where = url.hostname.startsWith("checkout.")
        ? " checkout"
        : url.hostname.startsWith("billing.")
          ? " portal"
          : ` ${url.pathname === "/billing/manage" ? "billing" : url.pathname}`;
    }
    const state = await json<SubscriptionState>(
      await t.request("/api/subscription", { cookie: member.cookie }),
    );
    const plan = state.subscription_tier ? ` ${planByName(state.subscription_tier)?.key}` : "";
    return `200${where} ${state.status}${plan}${state.cancel_at_period_end ? " scheduled" : ""}`;
  }

  for (const state of states) {
    it(`from ${state}`, async () => {
      const cells: Record<string, string> = {};
      for (const action of actions) {
        const member = await memberIn(state);
        const own = state === "gift" ? "journey" : "flow";
        const other = state === "gift" ? "collective" : "journey";
        cells[action] = await outcome(member, action, await press(member, action, own, other));
      }
      expect(cells).toEqual(expected[state]);
    });
  }
});
