import { describe, expect, it } from "vitest";
import { decideReminder, defaultReminderPreferences, localTime, type ReminderSituation } from "./reminders";

const on = { ...defaultReminderPreferences, enabled: true, hour: 8 };
const base: ReminderSituation = {
  today: "2026-11-23",
  hour: 8,
  preferences: on,
  lastWroteOn: "2026-11-22",
  lastSentOn: "2026-11-22",
  remindedSince: "2026-11-01",
  pathComplete: false,
};

describe("when a reminder goes out", () => {
  it("reads her local date and hour in her time zone", () => {
    const now = new Date("2026-11-23T19:30:00Z");
    expect(localTime(now, "Pacific/Auckland")).toEqual({ date: "2026-11-24", hour: 8 });
    expect(localTime(now, "America/Los_Angeles")).toEqual({ date: "2026-11-23", hour: 11 });
  });

  it("sends at her hour once a day, never when off, at another hour, twice, or after she wrote", () => {
    expect(decideReminder(base)).toEqual({ send: true, gentle: false, affirmationOnly: false });
    expect(decideReminder({ ...base, preferences: { ...on, enabled: false } })).toEqual({ send: false });
    expect(decideReminder({ ...base, hour: 9 })).toEqual({ send: false });
    expect(decideReminder({ ...base, lastSentOn: "2026-11-23" })).toEqual({ send: false });
    expect(decideReminder({ ...base, lastWroteOn: "2026-11-23" })).toEqual({ send: false });
    expect(
      decideReminder({ ...base, lastWroteOn: null, lastSentOn: null, remindedSince: base.today }),
    ).toEqual({ send: true, gentle: false, affirmationOnly: false });
  });

  it("counts quiet days from when she set her reminders when she has never written", () => {
    const daysAgo = (days: number) =>
      new Date(Date.parse(base.today) - days * 86_400_000).toISOString().slice(0, 10);
    const never = (sinceDays: number, sentDaysAgo: number | null) =>
      decideReminder({
        ...base,
        lastWroteOn: null,
        remindedSince: daysAgo(sinceDays),
        lastSentOn: sentDaysAgo === null ? null : daysAgo(sentDaysAgo),
      });
    expect(never(0, null)).toEqual({ send: true, gentle: false, affirmationOnly: false });
    expect(never(2, 1)).toEqual({ send: true, gentle: false, affirmationOnly: false });
    expect(never(3, 1)).toEqual({ send: false });
    expect(never(3, 2)).toEqual({ send: true, gentle: true, affirmationOnly: false });
    expect(never(20, 6)).toEqual({ send: false });
    expect(never(20, 7)).toEqual({ send: true, gentle: true, affirmationOnly: false });

    // Day by day from the day she turned them on: three daily, then every other day, then weekly.
    let lastSentOn: string | null = null;
    const sentOn: number[] = [];
    for (let day = 30; day >= 0; day--) {
      const today = daysAgo(day);
      const decision = decideReminder({
        ...base,
        today,
        lastWroteOn: null,
        remindedSince: daysAgo(30),
        lastSentOn,
      });
      if (decision.send) {
        sentOn.push(30 - day);
        lastSentOn = today;
      }
    }
    expect(sentOn).toEqual([0, 1, 2, 4, 6, 8, 10, 12, 19, 26]);
  });

  it("spaces out and softens after three quiet days: every other day, then weekly", () => {
    const quiet = (days: number, sentDaysAgo: number) =>
      decideReminder({
        ...base,
        lastWroteOn: new Date(Date.parse(base.today) - days * 86_400_000).toISOString().slice(0, 10),
        lastSentOn: new Date(Date.parse(base.today) - sentDaysAgo * 86_400_000).toISOString().slice(0, 10),
      });
    expect(quiet(2, 1)).toEqual({ send: true, gentle: false, affirmationOnly: false });
    expect(quiet(3, 1)).toEqual({ send: false });
    expect(quiet(3, 2)).toEqual({ send: true, gentle: true, affirmationOnly: false });
    expect(quiet(14, 2)).toEqual({ send: false });
    expect(quiet(14, 6)).toEqual({ send: false });
    expect(quiet(14, 7)).toEqual({ send: true, gentle: true, affirmationOnly: false });
  });

  it("stops after the 75th day unless she keeps the affirmation only", () => {
    expect(decideReminder({ ...base, pathComplete: true })).toEqual({ send: false });
    expect(
      decideReminder({ ...base, pathComplete: true, preferences: { ...on, affirmationOnly: true } }),
    ).toEqual({ send: true, gentle: false, affirmationOnly: true });
  });
});
