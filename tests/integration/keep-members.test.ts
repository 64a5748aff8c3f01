import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { AdminAudit } from "../../src/domain/admin-console";
import type { SubscriptionState } from "../../src/domain/billing-api";
import type { PublicOffer } from "../../src/domain/retention";
import { paths } from "../../src/domain/routes";
import { adminOverview } from "../../src/server/admin/overview";
import { cancellationCounts } from "../../src/server/billing/cancellation-stats";
import { advanceClock } from "../../src/server/billing/local-subscription";
import { monthlyCents, monthlyRecurringCents } from "../../src/server/billing/offer-pricing";
import { findOffer } from "../../src/server/billing/offers";
import { transitionSubscription } from "../../src/server/billing/subscription-state";
import { subscribers } from "../../src/server/db/schema";
import { json, newMember, subscriberRow } from "../support/billing-members";
import { ADMIN_EMAIL, createTestApp, latestLink, ORIGIN, type TestApp } from "../support/test-app";
import { testDatabaseKinds } from "../support/test-databases";

// Issue #26's "How it is checked", in test mode on both databases: pause and resume, a cancel with its reason,
// the WELCOME20 offer, and a gift of three months of Grace Journey.

const DAY = 24 * 60 * 60 * 1000;

describe.each(testDatabaseKinds)("keeping members in test mode on %s", (kind) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp(kind);
  });
  afterAll(() => t.close());
  let adminMember: Awaited<ReturnType<typeof newMember>> | undefined;
  const theAdmin = async () => {
    adminMember ??= await newMember(t, ADMIN_EMAIL);
    return adminMember;
  };

  const post = (path: string, cookie: string, body?: unknown) =>
    t.request(path, { method: "POST", cookie, json: body ?? {}, headers: { origin: ORIGIN } });
  const put = (path: string, cookie: string, body: unknown) =>
    t.request(path, { method: "PUT", cookie, json: body, headers: { origin: ORIGIN } });
  const status = async (cookie: string) =>
    json<SubscriptionState>(await t.request("/api/subscription", { cookie }));
  const day = (cookie: string, n: number) => t.request(`/api/journey/days/${n}`, { cookie });
  const mailsTo = (email: string) => t.deps.devMailbox?.list(email) ?? [];

  /** A member past her trial: Grace Flow, active, billed monthly. */
  async function payingMember(email: string) {
    const member = await newMember(t, email);
    await post("/api/billing/local/confirm", member.cookie, { plan: "flow", isAnnual: false });
    const pause = await post("/api/billing/pause", member.cookie, { months: 1 });
    expect(pause.status).toBe(409);
    expect((await json(pause)).error).toMatch(/after your free trial/);
    await transitionSubscription(t.deps.database.db, member, advanceClock, {
      now: new Date(Date.now() + 8 * DAY),
      cause: "renewal",
      cache: t.deps.subscriberCache,
    });
    expect(await status(member.cookie)).toMatchObject({ subscribed: true, status: "active" });
    return member;
  }

  it("pauses for a month: paid days close, her words stay readable, Resume now brings her plan back", async () => {
    const ana = await payingMember(`pause-${kind}@example.test`);
    const saved = await put("/api/journal/6", ana.cookie, { value: "Day six, kept", baseRevision: 0 });
    expect(saved.status).toBe(200);

    const paused = await json<SubscriptionState>(await post("/api/billing/pause", ana.cookie, { months: 1 }));
    expect(paused).toMatchObject({ subscribed: false, subscription_tier: "Grace Flow", status: "paused" });
    const resumesIn = (new Date(paused.resumes_at as string).getTime() - Date.now()) / DAY;
    expect(resumesIn).toBeGreaterThan(27);
    expect(resumesIn).toBeLessThan(32);
    expect(await status(ana.cookie)).toEqual(paused);

    expect((await day(ana.cookie, 6)).status).toBe(403);
    expect((await day(ana.cookie, 1)).status).toBe(200);
    expect(await json(await t.request("/api/journal/6", { cookie: ana.cookie }))).toMatchObject({
      value: "Day six, kept",
    });
    const again = await post("/api/billing/pause", ana.cookie, { months: 2 });
    expect(again.status).toBe(409);

    const resumed = await json<SubscriptionState>(await post("/api/billing/resume", ana.cookie));
    expect(resumed).toMatchObject({ subscribed: true, status: "active", resumes_at: null });
    expect((await day(ana.cookie, 6)).status).toBe(200);
  });

  it("resumes by itself on the date, with a notice three days before", async () => {
    const bea = await payingMember(`pause-job-${kind}@example.test`);
    const paused = await json<SubscriptionState>(await post("/api/billing/pause", bea.cookie, { months: 2 }));
    const resumesAt = new Date(paused.resumes_at as string);

    await t.deps.jobs.drain(new Date(resumesAt.getTime() - 4 * DAY));
    expect(mailsTo(bea.email).some((mail) => mail.subject.startsWith("Your pause ends"))).toBe(false);
    await t.deps.jobs.drain(new Date(resumesAt.getTime() - 3 * DAY + 60_000));
    const notice = mailsTo(bea.email).filter((mail) => mail.subject.startsWith("Your pause ends"));
    expect(notice.map((mail) => mail.subject)).toEqual(["Your pause ends in 3 days (test mode)"]);

    await t.deps.jobs.drain(new Date(resumesAt.getTime() + 60_000));
    expect(await status(bea.cookie)).toMatchObject({ subscribed: true, status: "active" });
  });

  it("walks a declined card in test mode: past due, the mail and its reminder, Update card pays", async () => {
    const cleo = await payingMember(`declined-${kind}@example.test`);
    const declined = await json<SubscriptionState>(
      await post("/api/billing/local/decline-card", cleo.cookie),
    );
    expect(declined).toMatchObject({ subscribed: true, status: "past_due", subscription_tier: "Grace Flow" });
    expect((await day(cleo.cookie, 6)).status).toBe(200);
    const refused = await post("/api/billing/pause", cleo.cookie, { months: 1 });
    expect(refused.status).toBe(409);
    expect((await json(refused)).error).toMatch(/update your card/);
    expect((await post("/api/billing/local/decline-card", cleo.cookie)).status).toBe(409);

    const subjects = () => mailsTo(cleo.email).map((mail) => mail.subject);
    await t.deps.jobs.drain(new Date());
    expect(subjects()).toContain("Your payment did not go through (test mode)");
    expect(subjects()).not.toContain("A reminder about your payment (test mode)");
    await t.deps.jobs.drain(new Date(Date.now() + 3 * DAY + 60_000));
    expect(subjects().filter((subject) => subject.startsWith("A reminder about your payment"))).toHaveLength(
      1,
    );

    const portal = await json<{ url: string }>(await post("/api/billing/portal", cleo.cookie));
    expect(new URL(portal.url).pathname).toBe(paths.billing);
    const paid = await status(cleo.cookie);
    expect(paid).toMatchObject({ subscribed: true, status: "active" });
    const periodDays = (new Date(paid.subscription_end as string).getTime() - Date.now()) / DAY;
    expect(periodDays).toBeGreaterThan(27);
  });

  it("cancels with a reason, one request, and the overview's count has it", async () => {
    const cy = await payingMember(`cancel-${kind}@example.test`);
    const before = await cancellationCounts(t.deps.database.db);
    const count = (list: typeof before) => list.find((row) => row.reason === "too_expensive")?.count ?? 0;

    const res = await post("/api/billing/cancel", cy.cookie, {
      reason: "too_expensive",
      note: "Back when work settles",
      when: "period_end",
    });
    expect(res.status).toBe(200);
    expect(await json(res)).toMatchObject({ subscribed: true, cancel_at_period_end: true });
    expect(count(await cancellationCounts(t.deps.database.db))).toBe(count(before) + 1);
    const overview = await json<{ cancellations: { reason: string | null; count: number }[] }>(
      await t.request("/api/admin/overview", { cookie: (await theAdmin()).cookie }),
    );
    expect(count(overview.cancellations as typeof before)).toBe(count(before) + 1);

    const unknown = await post("/api/billing/cancel", cy.cookie, { reason: "bored", when: "now" });
    expect(unknown.status).toBe(400);
    const receipt = mailsTo(cy.email).find((mail) => mail.subject.startsWith("Receipt: your plan will end"));
    expect(receipt?.subject).toBe("Receipt: your plan will end (test mode)");
  });

  it("offers WELCOME20 on Grace Flow: described, refused for another plan, counted at 880 after the trial", async () => {
    const admin = await theAdmin();
    const created = await post("/api/admin/offers", admin.cookie, {
      code: "welcome20",
      kind: "percent",
      value: 20,
      duration: "once",
      plans: ["flow"],
    });
    expect(created.status).toBe(201);
    expect(await json(created)).toMatchObject({ code: "WELCOME20", redemptions: 0 });

    const offer = await json<PublicOffer>(await t.request("/api/offers/WELCOME20"));
    expect(offer).toMatchObject({
      code: "WELCOME20",
      description: "20% off Grace Flow on your first bill.",
      prices: { flow: { monthly: 880, annual: 8880 }, journey: null, collective: null },
    });
    expect((await t.request("/api/offers/NOPE123")).status).toBe(404);

    const dee = await newMember(t, `offer-${kind}@example.test`);
    const wrong = await post("/api/billing/checkout", dee.cookie, {
      plan: "journey",
      isAnnual: false,
      offer: "WELCOME20",
    });
    expect(wrong.status).toBe(409);
    expect((await json(wrong)).error).toBe("This offer is for Grace Flow only.");

    const checkout = await json<{ url: string }>(
      await post("/api/billing/checkout", dee.cookie, { plan: "flow", isAnnual: false, offer: "WELCOME20" }),
    );
    expect(checkout.url).toBe(`${ORIGIN}/billing/checkout?plan=flow&period=monthly&offer=WELCOME20`);
    const started = await json<SubscriptionState>(
      await post("/api/billing/local/confirm", dee.cookie, {
        plan: "flow",
        isAnnual: false,
        offer: "WELCOME20",
      }),
    );
    expect(started.offer).toEqual({
      code: "WELCOME20",
      description: "20% off Grace Flow on your first bill.",
    });
    expect((await status(dee.cookie)).offer?.code).toBe("WELCOME20");

    const listed = await json<{ offers: { code: string; redemptions: number }[] }>(
      await t.request("/api/admin/offers", { cookie: admin.cookie }),
    );
    expect(listed.offers.find((row) => row.code === "WELCOME20")?.redemptions).toBe(1);
    expect((await t.request("/api/admin/offers", { cookie: dee.cookie })).status).toBe(403);

    // Her trial ends: the first paid month is billed at 80%, the next at the full price.
    const afterTrial = new Date(Date.now() + 8 * DAY);
    await transitionSubscription(t.deps.database.db, dee, advanceClock, {
      now: afterTrial,
      cause: "renewal",
      cache: t.deps.subscriberCache,
    });
    const row = await subscriberRow(t, dee.id);
    const terms = (await findOffer(t.deps.database.db, "WELCOME20")) ?? null;
    expect(monthlyCents(row as NonNullable<typeof row>, terms, afterTrial)).toBe(880);
    expect(
      monthlyCents(row as NonNullable<typeof row>, terms, new Date(afterTrial.getTime() + 40 * DAY)),
    ).toBe(1100);
    const others = await t.deps.database.db
      .select()
      .from(subscribers)
      .where(eq(subscribers.subscribed, true));
    const expected = others.reduce(
      (sum, other) => sum + monthlyCents(other, other.offerCode ? terms : null, afterTrial),
      0,
    );
    expect(await monthlyRecurringCents(t.deps.database.db, afterTrial)).toBe(expected);
    // The operator's overview counts her at the discounted amount, beside everyone at full price.
    expect((await adminOverview(t.deps.database.db, undefined, afterTrial)).mrrCents).toBe(expected);

    // Each member uses an offer once: after cancelling she may come back, at the full price.
    const ended = await post("/api/billing/cancel", dee.cookie, { reason: "too_expensive", when: "now" });
    expect(await json(ended)).toMatchObject({ subscribed: false });
    const again = await post("/api/billing/checkout", dee.cookie, {
      plan: "flow",
      isAnnual: false,
      offer: "WELCOME20",
    });
    expect(again.status).toBe(409);
    expect((await json(again)).error).toBe("You have already used this offer.");
    const confirmedAgain = await post("/api/billing/local/confirm", dee.cookie, {
      plan: "flow",
      isAnnual: false,
      offer: "WELCOME20",
    });
    expect(confirmedAgain.status).toBe(409);
    expect((await status(dee.cookie)).subscribed).toBe(false);

    expect(
      (
        await t.request("/api/admin/offers/WELCOME20", {
          method: "DELETE",
          cookie: admin.cookie,
          headers: { origin: ORIGIN },
        })
      ).status,
    ).toBe(200);
    expect((await t.request("/api/offers/WELCOME20")).status).toBe(404);
    // Both changes to what members pay are in the console's audit log.
    const audit = await json<AdminAudit>(await t.request("/api/admin/audit", { cookie: admin.cookie }));
    expect(audit.entries.slice(0, 2)).toMatchObject([
      { actor: "Test Member", action: "offer.end", detail: "WELCOME20" },
      { actor: "Test Member", action: "offer.create", detail: "WELCOME20" },
    ]);
  });

  it("gives three months of Grace Journey: mailed, redeemed once, day 16 open", async () => {
    const giver = await newMember(t, `giver-${kind}@example.test`, "Grace Giver");
    const recipientEmail = `gifted-${kind}@example.test`;
    // Test mode mails a gift only to a member who has confirmed her address (docs/security.md).
    const robin = await newMember(t, recipientEmail, "Robin");
    const bought = await post("/api/gifts", giver.cookie, {
      plan: "journey",
      months: 3,
      recipientEmail,
      recipientName: "Robin",
      message: "For the heavy months.",
    });
    expect(bought.status).toBe(200);
    const payPage = new URL((await json<{ url: string }>(bought)).url);
    expect(payPage.pathname).toBe(paths.billing);
    const giftId = payPage.searchParams.get("gift_payment") as string;
    const giftMails = () => mailsTo(recipientEmail).filter((mail) => mail.subject.includes(" gave you "));
    expect(giftMails()).toEqual([]);

    const stranger = await newMember(t, `stranger-${kind}@example.test`);
    expect((await post("/api/gifts/local/pay", stranger.cookie, { id: giftId })).status).toBe(404);
    expect((await post("/api/gifts/local/pay", giver.cookie, { id: giftId })).status).toBe(200);

    const mail = giftMails()[0];
    expect(mail?.subject).toBe("Grace Giver gave you 3 months of Grace Journey");
    expect(mail?.text).toContain("For the heavy months.");
    const code = new URL(latestLink(t, recipientEmail, "gift="), ORIGIN).searchParams.get("gift") as string;

    // The redeem card's words (issue #50): who gave it, the plan, the months and the message; a code
    // not paid for or unknown is a 404, and a visitor is asked to sign in.
    const card = await t.request(`/api/gifts/redeem?code=${code}`, { cookie: robin.cookie });
    expect(await json(card)).toEqual({
      from: "Grace Giver",
      plan: "Grace Journey",
      months: 3,
      message: "For the heavy months.",
      redeemed: false,
    });
    expect((await t.request("/api/gifts/redeem?code=not-a-real-code", { cookie: robin.cookie })).status).toBe(
      404,
    );
    expect((await t.request(`/api/gifts/redeem?code=${code}`)).status).toBe(401);

    // A member who already pays is told the gift waits for her; it is not used up.
    const payer = await payingMember(`payer-${kind}@example.test`);
    const kept = await post("/api/gifts/redeem", payer.cookie, { code });
    expect(kept.status).toBe(409);
    expect((await json(kept)).error).toBe(
      "You already have a plan. Your gift is kept for later: redeem it after your plan ends.",
    );
    expect(await status(payer.cookie)).toMatchObject({ subscription_tier: "Grace Flow", status: "active" });

    const redeemed = await json<SubscriptionState>(await post("/api/gifts/redeem", robin.cookie, { code }));
    expect(redeemed).toMatchObject({
      subscribed: true,
      subscription_tier: "Grace Journey",
      status: "gift",
      gift_from: "Grace Giver",
    });
    const months = (new Date(redeemed.subscription_end as string).getTime() - Date.now()) / DAY;
    expect(months).toBeGreaterThan(88);
    expect(months).toBeLessThan(93);
    expect((await day(robin.cookie, 16)).status).toBe(200);
    expect((await day(robin.cookie, 26)).status).toBe(403);

    const second = await post("/api/gifts/redeem", stranger.cookie, { code });
    expect(second.status).toBe(409);
    expect((await json(second)).error).toBe("This gift has already been redeemed.");
    expect((await status(stranger.cookie)).subscribed).toBe(false);

    // One gentle mail a week before the gift ends, none before.
    const endsAt = new Date(redeemed.subscription_end as string).getTime();
    const ending = () => mailsTo(recipientEmail).filter((mail) => mail.subject.startsWith("Your gift ends"));
    await t.deps.jobs.drain(new Date(endsAt - 8 * DAY));
    expect(ending()).toEqual([]);
    await t.deps.jobs.drain(new Date(endsAt - 7 * DAY + 60_000));
    await t.deps.jobs.drain(new Date(endsAt - 2 * DAY));
    expect(ending().map((mail) => mail.subject)).toEqual(["Your gift ends soon (test mode)"]);
  });

  it("sends short receipts for subscribing, switching and cancelling, marked as test mode", async () => {
    const eve = await newMember(t, `receipts-${kind}@example.test`);
    await post("/api/billing/local/confirm", eve.cookie, { plan: "flow", isAnnual: false });
    await post("/api/billing/local/change", eve.cookie, { plan: "journey", isAnnual: false });
    await post("/api/billing/cancel", eve.cookie, { when: "period_end" });
    const receipts = mailsTo(eve.email)
      .map((mail) => mail.subject)
      .filter((subject) => subject.startsWith("Receipt"))
      .sort();
    expect(receipts).toEqual([
      "Receipt: you joined Grace Flow (test mode)",
      "Receipt: your plan is now Grace Journey (test mode)",
      "Receipt: your plan will end (test mode)",
    ]);
    const switched = mailsTo(eve.email).find((mail) => mail.subject.startsWith("Receipt: your plan is now"));
    expect(switched?.text).toContain("You switched from Grace Flow to Grace Journey at $22 a month.");
  });

  it("sends one win-back mail 30 days after a subscription ends, never a second, with a one-press opt-out", async () => {
    const fay = await payingMember(`win-back-${kind}@example.test`);
    await post("/api/billing/cancel", fay.cookie, { when: "now" });
    const winBacks = () =>
      mailsTo(fay.email).filter((mail) => mail.subject.startsWith("Your journal is still here"));
    await t.deps.jobs.drain(new Date(Date.now() + 29 * DAY));
    expect(winBacks()).toEqual([]);
    await t.deps.jobs.drain(new Date(Date.now() + 30 * DAY + 60_000));
    expect(winBacks().map((mail) => mail.subject)).toEqual(["Your journal is still here (test mode)"]);

    // She comes back and leaves again: still only the one.
    await post("/api/billing/local/confirm", fay.cookie, { plan: "flow", isAnnual: false });
    await post("/api/billing/cancel", fay.cookie, { when: "now" });
    await t.deps.jobs.drain(new Date(Date.now() + 70 * DAY));
    expect(winBacks()).toHaveLength(1);

    const optOut = winBacks()[0]?.links.find((link) => link.includes("/api/win-back/opt-out")) as string;
    // A mail scanner opening the link changes nothing; her press on the page's button does.
    const shown = await t.request(optOut.replace(ORIGIN, ""));
    expect(shown.status).toBe(200);
    expect(await shown.text()).toContain("No more mails like this?");
    const res = await t.request(optOut.replace(ORIGIN, ""), {
      method: "POST",
      headers: { accept: "text/html" },
    });
    expect(res.status).toBe(200);
    expect(await res.text()).toContain("You will not get mails like this again.");
    const forged = await t.request(`/api/win-back/opt-out?u=${fay.id}&t=nope`);
    expect(forged.status).toBe(400);
  });
});
