import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { CheckInPatterns } from "../../src/domain/check-in-tags";
import type { OnThisDay } from "../../src/domain/on-this-day";
import { json, newMember } from "../support/billing-members";
import { createTestApp, ORIGIN, type TestApp } from "../support/test-app";
import { testDatabaseKinds } from "../support/test-databases";

// On this day and her check-ins' patterns have areas of their own (/api/on-this-day,
// /api/check-in-patterns), off the journal's and check-ins' `:key`, so the app calls them through the
// typed client (docs/architecture.md, "Her story over time (D23)"). The words they had under a
// document's key are gone: the app was their only caller.

type Member = Awaited<ReturnType<typeof newMember>>;
const dateKey = (at: Date) => at.toISOString().slice(0, 10);

describe.each(testDatabaseKinds)("named reads at their own addresses on %s", (kind) => {
  let t: TestApp;
  let n = 0;
  beforeAll(async () => {
    t = await createTestApp(kind);
  });
  afterAll(() => t.close());

  const member = () => newMember(t, `named-${kind}-${++n}@example.test`, "Ada Moss");
  const get = (who: Member | null, path: string) => t.request(path, who ? { cookie: who.cookie } : {});
  const post = (who: Member | null, path: string, body: unknown) =>
    t.request(path, {
      method: "POST",
      json: body,
      headers: { origin: ORIGIN },
      ...(who ? { cookie: who.cookie } : {}),
    });

  it("answers on this day at /api/on-this-day with a page she wrote a week ago, and hides it when she asks", async () => {
    const her = await member();
    const id = crypto.randomUUID();
    const weekAgo = dateKey(new Date(Date.now() - 7 * 86_400_000));
    const saved = await t.request(`/api/pages/${id}`, {
      method: "PUT",
      cookie: her.cookie,
      headers: { origin: ORIGIN },
      json: {
        value: { date: weekAgo, title: "The porch", body: "Rain on the porch roof." },
        baseRevision: 0,
      },
    });
    expect(saved.status).toBe(200);

    const shown = await json<OnThisDay>(await get(her, `/api/on-this-day?today=${dateKey(new Date())}`));
    expect(shown.items).toEqual([
      expect.objectContaining({
        kind: "page",
        key: id,
        ago: "a week ago",
        excerpt: "Rain on the porch roof.",
      }),
    ]);
    // A `today` that is not a date near today is read as the server's date, not refused.
    expect((await get(her, "/api/on-this-day?today=someday")).status).toBe(200);

    const hidden = await post(her, "/api/on-this-day/hidden", { kind: "page", key: id });
    expect(hidden.status).toBe(200);
    expect(await json(hidden)).toEqual({ hidden: true });
    expect((await json<OnThisDay>(await get(her, "/api/on-this-day"))).items).toEqual([]);
  });

  it("answers her check-ins' patterns at /api/check-in-patterns", async () => {
    const her = await member();
    const today = dateKey(new Date());
    const checkIn = await t.request(`/api/check-ins/${today}`, {
      method: "PUT",
      cookie: her.cookie,
      headers: { origin: ORIGIN },
      json: {
        value: {
          mood: "peaceful",
          energy: "high",
          gratitude: "tea",
          challenge: "",
          intention: "rest",
          tags: ["outside"],
          timestamp: new Date().toISOString(),
        },
        baseRevision: 0,
      },
    });
    expect(checkIn.status).toBe(200);
    const patterns = await json<CheckInPatterns>(await get(her, "/api/check-in-patterns"));
    expect(patterns.checkIns).toBe(1);
    expect(patterns.tags).toContainEqual(expect.objectContaining({ tag: "outside", days: 1 }));
  });

  it("no longer answers the words that sat where a journal day or a check-in's date goes", async () => {
    const her = await member();
    // The word is now a key like any other that names no day or date: the document's route refuses it
    // as it refuses /api/journal/abc (a 400 naming the key; a 404 would be the sync factory's to give).
    const oldOnThisDay = await get(her, "/api/journal/on-this-day");
    expect(oldOnThisDay.status).toBe(400);
    expect(await json(oldOnThisDay)).toEqual({ error: "The day must be a whole number from 1 to 75." });
    const oldPatterns = await get(her, "/api/check-ins/patterns");
    expect(oldPatterns.status).toBe(400);
    expect((await json<{ error: string }>(oldPatterns)).error).toMatch(/YYYY-MM-DD/);
    expect((await post(her, "/api/journal/on-this-day/hidden", { kind: "page", key: "x" })).status).toBe(404);
    // The documents at those places answer as before.
    expect((await get(her, "/api/journal/3")).status).toBe(200);
    expect((await get(her, `/api/check-ins/${dateKey(new Date())}`)).status).toBe(200);
  });

  it("tells a visitor who is not signed in to sign in at each new address", async () => {
    expect((await get(null, "/api/on-this-day")).status).toBe(401);
    expect((await post(null, "/api/on-this-day/hidden", { kind: "page", key: "x" })).status).toBe(401);
    expect((await get(null, "/api/check-in-patterns")).status).toBe(401);
  });
});
