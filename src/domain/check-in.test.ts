import { describe, expect, it } from "vitest";
import {
  checkInRecordSchema,
  checkInStorageKey,
  dateKeySchema,
  emptyCheckInDraft,
  isCheckInComplete,
  utcDateKey,
} from "./check-in";

describe("the check-in date key (spec §7: UTC date)", () => {
  it.each([
    ["2025-03-09T23:30:00-05:00", "2025-03-10"],
    ["2025-03-10T00:30:00+02:00", "2025-03-09"],
    ["2024-02-29T12:00:00Z", "2024-02-29"],
  ])("keys %s as the UTC calendar date %s, whatever the local time zone", (moment, key) => {
    expect(utcDateKey(new Date(moment))).toBe(key);
  });

  it("names the localStorage key checkIn-YYYY-MM-DD", () => {
    expect(checkInStorageKey(utcDateKey(new Date("2025-01-05T10:00:00Z")))).toBe("checkIn-2025-01-05");
  });

  it("accepts real dates only", () => {
    expect(dateKeySchema.safeParse("2024-02-29").success).toBe(true);
    for (const bad of ["2025-02-29", "2025-04-31", "2025-00-10", "2025-1-5", "05-01-2025", ""]) {
      expect(dateKeySchema.safeParse(bad).success, bad).toBe(false);
    }
  });
});

describe("Save Check-in (spec §5)", () => {
  const complete = {
    mood: "peaceful",
    energy: "low",
    gratitude: "Tea",
    challenge: "Deadlines",
    intention: "Rest",
  } as const;

  it("is enabled once mood and energy are chosen; the written answers are optional (D24)", () => {
    expect(isCheckInComplete(emptyCheckInDraft)).toBe(false);
    expect(isCheckInComplete(complete)).toBe(true);
    expect(isCheckInComplete({ ...complete, mood: "" })).toBe(false);
    expect(isCheckInComplete({ ...complete, energy: "" })).toBe(false);
    expect(isCheckInComplete({ ...complete, gratitude: "", challenge: "   ", intention: "" })).toBe(true);
  });

  it("saves an empty written answer as empty, and fills a missing one with nothing", () => {
    const record = { mood: "neutral", energy: "depleted", timestamp: "2025-03-09T08:00:00.000Z" };
    expect(checkInRecordSchema.parse(record)).toEqual({
      ...record,
      gratitude: "",
      challenge: "",
      intention: "",
    });
    expect(checkInRecordSchema.parse({ ...record, gratitude: "   " }).gratitude).toBe("");
  });

  it("a saved record has the spec's mood and energy values and a timestamp", () => {
    const record = { ...complete, timestamp: "2025-03-09T08:00:00.000Z" };
    expect(checkInRecordSchema.parse(record)).toEqual(record);
    expect(checkInRecordSchema.safeParse({ ...record, mood: "great" }).success).toBe(false);
    expect(checkInRecordSchema.safeParse({ ...record, energy: "full" }).success).toBe(false);
  });
});
