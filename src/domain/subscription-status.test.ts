import { describe, expect, it } from "vitest";
import { statusGrantsAccess, subscriptionStatuses } from "./subscription-status";

const now = new Date("2026-03-10T12:00:00Z");
const later = new Date("2026-04-10T12:00:00Z");
const earlier = new Date("2026-03-01T12:00:00Z");

describe("the access rule for a subscription's status", () => {
  const expected: Record<(typeof subscriptionStatuses)[number], [boolean, boolean]> = {
    // [period end still ahead, period end passed]
    none: [false, false],
    trialing: [true, true],
    active: [true, true],
    past_due: [true, false],
    canceled: [false, false],
    unpaid: [false, false],
    incomplete: [false, false],
    incomplete_expired: [false, false],
    paused: [false, false],
    comped: [true, false],
  };

  it.each(subscriptionStatuses)("%s", (status) => {
    const [beforeEnd, afterEnd] = expected[status];
    expect(statusGrantsAccess(status, later, now)).toBe(beforeEnd);
    expect(statusGrantsAccess(status, earlier, now)).toBe(afterEnd);
  });

  it("keeps complimentary access for good when it has no end", () => {
    expect(statusGrantsAccess("comped", null, now)).toBe(true);
  });

  it("keeps past_due access only while a period end is known and ahead", () => {
    expect(statusGrantsAccess("past_due", null, now)).toBe(false);
    expect(statusGrantsAccess("past_due", now, now)).toBe(false);
  });

  it("grants nothing for a status it does not know", () => {
    expect(statusGrantsAccess("mystery", later, now)).toBe(false);
  });
});
