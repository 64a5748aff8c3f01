import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { SubscriptionState } from "../../src/domain/billing-api";
import { cancellationCounts } from "../../src/server/billing/cancellation-stats";
import { GIFTS_PER_BUYER_PER_DAY, GIFTS_PER_RECIPIENT_PER_DAY } from "../../src/server/billing/gifts";
import { json, newMember } from "../support/billing-members";
import { ADMIN_EMAIL, createTestApp, ORIGIN, type TestApp } from "../support/test-app";
import { testDatabaseKinds } from "../support/test-databases";

// Issue #44's billing items in test mode, on both databases: an offer's limit under a burst of checkouts
// (item 2), repeated cancels (item 10) and test-mode gift mail (item 8).

describe.each(testDatabaseKinds)("money's edges in test mode on %s", (kind) => {
  let t: TestApp;
  let admin: Awaited<ReturnType<typeof newMember>>;
  beforeAll(async () => {
    t = await createTestApp(kind);
    admin = await newMember(t, ADMIN_EMAIL);
  });
  afterAll(() => t.close());

  const post = (path: string, cookie: string, body?: unknown) =>
    t.request(path, { method: "POST", cookie, json: body ?? {}, headers: { origin: ORIGIN } });
  const members = (prefix: string, n: number) =>
    Promise.all(Array.from({ length: n }, (_, i) => newMember(t, `${prefix}-${i}-${kind}@example.test`)));

  it("gives an offer limited to 2 to exactly 2 of 12 members confirming at once, and counts each offer's own", async () => {
    for (const code of ["TWOONLY", "UNUSED5"]) {
      const created = await post("/api/admin/offers", admin.cookie, {
        code,
        kind: "percent",
        value: 20,
        duration: "once",
        maxRedemptions: 2,
      });
      expect(created.status).toBe(201);
    }
    const twelve = await members("burst", 12);
    const answers = await Promise.all(
      twelve.map((member) =>
        post("/api/billing/local/confirm", member.cookie, {
          plan: "flow",
          isAnnual: false,
          offer: "TWOONLY",
        }),
      ),
    );
    expect(answers.map((res) => res.status).sort()).toEqual([200, 200, ...Array(10).fill(409)]);
    const refused = await Promise.all(answers.filter((res) => res.status === 409).map((res) => json(res)));
    expect(new Set(refused.map((body) => body.error))).toEqual(new Set(["This offer has been fully used."]));
    // A refused checkout changed nothing: only the two who got the offer have a plan.
    const states = await Promise.all(
      twelve.map(async (member) =>
        json<SubscriptionState>(await t.request("/api/subscription", { cookie: member.cookie })),
      ),
    );
    expect(states.filter((state) => state.subscribed)).toHaveLength(2);
    expect(states.filter((state) => state.offer?.code === "TWOONLY")).toHaveLength(2);

    const listed = await json<{ offers: { code: string; redemptions: number }[] }>(
      await t.request("/api/admin/offers", { cookie: admin.cookie }),
    );
    const counts = Object.fromEntries(listed.offers.map((offer) => [offer.code, offer.redemptions]));
    expect(counts).toMatchObject({ TWOONLY: 2, UNUSED5: 0 });
    expect(await json(await t.request("/api/offers/TWOONLY"))).toMatchObject({ error: expect.any(String) });
  });

  it("takes a plan by its key or its name in offers and complimentary access (issue #45 item 7)", async () => {
    const byName = await post("/api/admin/offers", admin.cookie, {
      code: "BYNAME10",
      kind: "percent",
      value: 10,
      duration: "once",
      plans: ["Grace Journey", "collective"],
    });
    expect(byName.status).toBe(201);
    expect(await json(byName)).toMatchObject({ plans: ["journey", "collective"] });
    const [kim] = await members("comp-by-name", 1);
    const comp = await post(`/api/admin/members/${kim?.id}/comp`, admin.cookie, {
      plan: "Grace Flow",
      until: null,
    });
    expect(comp.status).toBe(200);
    const state = await json<SubscriptionState>(
      await t.request("/api/subscription", { cookie: kim?.cookie }),
    );
    expect(state).toMatchObject({ status: "comped", subscription_tier: "Grace Flow" });
    const unknown = await post("/api/admin/offers", admin.cookie, {
      code: "NOPLAN10",
      kind: "percent",
      value: 10,
      duration: "once",
      plans: ["Grace Everything"],
    });
    expect(unknown.status).toBe(400);
  });

  it("counts a cancellation once however often it is pressed, and the switch to ending today keeps one", async () => {
    const [ida] = await members("repeat-cancel", 1);
    if (!ida) throw new Error("no member");
    await post("/api/billing/local/confirm", ida.cookie, { plan: "flow", isAnnual: false });
    const count = async () =>
      (await cancellationCounts(t.deps.database.db)).find((row) => row.reason === "too_expensive")?.count ??
      0;
    const before = await count();
    const answers = await Promise.all(
      Array.from({ length: 40 }, () =>
        post("/api/billing/cancel", ida.cookie, { reason: "too_expensive", when: "period_end" }),
      ),
    );
    expect(answers.every((res) => res.status === 200)).toBe(true);
    expect(await count()).toBe(before + 1);
    const ended = await post("/api/billing/cancel", ida.cookie, { when: "now" });
    expect(await json(ended)).toMatchObject({ subscribed: false, status: "canceled" });
    expect(await count()).toBe(before + 1);
  });

  it("sends test-mode gifts only to her own or a confirmed member's address, and caps gifts a day", async () => {
    const [buyer, friend, other] = await members("gift-cap", 3);
    if (!buyer || !friend || !other) throw new Error("no members");
    const give = (from: { cookie: string }, recipientEmail: string) =>
      post("/api/gifts", from.cookie, { plan: "flow", months: 3, recipientEmail, message: "Buy now at …" });

    const stranger = await give(buyer, `stranger-${kind}@example.test`);
    expect(stranger.status).toBe(403);
    expect((await json(stranger)).error).toBe(
      "In test mode a gift can go only to your own address or to a member who has confirmed hers.",
    );

    // One address is sent at most GIFTS_PER_RECIPIENT_PER_DAY gifts a day, however many buyers try at once.
    const buyers = await members("gift-burst", 6);
    const burst = await Promise.all(buyers.map((from) => give(from, friend.email)));
    expect(burst.filter((res) => res.status === 200)).toHaveLength(GIFTS_PER_RECIPIENT_PER_DAY);
    const capped = burst.find((res) => res.status === 429) as Response;
    expect((await json(capped)).error).toBe(
      "This address has been sent enough gifts today. Please try again tomorrow.",
    );

    // One buyer orders at most GIFTS_PER_BUYER_PER_DAY gifts a day.
    const own = GIFTS_PER_RECIPIENT_PER_DAY;
    const orders = [
      ...Array(own).fill(buyer.email),
      ...Array(GIFTS_PER_BUYER_PER_DAY - own).fill(other.email),
    ];
    for (const address of orders) expect((await give(buyer, address)).status).toBe(200);
    const sixth = await give(buyer, other.email);
    expect(sixth.status).toBe(429);
    expect((await json(sixth)).error).toBe("You can send 5 gifts a day. Please send more tomorrow.");
  });
});
