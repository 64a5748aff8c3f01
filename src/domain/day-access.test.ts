import { describe, expect, it } from "vitest";
import { canOpenDay, GRACE_CEREMONY_DAY, parseDayId, requiredTierForDay } from "./day-access";
import { journeyProgress } from "./journey";
import type { Entitlement } from "./plans";

const members: Record<string, Entitlement> = {
  free: { subscribed: false, tier: null },
  "Grace Flow": { subscribed: true, tier: "Grace Flow" },
  "Grace Journey": { subscribed: true, tier: "Grace Journey" },
  "Grace Collective": { subscribed: true, tier: "Grace Collective" },
  admin: { subscribed: false, tier: null, isAdmin: true },
};

// Who may open each boundary day (spec §4; docs/architecture.md D10 for day 31).
const expected: Record<number, string[]> = {
  1: ["free", "Grace Flow", "Grace Journey", "Grace Collective", "admin"],
  5: ["free", "Grace Flow", "Grace Journey", "Grace Collective", "admin"],
  6: ["Grace Flow", "Grace Journey", "Grace Collective", "admin"],
  15: ["Grace Flow", "Grace Journey", "Grace Collective", "admin"],
  16: ["Grace Journey", "Grace Collective", "admin"],
  25: ["Grace Journey", "Grace Collective", "admin"],
  26: ["Grace Collective", "admin"],
  30: ["Grace Collective", "admin"],
  31: ["Grace Flow", "Grace Journey", "Grace Collective", "admin"],
  32: ["Grace Collective", "admin"],
  75: ["Grace Collective", "admin"],
};

describe("who may open a day", () => {
  for (const [day, allowed] of Object.entries(expected)) {
    for (const [who, entitlement] of Object.entries(members)) {
      const can = allowed.includes(who);
      it(`${who} ${can ? "opens" : "cannot open"} day ${day}`, () => {
        expect(canOpenDay(entitlement, Number(day))).toBe(can);
      });
    }
  }

  it("names the plan each day needs", () => {
    expect([5, 6, 15, 16, 25, 26, 31, 75].map(requiredTierForDay)).toEqual([
      null,
      "Grace Flow",
      "Grace Flow",
      "Grace Journey",
      "Grace Journey",
      "Grace Collective",
      "Grace Flow",
      "Grace Collective",
    ]);
    expect(GRACE_CEREMONY_DAY).toBe(31);
  });

  it("gives nothing past day 5 to a member whose subscription has lapsed", () => {
    const lapsed = { subscribed: false, tier: "Grace Collective" };
    expect(canOpenDay(lapsed, 5)).toBe(true);
    expect(canOpenDay(lapsed, 6)).toBe(false);
    expect(canOpenDay(lapsed, 31)).toBe(false);
  });

  it("gives nothing past day 5 to an unknown tier", () => {
    expect(canOpenDay({ subscribed: true, tier: "Gold" }, 6)).toBe(false);
  });
});

describe("day ids", () => {
  it("reads 1 to 75 and falls back to day 1 for anything else (spec §2)", () => {
    expect(parseDayId("1")).toBe(1);
    expect(parseDayId("75")).toBe(75);
    expect(parseDayId("07")).toBe(7);
    for (const bad of ["0", "76", "-1", "abc", "1e3", "1.5", " 3", "", undefined, "100"]) {
      expect(parseDayId(bad)).toBe(1);
    }
  });
});

describe("journey progress", () => {
  it("counts completed days and names the first unfinished one", () => {
    expect(journeyProgress([])).toEqual({ completed: 0, total: 75, nextDay: 1 });
    expect(journeyProgress([1, 2, 4])).toEqual({ completed: 3, total: 75, nextDay: 3 });
    expect(journeyProgress(Array.from({ length: 75 }, (_, i) => i + 1))).toEqual({
      completed: 75,
      total: 75,
      nextDay: null,
    });
    expect(journeyProgress([1, 1, 0, 99])).toEqual({ completed: 1, total: 75, nextDay: 2 });
  });
});
