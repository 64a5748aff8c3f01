import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from "vitest";
import { ApiError } from "../../src/client/lib/api";
import {
  answer,
  checkInPatternsApi,
  journeyApi,
  localBillingApi,
  onThisDayApi,
  pagesApi,
  privateJournalApi,
  subscriptionApi,
  syncedDocumentAt,
} from "../../src/client/lib/api-client";
import { newMember } from "../support/billing-members";
import { createTestApp, type TestApp } from "../support/test-app";
import { testDatabaseKinds } from "../support/test-databases";

// The client's own calls (client/lib/api-client.ts) against the real routes, in-process: what they
// send and read is checked by tsc against the routes' types, and here against what the server does.
// The @ts-expect-error lines are the point: each reads or sends something the route does not have,
// and `npx tsc --noEmit` fails if the route ever starts to have it (or the client stops being typed).

describe.each(testDatabaseKinds)("the client's typed calls on %s", (kind) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp(kind);
  });
  afterAll(() => t.close());
  afterEach(() => vi.unstubAllGlobals());

  /** The browser's fetch, for the client's code: every call reaches the app in-process as this member. */
  async function signedIn(email: string) {
    const { cookie } = await newMember(t, `${kind}-${email}`);
    vi.stubGlobal("fetch", (input: string, init: RequestInit) => t.request(input, { ...init, cookie }));
  }

  it("a member starts a test-mode plan and reads it back, typed by the routes that answer", async () => {
    await signedIn("grace@example.test");
    const started = await answer(localBillingApi.confirm.$post({ json: { plan: "flow", isAnnual: true } }));
    expect(started).toMatchObject({ subscribed: true, subscription_tier: "Grace Flow", is_annual: true });
    // @ts-expect-error check-subscription answers `subscription_tier`; there is no `plan` to read
    expect(started.plan).toBeUndefined();

    const state = await answer(subscriptionApi.index.$get({ query: {} }));
    expect(state.status).toBe("trialing");
    const journey = await answer(journeyApi.index.$get());
    expect(journey.days.find(({ day }) => day === 6)?.locked).toBe(false);
    expect(journey.days.find(({ day }) => day === 16)?.locked).toBe(true);
  });

  it("a refusal arrives as an ApiError with the server's words and body", async () => {
    await signedIn("refused@example.test");
    const error = await answer(localBillingApi.cancel.$post({ json: { atPeriodEnd: false } })).catch(
      (caught: unknown) => caught,
    );
    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({
      status: 409,
      message: "You have no active subscription to change.",
      body: { error: "You have no active subscription to change." },
    });

    // @ts-expect-error the route takes `isAnnual`, not `annual`: the client cannot send it unnoticed
    const wrong = answer(localBillingApi.change.$post({ json: { plan: "flow", annual: true } }));
    await expect(wrong).rejects.toMatchObject({ status: 400, message: expect.stringContaining("isAnnual") });
  });

  it("a reflection saves with its revision, and a stale save is a 409 holding the current version", async () => {
    await signedIn("writer@example.test");
    const reflection = syncedDocumentAt("/api/journal/2");
    expect(await reflection.load()).toEqual({ value: "", revision: 0, updatedAt: null });
    const saved = await reflection.save({ value: "first words", baseRevision: 0 });
    expect(saved.revision).toBe(1);
    // @ts-expect-error a save answers its revision and time, not the value
    expect(saved.value).toBeUndefined();

    const stale = await reflection.save({ value: "other words", baseRevision: 0 }).catch((e: unknown) => e);
    expect(stale).toMatchObject({ status: 409, body: { current: { value: "first words", revision: 1 } } });
    // With keepalive, as on page hide, the save lands the same way.
    expect(
      await reflection.save({ value: "last words", baseRevision: 1 }, { keepalive: true }),
    ).toMatchObject({
      revision: 2,
    });
  });

  it("her story's reads at their own addresses are typed: on this day, what helps, her pages, welcome back", async () => {
    await signedIn("story@example.test");
    const id = crypto.randomUUID();
    const page = syncedDocumentAt(`/api/pages/${id}`);
    const dateKey = (at: number) => new Date(at).toISOString().slice(0, 10);
    await page.save({
      value: { date: dateKey(Date.now() - 7 * 86_400_000), title: "Snow", body: "Snow on the gate." },
      baseRevision: 0,
    });

    const onThisDay = await answer(onThisDayApi.index.$get({ query: { today: dateKey(Date.now()) } }));
    expect(onThisDay.items.map((item) => item.key)).toEqual([id]);
    // @ts-expect-error on this day answers `items`, not `entries`
    expect(onThisDay.entries).toBeUndefined();
    expect(await answer(onThisDayApi.hidden.$post({ json: { kind: "page", key: id } }))).toEqual({
      hidden: true,
    });
    // @ts-expect-error only a day or a page can be hidden from on this day
    const wrong = answer(onThisDayApi.hidden.$post({ json: { kind: "tool", key: id } }));
    await expect(wrong).rejects.toMatchObject({ status: 400 });

    const patterns = await answer(checkInPatternsApi.index.$get());
    expect(patterns).toEqual({ checkIns: 0, tags: [] });
    const pages = await answer(pagesApi.index.$get({ query: {} }));
    expect(pages.pages.map((listed) => listed.id)).toEqual([id]);
    expect(await answer(pagesApi[":key"].$delete({ param: { key: id } }))).toEqual({ deleted: true });
    expect((await answer(journeyApi["welcome-back"].$get())).leftOff).toBeNull();
    expect((await answer(journeyApi["return-prompts"].$get())).prompts).toHaveLength(12);
    expect((await answer(privateJournalApi.index.$get())).state).toBe("off");
  });

  it("a server it cannot reach is status 0 with the words she sees offline", async () => {
    vi.stubGlobal("fetch", () => Promise.reject(new TypeError("Failed to fetch")));
    await expect(answer(journeyApi.index.$get())).rejects.toMatchObject({
      status: 0,
      message: "We could not reach the server. Check your connection and try again.",
    });
  });
});

describe("the validators at the edge", () => {
  let t: TestApp;
  let cookie: string;
  beforeAll(async () => {
    t = await createTestApp("pglite");
    ({ cookie } = await newMember(t, "edge@example.test"));
  });
  afterAll(() => t.close());

  const send = async (method: string, path: string, body: string, type = "application/json") => {
    const res = await t.request(path, { method, cookie, headers: { "content-type": type }, body });
    return { status: res.status, body: await res.json() };
  };

  it("answer every refusal as `{ error }` in the member's words, never the validator's own", async () => {
    expect(await send("POST", "/api/billing/checkout", "{}", "text/plain")).toEqual({
      status: 415,
      body: { error: "Send the request body as application/json." },
    });
    expect(await send("POST", "/api/billing/checkout", "{not json")).toEqual({
      status: 400,
      body: { error: "The request body is not valid JSON." },
    });
    expect(
      await send(
        "PUT",
        "/api/settings/appearance",
        '{"value":{"theme":"dark\\u0000","textSize":"normal"},"baseRevision":0}',
      ),
    ).toEqual({
      status: 400,
      body: { error: expect.stringContaining("cannot be saved") },
    });
    expect(
      await send(
        "PUT",
        "/api/settings/appearance",
        '{"value":{"theme":"pink","textSize":"normal"},"baseRevision":0}',
      ),
    ).toMatchObject({
      status: 400,
      body: { error: expect.stringMatching(/^value\.theme: /) },
    });
    const range = await t.request("/api/check-ins?from=2026-02-01&to=2026-01-01&from=2020-01-01", { cookie });
    expect(await range.json()).toEqual({ error: "from must not be after to" });
  });

  it("read a synced document's address before its body: no such tool is a 404 whatever was sent", async () => {
    expect(await send("PUT", "/api/tools/nope", "{not json")).toEqual({
      status: 404,
      body: { error: "There is no such tool." },
    });
    expect(await send("PUT", "/api/journal/1", '{"baseRevision":0}')).toEqual({
      status: 400,
      body: { error: "value: the reflection must be text." },
    });
  });
});
