import { describe, expect, it } from "vitest";
import { CACHED_COPY_TTL_MS, localChangeFeed } from "./change-feed";
import { type MemberProgress, noProgress, progressCache } from "./member-progress";

/** One member's writing as the database holds it, and the progress a recount of it reads. */
class Stored {
  days = new Set<number>();
  energyByDate = new Map<string, string>();

  recount(): MemberProgress {
    const dates = [...this.energyByDate.keys()].sort();
    const latestCheckIn = dates.at(-1) ?? null;
    return {
      completedDays: [...this.days].sort((a, b) => a - b),
      latestEnergy: latestCheckIn === null ? null : (this.energyByDate.get(latestCheckIn) ?? null),
      latestCheckIn,
    };
  }
}

function cacheOver(stored: Stored, now?: () => number) {
  const changes = localChangeFeed();
  let reads = 0;
  const progress = progressCache(
    changes,
    async () => {
      reads++;
      return stored.recount();
    },
    now,
  );
  return { progress, changes, reads: () => reads };
}

describe("her dashboard's progress, kept between her writes", () => {
  it("after each kind of write is what a recount reads, without reading it again", async () => {
    const stored = new Stored();
    const { progress, reads } = cacheOver(stored);
    expect(await progress.load("her")).toEqual(noProgress);

    const completes = (day: number) => async () => {
      stored.days.add(day);
      await progress.completedDay("her", day);
    };
    const checksIn = (date: string, energy: string) => async () => {
      stored.energyByDate.set(date, energy);
      await progress.checkedIn("her", date, energy);
    };
    const writes: [string, () => Promise<void>][] = [
      ["completes day 3", completes(3)],
      ["completes day 1", completes(1)],
      ["completes day 3 again", completes(3)],
      ["checks in today", checksIn("2026-03-02", "high")],
      ["checks in yesterday", checksIn("2026-03-01", "low")],
      ["checks in tomorrow", checksIn("2026-03-03", "depleted")],
      ["changes tomorrow's check-in", checksIn("2026-03-03", "medium")],
      ["changes yesterday's check-in", checksIn("2026-03-01", "high")],
      ["completes day 75", completes(75)],
    ];
    for (const [name, write] of writes) {
      await write();
      expect(await progress.load("her"), name).toEqual(stored.recount());
    }
    expect(reads()).toBe(1);
  });

  it("keeps the same copy when a write changes nothing on the dashboard", async () => {
    const stored = new Stored();
    stored.days.add(2);
    stored.energyByDate.set("2026-03-02", "low");
    const { progress } = cacheOver(stored);
    const before = await progress.load("her");
    await progress.completedDay("her", 2);
    await progress.checkedIn("her", "2026-03-01", "high");
    await progress.checkedIn("her", "2026-03-02", "low");
    expect(await progress.load("her")).toBe(before);
  });

  it("reads her progress anew five minutes after it was read, however often she wrote since", async () => {
    const stored = new Stored();
    const clock = { ms: 1_000 };
    const { progress, reads } = cacheOver(stored, () => clock.ms);
    await progress.load("her");
    for (const day of [1, 2, 3]) {
      clock.ms += CACHED_COPY_TTL_MS / 3;
      stored.days.add(day);
      await progress.completedDay("her", day);
    }
    // A day completed by hand in SQL, which no write announced, shows once the five minutes have passed.
    stored.days.add(40);
    clock.ms += 1;
    expect((await progress.load("her")).completedDays).toEqual([1, 2, 3, 40]);
    expect(reads()).toBe(2);
  });

  it("drops her copy when another server announces her write", async () => {
    const stored = new Stored();
    const { progress, changes, reads } = cacheOver(stored);
    await progress.load("her");
    stored.days.add(5);
    await changes.publish({ kind: "progress", userId: "her" });
    expect((await progress.load("her")).completedDays).toEqual([5]);
    expect(reads()).toBe(2);
  });

  it("answers a read that was under way when she wrote, but does not keep it", async () => {
    const stored = new Stored();
    let finishRead: (progress: MemberProgress) => void = () => undefined;
    let reads = 0;
    const progress = progressCache(localChangeFeed(), () => {
      reads++;
      return reads === 1
        ? new Promise((resolve) => (finishRead = resolve))
        : Promise.resolve(stored.recount());
    });
    const underWay = progress.load("her");
    const before = stored.recount();
    stored.days.add(1);
    await progress.completedDay("her", 1);
    finishRead(before);
    expect(await underWay).toEqual(noProgress);
    expect((await progress.load("her")).completedDays).toEqual([1]);
    expect(reads).toBe(2);
  });
});
