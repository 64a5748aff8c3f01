import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { careNote, safetyNote } from "../../src/content/care";
import { ceremonySteps } from "../../src/content/journey-ceremonies";
import { journeyPrompts } from "../../src/content/journey-prompts";
import type { JournalDocument, JourneyDayContent, JourneyOverview } from "../../src/domain/journey";
import { MAX_REFLECTION_LENGTH } from "../../src/domain/journey";
import type { PlanName } from "../../src/domain/plans";
import { checkIns, journalEntries, subscribers } from "../../src/server/db/schema";
import { ADMIN_EMAIL, createTestApp, latestLink, sessionCookie, type TestApp } from "../support/test-app";
import { testDatabaseKinds } from "../support/test-databases";

interface Member {
  cookie: string;
  id: string;
  email: string;
}

describe.each(testDatabaseKinds)("the journey on %s", (kind) => {
  let t: TestApp;
  let counter = 0;

  beforeAll(async () => {
    t = await createTestApp(kind);
  });
  afterAll(async () => {
    await t.close();
  });

  /** A verified member; with a tier, a subscribers row as billing would write it. */
  async function member(tier?: PlanName, options: { subscribed?: boolean; email?: string } = {}) {
    counter++;
    const email = options.email ?? `member-${counter}@example.test`;
    const cookie = await signUpFrom(`203.0.113.${counter}`, email);
    const me = (await (await t.request("/api/me", { cookie })).json()) as { user: { id: string } };
    if (tier) {
      await t.deps.database.db.insert(subscribers).values({
        userId: me.user.id,
        email,
        subscribed: options.subscribed ?? true,
        subscriptionTier: tier,
        status: options.subscribed === false ? "canceled" : "active",
      });
    }
    return { cookie, id: me.user.id, email } satisfies Member;
  }

  /** Sign-up is rate-limited per address (5 a minute), so each member comes from their own. */
  async function signUpFrom(ip: string, email: string) {
    const res = await t.request("/api/auth/sign-up/email", {
      method: "POST",
      ip,
      json: { email, password: "grace-123", name: "Test Member" },
    });
    if (res.status !== 200) throw new Error(`sign-up failed: ${res.status} ${await res.text()}`);
    return sessionCookie(await t.request(latestLink(t, email, "/verify-email"), { ip }));
  }

  const get = (who: Member, path: string) => t.request(path, { cookie: who.cookie });
  const put = (who: Member, path: string, json: unknown) =>
    t.request(path, { method: "PUT", cookie: who.cookie, json });
  const complete = (who: Member, day: number | string) =>
    t.request(`/api/journal/${day}/complete`, { method: "POST", cookie: who.cookie });

  async function openDay(who: Member, day: number | string) {
    const res = await get(who, `/api/journey/days/${day}`);
    return { status: res.status, body: (await res.json()) as JourneyDayContent & { requiredTier?: string } };
  }

  describe("access to a day's prompt and guidance (server-enforced)", () => {
    let free: Member;
    let flow: Member;
    let journey: Member;
    let collective: Member;
    let admin: Member;
    let lapsed: Member;

    beforeAll(async () => {
      free = await member();
      flow = await member("Grace Flow");
      journey = await member("Grace Journey");
      collective = await member("Grace Collective");
      admin = await member(undefined, { email: ADMIN_EMAIL });
      lapsed = await member("Grace Collective", { subscribed: false });
    });

    const cases: [string, () => Member, number[], [number, PlanName][]][] = [
      [
        "a free member",
        () => free,
        [1, 5],
        [
          [6, "Grace Flow"],
          [16, "Grace Journey"],
          [31, "Grace Flow"],
          [75, "Grace Collective"],
        ],
      ],
      [
        "a Grace Flow member",
        () => flow,
        [1, 6, 15, 31],
        [
          [16, "Grace Journey"],
          [26, "Grace Collective"],
          [30, "Grace Collective"],
          [32, "Grace Collective"],
        ],
      ],
      [
        "a Grace Journey member",
        () => journey,
        [6, 16, 25, 31],
        [
          [26, "Grace Collective"],
          [75, "Grace Collective"],
        ],
      ],
      ["a Grace Collective member", () => collective, [5, 6, 16, 26, 31, 75], []],
      ["the admin, without any plan", () => admin, [1, 6, 16, 26, 31, 75], []],
      [
        "a member whose Grace Collective plan was canceled",
        () => lapsed,
        [1, 5],
        [
          [6, "Grace Flow"],
          [26, "Grace Collective"],
        ],
      ],
    ];

    for (const [who, person, open, locked] of cases) {
      it(`${who} gets 200 with the prompt for days ${open.join(", ")}${locked.length ? `, 403 for ${locked.map(([d]) => d).join(", ")}` : ""}`, async () => {
        for (const day of open) {
          const { status, body } = await openDay(person(), day);
          expect(status, `day ${day}`).toBe(200);
          const content = journeyPrompts.find((entry) => entry.day === day);
          expect(body).toMatchObject({
            day,
            prompt: content?.prompt,
            guidance: content?.guidance,
            gentlePrompt: content?.gentlePrompt,
            deeperPrompt: content?.deeperPrompt,
            minutes: content?.minutes,
          });
          expect(body.title.length).toBeGreaterThan(0);
        }
        for (const [day, requiredTier] of locked) {
          const { status, body } = await openDay(person(), day);
          expect(status, `day ${day}`).toBe(403);
          expect(body).toEqual({
            error: `Day ${day} is part of ${requiredTier}. Upgrade to open it.`,
            requiredTier,
          });
        }
      });
    }

    it("a Grace Flow member opens the Grace Ceremony (day 31) from the ceremony card", async () => {
      const { status, body } = await openDay(flow, 31);
      expect(status).toBe(200);
      expect(body.title).toBe("The Grace Ceremony");
      expect(body.steps).toEqual([...(ceremonySteps[31] ?? [])]);
      const overview = (await (await get(flow, "/api/journey")).json()) as JourneyOverview;
      expect(overview.days.find((d) => d.day === 31)).toMatchObject({
        locked: false,
        requiredTier: "Grace Flow",
      });
    });

    it("adds the care note on heavy days only, and the closing steps on day 75 (docs/architecture.md D13)", async () => {
      const grief = await openDay(admin, 46);
      expect(grief.body.careNote).toBe(careNote);
      expect(grief.body).not.toHaveProperty("safetyNote");
      const first = await openDay(admin, 1);
      expect(first.body).not.toHaveProperty("careNote");
      expect(first.body).not.toHaveProperty("steps");
      const close = await openDay(admin, 75);
      expect(close.body.steps).toEqual([...(ceremonySteps[75] ?? [])]);
      // The certificate note follows the ceremony instead of being one of its steps (#29 item 4).
      expect(close.body.steps?.join(" ")).not.toContain("certificate");
      expect(close.body.afterSteps).toContain("certificate");
    });

    it("names the domestic-abuse lines on the days about power and relationships (#29 item 2)", async () => {
      const power = await openDay(admin, 52);
      expect(power.body.careNote).toBe(careNote);
      expect(power.body.safetyNote).toBe(safetyNote);
      expect(power.body.safetyNote).toContain("1-800-799-7233");
      expect(power.body.safetyNote).toContain("0808 2000 247");
    });

    it("names the printable that fits the day, where one does (#29 item 9)", async () => {
      const first = await openDay(admin, 1);
      expect(first.body.printable).toEqual({
        month: "january",
        title: "Small Stops in a Full Day",
        label: "January worksheet",
      });
      const second = await openDay(admin, 2);
      expect(second.body).not.toHaveProperty("printable");
    });

    it("shows day 1 for unknown day ids", async () => {
      for (const id of ["0", "76", "-1", "abc", "1e3", "1.5", "%20"]) {
        const { status, body } = await openDay(free, id);
        expect(status, id).toBe(200);
        expect(body.day, id).toBe(1);
      }
    });

    it("lists every day with its lock for this member", async () => {
      const res = await get(flow, "/api/journey");
      expect(res.status).toBe(200);
      const overview = (await res.json()) as JourneyOverview;
      expect(overview.sections).toHaveLength(8);
      expect(overview.days).toHaveLength(75);
      const locked = overview.days.filter((d) => d.locked).map((d) => d.day);
      expect(locked).toEqual(overview.days.map((d) => d.day).filter((d) => d >= 16 && d !== 31));
      expect(overview.days[5]).toEqual({
        day: 6,
        title: "Calendar Without White Space",
        section: "core-journey",
        locked: false,
        requiredTier: "Grace Flow",
        completed: false,
      });
      expect(overview.entitlement).toEqual({ subscribed: true, tier: "Grace Flow", isAdmin: false });
      expect(JSON.stringify(overview)).not.toContain(journeyPrompts[0]?.prompt);
    });

    it("gives the admin every day and says so", async () => {
      const overview = (await (await get(admin, "/api/journey")).json()) as JourneyOverview;
      expect(overview.days.every((d) => !d.locked)).toBe(true);
      expect(overview.entitlement.isAdmin).toBe(true);
    });

    it("refuses visitors who are not signed in", async () => {
      expect((await t.request("/api/journey")).status).toBe(401);
      expect((await t.request("/api/journey/days/1")).status).toBe(401);
      expect((await t.request("/api/journal/1")).status).toBe(401);
      const res = await t.request("/api/journal/1", { method: "PUT", json: { value: "x", baseRevision: 0 } });
      expect(res.status).toBe(401);
      expect((await t.request("/api/journal/1/complete", { method: "POST" })).status).toBe(401);
    });
  });

  describe("reflections", () => {
    it("saves, reads back and bumps the revision; a stale write gets 409 with the current version", async () => {
      const ana = await member();
      expect(await (await get(ana, "/api/journal/1")).json()).toEqual({
        value: "",
        revision: 0,
        updatedAt: null,
      });

      const first = await put(ana, "/api/journal/1", { value: "Morning pages", baseRevision: 0 });
      expect(first.status).toBe(200);
      const saved = (await first.json()) as { revision: number; updatedAt: string };
      expect(saved.revision).toBe(1);
      expect(Number.isNaN(Date.parse(saved.updatedAt))).toBe(false);

      const read = (await (await get(ana, "/api/journal/1")).json()) as JournalDocument;
      expect(read).toEqual({ value: "Morning pages", revision: 1, updatedAt: saved.updatedAt });

      const stale = await put(ana, "/api/journal/1", { value: "From an old tab", baseRevision: 0 });
      expect(stale.status).toBe(409);
      expect(await stale.json()).toEqual({
        error: "This reflection was changed on another device.",
        current: { value: "Morning pages", revision: 1, updatedAt: saved.updatedAt },
      });

      const next = await put(ana, "/api/journal/1", { value: "Morning pages, then more", baseRevision: 1 });
      expect(await next.json()).toMatchObject({ revision: 2 });
      // The same write again (its answer was lost and the browser retried) is answered, not refused.
      const retried = await put(ana, "/api/journal/1", {
        value: "Morning pages, then more",
        baseRevision: 1,
      });
      expect(retried.status).toBe(200);
      expect(await retried.json()).toMatchObject({ revision: 2 });
      const older = await put(ana, "/api/journal/1", { value: "stale again", baseRevision: 1 });
      expect(older.status).toBe(409);
      expect(((await (await get(ana, "/api/journal/1")).json()) as JournalDocument).value).toBe(
        "Morning pages, then more",
      );
    });

    it("saves that arrive together land as they would one by one; of two devices on one revision, one wins", async () => {
      const writers = [await member(), await member(), await member()];
      const firstSaves = await Promise.all(
        writers.flatMap((who) =>
          [1, 2].map((day) =>
            put(who, `/api/journal/${day}`, { value: `${who.email}, day ${day}`, baseRevision: 0 }),
          ),
        ),
      );
      expect(firstSaves.map((res) => res.status)).toEqual([200, 200, 200, 200, 200, 200]);

      const [kim, ...others] = writers as [Member, ...Member[]];
      const [phone, laptop, ...rest] = await Promise.all([
        put(kim, "/api/journal/1", { value: "Written on the phone", baseRevision: 1 }),
        put(kim, "/api/journal/1", { value: "Written on the laptop", baseRevision: 1 }),
        ...others.map((who) =>
          put(who, "/api/journal/2", { value: `${who.email}, edited`, baseRevision: 1 }),
        ),
      ]);
      expect(rest.map((res) => res.status)).toEqual([200, 200]);
      const answers = [
        { text: "Written on the phone", res: phone as Response },
        { text: "Written on the laptop", res: laptop as Response },
      ];
      expect(answers.map(({ res }) => res.status).sort()).toEqual([200, 409]);
      const winner = answers.find(({ res }) => res.status === 200);
      const loser = answers.find(({ res }) => res.status === 409) as (typeof answers)[number];
      expect((await loser.res.json()).current).toMatchObject({ value: winner?.text, revision: 2 });

      expect(await (await get(kim, "/api/journal/1")).json()).toMatchObject({
        value: winner?.text,
        revision: 2,
      });
      expect(await (await get(kim, "/api/journal/2")).json()).toMatchObject({
        value: `${kim.email}, day 2`,
        revision: 1,
      });
      for (const who of others) {
        expect(await (await get(who, "/api/journal/1")).json()).toMatchObject({
          value: `${who.email}, day 1`,
        });
        expect(await (await get(who, "/api/journal/2")).json()).toMatchObject({
          value: `${who.email}, edited`,
          revision: 2,
        });
      }
    });

    it("accepts an empty reflection and one of 100 kB, and refuses one over the limit with a clear error", async () => {
      const bea = await member();
      expect((await put(bea, "/api/journal/2", { value: "", baseRevision: 0 })).status).toBe(200);
      expect(await (await get(bea, "/api/journal/2")).json()).toMatchObject({ value: "", revision: 1 });

      const long = "I am learning to rest. ".repeat(4500).slice(0, 100_000);
      expect((await put(bea, "/api/journal/3", { value: long, baseRevision: 0 })).status).toBe(200);
      expect(((await (await get(bea, "/api/journal/3")).json()) as JournalDocument).value).toBe(long);

      const tooLong = await put(bea, "/api/journal/4", {
        value: "x".repeat(MAX_REFLECTION_LENGTH + 1),
        baseRevision: 0,
      });
      expect(tooLong.status).toBe(413);
      expect(await tooLong.json()).toEqual({
        error: "This reflection is too long to save: the limit is 150,000 characters.",
      });
      expect(await (await get(bea, "/api/journal/4")).json()).toMatchObject({ revision: 0, value: "" });
    });

    it("keeps HTML and script exactly as text", async () => {
      const cy = await member();
      const value = `<script>alert("x")</script><img src=x onerror="alert(1)"> & "quotes"`;
      await put(cy, "/api/journal/5", { value, baseRevision: 0 });
      const res = await get(cy, "/api/journal/5");
      expect(res.headers.get("content-type")).toContain("application/json");
      expect(((await res.json()) as JournalDocument).value).toBe(value);
    });

    it("refuses bad day ids and bad bodies without writing anything", async () => {
      const dee = await member();
      for (const id of ["0", "76", "-1", "abc", "1e3", "1.5"]) {
        const res = await put(dee, `/api/journal/${id}`, { value: "x", baseRevision: 0 });
        expect(res.status, id).toBe(400);
        expect(await res.json(), id).toEqual({ error: "The day must be a whole number from 1 to 75." });
        expect((await complete(dee, id)).status, id).toBe(400);
        expect((await get(dee, `/api/journal/${id}`)).status, id).toBe(400);
      }
      expect((await put(dee, "/api/journal/1", { value: 42, baseRevision: 0 })).status).toBe(400);
      expect((await put(dee, "/api/journal/1", { value: "x", baseRevision: -1 })).status).toBe(400);
      expect((await put(dee, "/api/journal/1", { value: "x" })).status).toBe(400);
      const text = await t.request("/api/journal/1", { method: "PUT", cookie: dee.cookie, body: "x" });
      expect(text.status).toBe(415);
      const rows = await t.deps.database.db
        .select()
        .from(journalEntries)
        .where(eq(journalEntries.userId, dee.id));
      expect(rows).toEqual([]);
    });

    it("does not save reflections or completions for a day the member cannot open", async () => {
      const eve = await member();
      const res = await put(eve, "/api/journal/6", { value: "sneaking in", baseRevision: 0 });
      expect(res.status).toBe(403);
      expect(await res.json()).toMatchObject({ requiredTier: "Grace Flow" });
      expect((await complete(eve, 6)).status).toBe(403);
    });

    it("scopes every read and write to the signed-in member, whatever ids the body carries", async () => {
      const fay = await member();
      const gus = await member();
      await put(fay, "/api/journal/1", { value: "Fay's private words", baseRevision: 0 });

      expect(await (await get(gus, "/api/journal/1")).json()).toEqual({
        value: "",
        revision: 0,
        updatedAt: null,
      });
      const res = await put(gus, "/api/journal/1", { value: "Gus writing", baseRevision: 0, userId: fay.id });
      expect(res.status).toBe(200);
      expect(await complete(gus, 1)).toHaveProperty("status", 200);

      expect(((await (await get(fay, "/api/journal/1")).json()) as JournalDocument).value).toBe(
        "Fay's private words",
      );
      expect(((await (await get(gus, "/api/journal/1")).json()) as JournalDocument).value).toBe(
        "Gus writing",
      );
      const fayOverview = (await (await get(fay, "/api/journey")).json()) as JourneyOverview;
      expect(fayOverview.progress.completed).toBe(0);
    });
  });

  describe("completion and progress", () => {
    it("records a completed day once, keeps the reflection, and moves progress on", async () => {
      const hal = await member();
      await put(hal, "/api/journal/1", { value: "Day one done", baseRevision: 0 });

      const res = await complete(hal, 1);
      expect(res.status).toBe(200);
      expect(await res.json()).toEqual({
        day: 1,
        completed: true,
        progress: { completed: 1, total: 75, nextDay: 2 },
      });
      expect(await (await complete(hal, 1)).json()).toMatchObject({ progress: { completed: 1 } });
      expect(await (await get(hal, "/api/journal/1")).json()).toMatchObject({
        value: "Day one done",
        revision: 1,
      });

      // A day can be completed without writing; the reflection can still be written afterwards.
      expect(await (await complete(hal, 3)).json()).toMatchObject({ progress: { completed: 2, nextDay: 2 } });
      expect(await (await get(hal, "/api/journal/3")).json()).toEqual({
        value: "",
        revision: 0,
        updatedAt: null,
      });
      expect((await put(hal, "/api/journal/3", { value: "later", baseRevision: 0 })).status).toBe(200);

      const overview = (await (await get(hal, "/api/journey")).json()) as JourneyOverview;
      expect(overview.progress).toEqual({ completed: 2, total: 75, nextDay: 2 });
      expect(overview.days.filter((d) => d.completed).map((d) => d.day)).toEqual([1, 3]);
    });

    it("keeps a completed day as a synced document that only goes one way, the app's store's way", async () => {
      const ivy = await member();
      expect(await (await get(ivy, "/api/journal/2/complete")).json()).toEqual({
        value: false,
        revision: 0,
        updatedAt: null,
      });
      const saved = await put(ivy, "/api/journal/2/complete", { value: true, baseRevision: 0 });
      expect(saved.status).toBe(200);
      const { revision, updatedAt } = (await saved.json()) as { revision: number; updatedAt: string };
      expect(revision).toBe(1);
      // Another device that never saw it completed sends it again: the same day, the first time kept.
      const again = await put(ivy, "/api/journal/2/complete", { value: true, baseRevision: 0 });
      expect(await again.json()).toEqual({ revision: 1, updatedAt });
      expect(await (await get(ivy, "/api/journal/2/complete")).json()).toEqual({
        value: true,
        revision: 1,
        updatedAt,
      });
      const undone = await put(ivy, "/api/journal/2/complete", { value: false, baseRevision: 1 });
      expect(undone.status).toBe(400);
      expect(await undone.json()).toMatchObject({
        error: expect.stringContaining("a completed day stays completed"),
      });
      // A day her plan does not open is refused, as the one-call POST refuses it.
      expect((await put(ivy, "/api/journal/6/complete", { value: true, baseRevision: 0 })).status).toBe(403);
      const overview = (await (await get(ivy, "/api/journey")).json()) as JourneyOverview;
      expect(overview.days.filter((d) => d.completed).map((d) => d.day)).toEqual([2]);
    });

    it("starts at 0/75 with day 1 next and no energy", async () => {
      const ida = await member();
      const overview = (await (await get(ida, "/api/journey")).json()) as JourneyOverview;
      expect(overview.progress).toEqual({ completed: 0, total: 75, nextDay: 1 });
      expect(overview.latestEnergy).toBeNull();
      expect(overview.entitlement).toEqual({ subscribed: false, tier: null, isAdmin: false });
    });

    it("shows after each of her writes the dashboard a recount shows, though it kept hers", async () => {
      const kit = await member();
      const dashboard = async () => (await (await get(kit, "/api/journey")).json()) as JourneyOverview;
      /** Her dashboard as the server answers it now, then as it answers once it has counted again. */
      const keptAndRecounted = async () => {
        const kept = await dashboard();
        await t.deps.database.changes.publish({ kind: "progress", userId: kit.id });
        return { kept, recounted: await dashboard() };
      };
      const day = (offset: number) => new Date(Date.now() + offset * 86_400_000).toISOString().slice(0, 10);
      const revisions = new Map<string, number>();
      const checkIn = async (date: string, energy: string, baseRevision = revisions.get(date) ?? 0) => {
        const value = { mood: "neutral", energy, gratitude: "", challenge: "", intention: "" };
        const res = await put(kit, `/api/check-ins/${date}`, {
          value: { ...value, timestamp: new Date().toISOString() },
          baseRevision,
        });
        if (res.ok) revisions.set(date, ((await res.json()) as { revision: number }).revision);
        return res.status;
      };
      const writes: [string, () => Promise<number>][] = [
        ["completes day 2", async () => (await complete(kit, 2)).status],
        ["completes day 1", async () => (await complete(kit, 1)).status],
        ["completes day 2 again", async () => (await complete(kit, 2)).status],
        ["checks in today", () => checkIn(day(0), "high")],
        ["checks in yesterday", () => checkIn(day(-1), "low")],
        ["checks in tomorrow", () => checkIn(day(1), "depleted")],
        ["changes tomorrow's check-in", () => checkIn(day(1), "medium")],
        ["sends tomorrow's check-in again", () => checkIn(day(1), "medium", 1)],
        ["changes yesterday's check-in", () => checkIn(day(-1), "high")],
      ];
      await dashboard();
      for (const [name, write] of writes) {
        expect(await write(), name).toBe(200);
        const { kept, recounted } = await keptAndRecounted();
        expect(kept, name).toEqual(recounted);
      }
      // A write that lost to another device changed nothing.
      expect(await checkIn(day(0), "depleted", 0)).toBe(409);
      const { kept, recounted } = await keptAndRecounted();
      expect(kept).toEqual(recounted);
      expect(kept.latestEnergy).toBe("medium");
      expect(kept.progress).toEqual({ completed: 2, total: 75, nextDay: 3 });
    });

    it("reports the energy of the member's newest check-in", async () => {
      const jo = await member();
      const other = await member();
      const answers = { mood: "peaceful", gratitude: "tea", challenge: "emails", intention: "walk" };
      await t.deps.database.db.insert(checkIns).values([
        { userId: jo.id, date: "2026-02-01", energy: "depleted", ...answers },
        { userId: jo.id, date: "2026-02-03", energy: "high", ...answers },
        { userId: jo.id, date: "2026-02-02", energy: "low", ...answers },
        { userId: other.id, date: "2026-02-04", energy: "medium", ...answers },
      ]);
      const overview = (await (await get(jo, "/api/journey")).json()) as JourneyOverview;
      expect(overview.latestEnergy).toBe("high");
    });
  });
});
