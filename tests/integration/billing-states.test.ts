import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { SubscriptionState } from "../../src/domain/billing-api";
import { refusals } from "../../src/domain/billing-rules";
import { planByName } from "../../src/domain/plans";
import { advanceClock } from "../../src/server/billing/local-subscription";
import { transitionSubscription } from "../../src/server/billing/subscription-state";
import { gifts } from "../../src/server/db/schema";
import { json, newMember, subscriberRow } from "../support/billing-members";
import { ADMIN_EMAIL, createTestApp, ORIGIN, type TestApp } from "../support/test-app";
import { testDatabaseKinds } from "../support/test-databases";

// Issue #45 item 2: every (state × action) pair of docs/architecture.md's state machine, walked through the API
// in test mode on both databases. Each cell says what she got back and what her subscription became: the
// answer's code, then her status, her plan, "scheduled" for a cancel at the period's end and "new" when a new
// subscription (a new charge) began. A refusal also says why.

const DAY = 24 * 60 * 60 * 1000;

const states = ["none", "trialing", "active", "scheduled", "paused", "gift", "comped", "canceled"] as const;
const actions = [
  "subscribe own",
  "subscribe other",
  "change",
  "pause",
  "resume",
  "cancel at end",
  "cancel now",
] as const;
type State = (typeof states)[number];
type Action = (typeof actions)[number];

const giftRefused = `409 ${refusals.gift}`;
const noSubscription = "409 You have no active subscription to change.";

/** Her plan in each state is Grace Flow (a gift: Grace Journey); "other" is the next plan up. */
const expected: Record<State, Record<Action, string>> = {
  none: {
    "subscribe own": "200 trialing flow new",
    "subscribe other": "200 trialing journey new",
    change: noSubscription,
    pause: noSubscription,
    resume: noSubscription,
    "cancel at end": noSubscription,
    "cancel now": noSubscription,
  },
  trialing: {
    "subscribe own": "409 You already have Grace Flow.",
    // A member with a plan is sent to the plan change, which she confirms there ("change").
    "subscribe other": "200 trialing flow",
    change: "200 trialing journey",
    pause: "409 A pause starts after your free trial. During the trial, cancelling costs nothing.",
    resume: "200 trialing flow",
    "cancel at end": "200 trialing flow scheduled",
    "cancel now": "200 canceled",
  },
  active: {
    "subscribe own": "409 You already have Grace Flow.",
    "subscribe other": "200 active flow",
    change: "200 active journey",
    pause: "200 paused flow",
    resume: "200 active flow",
    "cancel at end": "200 active flow scheduled",
    "cancel now": "200 canceled",
  },
  scheduled: {
    "subscribe own": "409 You already have Grace Flow.",
    "subscribe other": "200 active flow scheduled",
    change: "200 active journey scheduled",
    pause: `409 ${refusals.scheduledPause}`,
    resume: "200 active flow",
    "cancel at end": "200 active flow scheduled",
    "cancel now": "200 canceled",
  },
  paused: {
    // Her own plan comes back instead of being bought again.
    "subscribe own": "200 active flow",
    "subscribe other": `409 ${refusals.pausedChange}`,
    change: `409 ${refusals.pausedChange}`,
    pause: "409 Your membership is already paused.",
    resume: "200 active flow",
    "cancel at end": "200 canceled",
    "cancel now": "200 canceled",
  },
  gift: {
    "subscribe own": giftRefused,
    "subscribe other": giftRefused,
    change: giftRefused,
    pause: giftRefused,
    resume: giftRefused,
    "cancel at end": giftRefused,
    "cancel now": giftRefused,
  },
  comped: {
    "subscribe own": "409 You already have Grace Flow.",
    // Complimentary access is no subscription: a paid plan starts at checkout (her first, with its trial).
    "subscribe other": "200 trialing journey new",
    change: noSubscription,
    pause: noSubscription,
    resume: noSubscription,
    "cancel at end": noSubscription,
    "cancel now": noSubscription,
  },
  canceled: {
    "subscribe own": "200 active flow new",
    "subscribe other": "200 active journey new",
    change: noSubscription,
    pause: noSubscription,
    resume: noSubscription,
    "cancel at end": noSubscription,
    "cancel now": noSubscription,
  },
};

describe.each(testDatabaseKinds)("every billing state × action in test mode on %s", (kind) => {
  let t: TestApp;
  let admin: Awaited<ReturnType<typeof newMember>>;
  let n = 0;
  beforeAll(async () => {
    t = await createTestApp(kind);
    admin = await newMember(t, ADMIN_EMAIL);
  });
  afterAll(() => t.close());

  const post = (path: string, cookie: string, body?: unknown) =>
    t.request(path, { method: "POST", cookie, json: body ?? {}, headers: { origin: ORIGIN } });
  const ok = async (res: Promise<Response>) => {
    const answered = await res;
    if (answered.status !== 200) throw new Error(`${answered.status} ${await answered.text()}`);
  };

  /** A new member brought to `state` through the API (and test mode's clock for the trial's end). */
  async function memberIn(state: State) {
    const member = await newMember(t, `walk-${kind}-${++n}@example.test`);
    const confirm = () =>
      ok(post("/api/billing/local/confirm", member.cookie, { plan: "flow", isAnnual: false }));
    const afterTrial = async () => {
      await confirm();
      await transitionSubscription(t.deps.database.db, member, advanceClock, {
        now: new Date(Date.now() + 8 * DAY),
        cause: "renewal",
        cache: t.deps.subscriberCache,
      });
    };
    if (state === "trialing") await confirm();
    if (state === "active") await afterTrial();
    if (state === "scheduled") {
      await afterTrial();
      await ok(post("/api/billing/cancel", member.cookie, { when: "period_end" }));
    }
    if (state === "paused") {
      await afterTrial();
      await ok(post("/api/billing/pause", member.cookie, { months: 1 }));
    }
    if (state === "gift") {
      const order = { plan: "journey", months: 3, recipientEmail: member.email };
      const url = new URL((await json<{ url: string }>(await post("/api/gifts", member.cookie, order))).url);
      await ok(post("/api/gifts/local/pay", member.cookie, { id: url.searchParams.get("gift_payment") }));
      const [gift] = await t.deps.database.db
        .select({ code: gifts.code })
        .from(gifts)
        .where(eq(gifts.buyerId, member.id));
      await ok(post("/api/gifts/redeem", member.cookie, { code: gift?.code }));
    }
    if (state === "comped") {
      await ok(post(`/api/admin/members/${member.id}/comp`, admin.cookie, { plan: "flow", until: null }));
    }
    if (state === "canceled") {
      await confirm();
      await ok(post("/api/billing/cancel", member.cookie, { when: "now" }));
    }
    return member;
  }

  /** Presses `action` as she would: a checkout that opens the checkout page is confirmed there. */
  async function press(member: { cookie: string }, action: Action, own: string, other: string) {
    const subscribe = async (plan: string) => {
      const res = await post("/api/billing/checkout", member.cookie, { plan, isAnnual: false });
      if (res.status !== 200) return res;
      const page = new URL((await json<{ url: string }>(res)).url).pathname;
      if (page !== "/billing/checkout") return new Response("{}", { status: 200 });
      return post("/api/billing/local/confirm", member.cookie, { plan, isAnnual: false });
    };
    if (action === "subscribe own") return subscribe(own);
    if (action === "subscribe other") return subscribe(other);
    if (action === "change")
      return post("/api/billing/local/change", member.cookie, { plan: other, isAnnual: false });
    if (action === "pause") return post("/api/billing/pause", member.cookie, { months: 1 });
    if (action === "resume") return post("/api/billing/resume", member.cookie);
    const when = action === "cancel now" ? "now" : "period_end";
    return post("/api/billing/cancel", member.cookie, { when });
  }

  /** The cell: the answer's code and, for a 200, what her subscription says now. */
  async function outcome(member: { id: string; cookie: string }, res: Response, before: string | null) {
    if (res.status !== 200) return `${res.status} ${(await json(res)).error}`;
    const state = await json<SubscriptionState>(
      await t.request("/api/subscription", { cookie: member.cookie }),
    );
    const row = await subscriberRow(t, member.id);
    const fresh = row?.subscriptionId !== before ? " new" : "";
    const plan = state.status === "canceled" ? "" : ` ${planByName(state.subscription_tier)?.key}`;
    return `200 ${state.status}${plan}${state.cancel_at_period_end ? " scheduled" : ""}${fresh}`;
  }

  for (const state of states) {
    it(`from ${state}`, async () => {
      const cells: Record<string, string> = {};
      for (const action of actions) {
        const member = await memberIn(state);
        const own = state === "gift" ? "journey" : "flow";
        const other = state === "gift" ? "collective" : "journey";
        const before = (await subscriberRow(t, member.id))?.subscriptionId ?? null;
        cells[action] = await outcome(member, await press(member, action, own, other), before);
      }
      expect(cells).toEqual(expected[state]);
    });
  }
});
