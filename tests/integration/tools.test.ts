import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { utcDateKey } from "../../src/domain/check-in";
import { createTestApp, signUpVerified, type TestApp } from "../support/test-app";
import { testDatabaseKinds } from "../support/test-databases";

// Check-ins are written only for dates within a day of today (docs/security.md).
const TODAY = utcDateKey(new Date());
const YESTERDAY = utcDateKey(new Date(Date.now() - 86_400_000));

// Bonus tools, check-ins, printable notes, affirmations and the public config, through the real API.

describe.each(testDatabaseKinds)("tools API on %s", (kind) => {
  let t: TestApp;
  let ana: string;
  let bea: string;

  beforeAll(async () => {
    t = await createTestApp(kind, { SUPPORT_EMAIL: "support@grace.test" });
    ana = await signUpVerified(t, "ana@example.test");
    bea = await signUpVerified(t, "bea@example.test");
  });
  afterAll(() => t.close());

  const get = (path: string, cookie?: string) => t.request(path, { cookie });
  const put = (path: string, json: unknown, cookie?: string) =>
    t.request(path, { method: "PUT", json, cookie });

  describe("affirmations", () => {
    it("a signed-out visitor is asked to sign in", async () => {
      const res = await get("/api/affirmations");
      expect(res.status).toBe(401);
      expect(await res.json()).toEqual({ error: "Please sign in to continue." });
    });

    it("a member gets the twelve months, January to December, with 366 affirmations", async () => {
      const res = await get("/api/affirmations", ana);
      expect(res.status).toBe(200);
      const { months } = (await res.json()) as {
        months: {
          label: string;
          theme: string;
          openingTitle: string;
          days: { day: number; text: string }[];
        }[];
      };
      expect(months.map((m) => m.label)).toEqual([
        "January",
        "February",
        "March",
        "April",
        "May",
        "June",
        "July",
        "August",
        "September",
        "October",
        "November",
        "December",
      ]);
      expect(months.flatMap((m) => m.days)).toHaveLength(366);
      expect(months[0]?.days[0]).toMatchObject({ day: 1, text: expect.any(String) });
    });

    it("is revalidated by the browser, never reused unchecked", async () => {
      const first = await get("/api/affirmations", ana);
      expect(first.headers.get("cache-control")).toBe("private, no-cache");
      const etag = first.headers.get("etag") as string;
      const again = await t.request("/api/affirmations", { cookie: ana, headers: { "if-none-match": etag } });
      expect(again.status).toBe(304);
      const signedOut = await t.request("/api/affirmations", { headers: { "if-none-match": etag } });
      expect(signedOut.status).toBe(401);
    });
  });

  describe("one day's affirmation (the dashboard's today)", () => {
    it("answers the day of the member's calendar, including 29 February, and 404 for a day that is not", async () => {
      const res = await get("/api/affirmations/day/3/9", ana);
      expect(res.status).toBe(200);
      const all = (await (await get("/api/affirmations", ana)).json()) as {
        months: { days: { day: number; text: string }[] }[];
      };
      expect(await res.json()).toMatchObject({
        month: 3,
        day: 9,
        monthLabel: "March",
        text: all.months[2]?.days[8]?.text,
      });
      expect((await get("/api/affirmations/day/2/29", ana)).status).toBe(200);
      for (const path of ["11/31", "13/1", "0/5", "5/x", "1/1.5"]) {
        expect((await get(`/api/affirmations/day/${path}`, ana)).status, path).toBe(404);
      }
      expect((await get("/api/affirmations/day/3/9")).status).toBe(401);
    });

    it("carries the care flag wherever the calendar does, and only there (issue #49)", async () => {
      const all = (await (await get("/api/affirmations", ana)).json()) as {
        months: { days: { day: number; care?: boolean }[] }[];
      };
      const days = all.months.flatMap((month, m) => month.days.map((day) => ({ month: m + 1, ...day })));
      const heavy = days.filter((day) => day.care);
      expect(heavy.length).toBeGreaterThan(0);
      for (const day of [...heavy, days.find((d) => !d.care)]) {
        const one = (await (await get(`/api/affirmations/day/${day?.month}/${day?.day}`, ana)).json()) as {
          care?: boolean;
        };
        expect(one.care ?? false, `${day?.month}/${day?.day}`).toBe(day?.care ?? false);
      }
    });
  });

  describe("public config", () => {
    it("tells anyone the support address", async () => {
      const res = await get("/api/config");
      expect(res.status).toBe(200);
      expect(await res.json()).toMatchObject({ supportEmail: "support@grace.test" });
    });

    it("answers null when no support address is configured", async () => {
      const bare = await createTestApp("pglite");
      try {
        expect(await (await bare.request("/api/config")).json()).toMatchObject({ supportEmail: null });
      } finally {
        await bare.close();
      }
    });
  });

  describe("tool states", () => {
    it("a signed-out visitor can neither read nor write a tool", async () => {
      expect((await get("/api/tools/askForHelp")).status).toBe(401);
      const res = await put("/api/tools/askForHelp", {
        value: { checkedItems: {}, reflection: "" },
        baseRevision: 0,
      });
      expect(res.status).toBe(401);
    });

    it("a tool never used reads as its empty state at revision 0", async () => {
      const cases = {
        askForHelp: { checkedItems: {}, reflection: "" },
        getTogether: { checkedItems: {}, reflection: "" },
        cleanForClarity: { checkedItems: {}, intention: "", insights: "" },
        pressPlay: { completedActions: [], reflection: "" },
        "printable-notes-march-worksheet": { notes: "" },
      };
      for (const [tool, empty] of Object.entries(cases)) {
        const res = await get(`/api/tools/${tool}`, ana);
        expect(res.status).toBe(200);
        expect(await res.json()).toEqual({ value: empty, revision: 0, updatedAt: null });
      }
    });

    it("saves each tool's state, reads it back and moves the revision on", async () => {
      const values = {
        askForHelp: {
          checkedItems: { "0": true, "3": true, "9": false },
          reflection: "Asking was easier than I feared.",
        },
        getTogether: { checkedItems: { "0-0": true, "3-4": true }, reflection: "One surface at a time." },
        cleanForClarity: {
          checkedItems: { "1-2": true },
          intention: "Room to breathe",
          insights: "Less noise.",
        },
        pressPlay: { completedActions: ["breathe", "joy"], reflection: "Two small pauses." },
        "printable-notes-january-worksheet": { notes: "The kettle pause works." },
      };
      for (const [tool, value] of Object.entries(values)) {
        const first = await put(`/api/tools/${tool}`, { value, baseRevision: 0 }, ana);
        expect(first.status).toBe(200);
        const saved = (await first.json()) as { revision: number; updatedAt: string };
        expect(saved.revision).toBe(1);
        expect(new Date(saved.updatedAt).getTime()).not.toBeNaN();

        const read = await (await get(`/api/tools/${tool}`, ana)).json();
        expect(read).toEqual({ value, revision: 1, updatedAt: saved.updatedAt });
      }
      const next = await put(
        "/api/tools/pressPlay",
        { value: { completedActions: ["breathe", "joy", "create"], reflection: "Three." }, baseRevision: 1 },
        ana,
      );
      expect(await next.json()).toMatchObject({ revision: 2 });
    });

    it("a write based on an older revision is refused with the current state", async () => {
      const value = { checkedItems: {}, reflection: "from the phone" };
      const res = await put("/api/tools/getTogether", { value, baseRevision: 0 }, ana);
      expect(res.status).toBe(409);
      const body = (await res.json()) as { error: string; current: unknown };
      expect(body.error).toMatch(/another device/);
      expect(body.current).toMatchObject({
        value: { checkedItems: { "0-0": true, "3-4": true }, reflection: "One surface at a time." },
        revision: 1,
      });
    });

    it("a retried write whose answer was lost is accepted, not a conflict", async () => {
      const value = { checkedItems: { "0-0": true, "3-4": true }, reflection: "One surface at a time." };
      const res = await put("/api/tools/getTogether", { value, baseRevision: 0 }, ana);
      expect(res.status).toBe(200);
      expect(await res.json()).toMatchObject({ revision: 1 });
    });

    it("one member never sees or changes another member's tools", async () => {
      const beaRead = await (await get("/api/tools/askForHelp", bea)).json();
      expect(beaRead).toEqual({ value: { checkedItems: {}, reflection: "" }, revision: 0, updatedAt: null });

      const beaWrite = await put(
        "/api/tools/askForHelp",
        { value: { checkedItems: { "1": true }, reflection: "Bea's own" }, baseRevision: 0 },
        bea,
      );
      expect(beaWrite.status).toBe(200);

      const anaRead = (await (await get("/api/tools/askForHelp", ana)).json()) as {
        value: { reflection: string };
      };
      expect(anaRead.value.reflection).toBe("Asking was easier than I feared.");
    });

    it("refuses unknown tools and printables", async () => {
      for (const tool of ["journal", "printable-notes-smarch-worksheet", "printable-notes-", "checkIn"]) {
        const res = await get(`/api/tools/${tool}`, ana);
        expect(res.status).toBe(404);
        expect(await res.json()).toEqual({ error: "There is no such tool." });
        const write = await put(`/api/tools/${tool}`, { value: { notes: "" }, baseRevision: 0 }, ana);
        expect(write.status).toBe(404);
      }
    });

    it("refuses states that do not have the tool's shape", async () => {
      const bad: [string, unknown][] = [
        ["askForHelp", { value: { checkedItems: { "10": true }, reflection: "" }, baseRevision: 0 }],
        ["askForHelp", { value: { checkedItems: { "1": "yes" }, reflection: "" }, baseRevision: 0 }],
        ["askForHelp", { value: { checkedItems: {} }, baseRevision: 0 }],
        ["askForHelp", { value: { checkedItems: {}, reflection: "", extra: 1 }, baseRevision: 0 }],
        ["getTogether", { value: { checkedItems: { "4-0": true }, reflection: "" }, baseRevision: 0 }],
        ["getTogether", { value: { checkedItems: { "home-0": true }, reflection: "" }, baseRevision: 0 }],
        ["cleanForClarity", { value: { checkedItems: {}, reflection: "" }, baseRevision: 0 }],
        ["pressPlay", { value: { completedActions: ["dance"], reflection: "" }, baseRevision: 0 }],
        ["pressPlay", { value: { completedActions: ["joy", "joy"], reflection: "" }, baseRevision: 0 }],
        ["pressPlay", { value: { completedActions: [], reflection: "" }, baseRevision: -1 }],
        ["pressPlay", { value: { completedActions: [], reflection: "" } }],
        ["pressPlay", { completedActions: [], reflection: "" }],
        ["printable-notes-may-reflection", { value: { notes: 42 }, baseRevision: 0 }],
      ];
      for (const [tool, body] of bad) {
        const res = await put(`/api/tools/${tool}`, body, bea);
        expect(res.status, `${tool} ${JSON.stringify(body)}`).toBe(400);
        expect(await res.json()).toEqual({ error: expect.any(String) });
      }
    });

    it("refuses a body that is not JSON", async () => {
      const res = await t.request("/api/tools/pressPlay", {
        method: "PUT",
        cookie: ana,
        headers: { "content-type": "application/json" },
        body: "{not json",
      });
      expect(res.status).toBe(400);
      expect(await res.json()).toEqual({ error: "The request body is not valid JSON." });
    });
  });

  describe("check-ins", () => {
    const record = {
      mood: "peaceful",
      energy: "medium",
      gratitude: "Morning light",
      challenge: "A full inbox",
      intention: "Leave at five",
      timestamp: "2025-03-09T08:15:00.000Z",
    };

    it("a signed-out visitor can neither read nor write a check-in", async () => {
      expect((await get(`/api/check-ins/${TODAY}`)).status).toBe(401);
      expect((await put(`/api/check-ins/${TODAY}`, { value: record, baseRevision: 0 })).status).toBe(401);
    });

    it("refuses dates that are not real YYYY-MM-DD dates", async () => {
      for (const date of ["today", "2025-3-9", "2025-02-30", "2025-13-01", "20250309", "2025-03-09T00:00"]) {
        const res = await get(`/api/check-ins/${date}`, ana);
        expect(res.status, date).toBe(400);
        expect(((await res.json()) as { error: string }).error).toMatch(/date/);
      }
    });

    it("a day without a check-in reads as empty at revision 0", async () => {
      expect(await (await get(`/api/check-ins/${TODAY}`, ana)).json()).toEqual({
        value: null,
        revision: 0,
        updatedAt: null,
      });
    });

    it("refuses a check-in with an unknown or missing mood or energy", async () => {
      const { mood: _mood, ...noMood } = record;
      const { energy: _energy, ...noEnergy } = record;
      const bad = [
        { ...record, mood: "ecstatic" },
        { ...record, energy: "none" },
        { ...record, mood: "" },
        noMood,
        noEnergy,
        { ...record, timestamp: "yesterday" },
        { ...record, gratitude: 5 },
      ];
      for (const value of bad) {
        const res = await put(`/api/check-ins/${TODAY}`, { value, baseRevision: 0 }, ana);
        expect(res.status, JSON.stringify(value)).toBe(400);
      }
    });

    it("saves the day's check-in, reads it back and refuses a stale overwrite", async () => {
      const res = await put(`/api/check-ins/${TODAY}`, { value: record, baseRevision: 0 }, ana);
      expect(res.status).toBe(200);
      const saved = (await res.json()) as { revision: number; updatedAt: string };
      expect(saved.revision).toBeGreaterThan(0);

      const read = (await (await get(`/api/check-ins/${TODAY}`, ana)).json()) as {
        value: Record<string, string>;
        revision: number;
        updatedAt: string;
      };
      expect(read.revision).toBe(saved.revision);
      expect(read.value).toEqual({ ...record, timestamp: saved.updatedAt });

      const changed = { ...record, mood: "energized", energy: "high" };
      const update = await put(
        `/api/check-ins/${TODAY}`,
        { value: changed, baseRevision: saved.revision },
        ana,
      );
      expect(update.status).toBe(200);
      const updated = (await update.json()) as { revision: number };
      expect(updated.revision).toBeGreaterThan(saved.revision);

      const stale = await put(
        `/api/check-ins/${TODAY}`,
        { value: { ...record, mood: "anxious" }, baseRevision: saved.revision },
        ana,
      );
      expect(stale.status).toBe(409);
      const conflict = (await stale.json()) as { current: { value: { mood: string }; revision: number } };
      expect(conflict.current.value.mood).toBe("energized");
      expect(conflict.current.revision).toBe(updated.revision);
    });

    it("keeps one check-in per date and per member", async () => {
      await put(
        `/api/check-ins/${YESTERDAY}`,
        { value: { ...record, mood: "neutral" }, baseRevision: 0 },
        ana,
      );
      const ninth = (await (await get(`/api/check-ins/${TODAY}`, ana)).json()) as {
        value: { mood: string };
      };
      const tenth = (await (await get(`/api/check-ins/${YESTERDAY}`, ana)).json()) as {
        value: { mood: string };
      };
      expect([ninth.value.mood, tenth.value.mood]).toEqual(["energized", "neutral"]);

      expect(
        ((await (await get(`/api/check-ins/${TODAY}`, bea)).json()) as { value: unknown }).value,
      ).toBeNull();
      const beaWrite = await put(
        `/api/check-ins/${TODAY}`,
        { value: { ...record, mood: "overwhelmed" }, baseRevision: 0 },
        bea,
      );
      expect(beaWrite.status).toBe(200);
      const anaAgain = (await (await get(`/api/check-ins/${TODAY}`, ana)).json()) as {
        value: { mood: string };
      };
      expect(anaAgain.value.mood).toBe("energized");
    });

    it("saves with mood and energy only: the written answers are optional (D24)", async () => {
      const moodAndEnergy = {
        mood: "overwhelmed",
        energy: "depleted",
        timestamp: "2025-03-09T08:15:00.000Z",
      };
      const res = await put(`/api/check-ins/${YESTERDAY}`, { value: moodAndEnergy, baseRevision: 0 }, bea);
      expect(res.status).toBe(200);
      const { revision } = (await res.json()) as { revision: number };
      const read = (await (await get(`/api/check-ins/${YESTERDAY}`, bea)).json()) as {
        value: Record<string, string>;
      };
      expect(read.value).toMatchObject({
        mood: "overwhelmed",
        energy: "depleted",
        gratitude: "",
        challenge: "",
        intention: "",
      });

      const blanks = { ...moodAndEnergy, gratitude: "   ", challenge: "", intention: "Sleep" };
      const second = await put(`/api/check-ins/${YESTERDAY}`, { value: blanks, baseRevision: revision }, bea);
      expect(second.status).toBe(200);
      const again = (await (await get(`/api/check-ins/${YESTERDAY}`, bea)).json()) as {
        value: Record<string, string>;
      };
      expect(again.value).toMatchObject({ gratitude: "", challenge: "", intention: "Sleep" });
    });
  });
});
