import { describe, expect, it } from "vitest";
import { Turns } from "./turns";

describe("Turns", () => {
  it("never runs more than its slots at once, and runs every piece of work in order of arrival", async () => {
    const turns = new Turns(2);
    let peak = 0;
    const started: number[] = [];
    const results = await Promise.all(
      Array.from({ length: 7 }, (_, i) =>
        turns.run(async () => {
          started.push(i);
          peak = Math.max(peak, turns.running);
          await new Promise((resolve) => setTimeout(resolve, 5));
          return i * 10;
        }),
      ),
    );
    expect(results).toEqual([0, 10, 20, 30, 40, 50, 60]);
    expect(started).toEqual([0, 1, 2, 3, 4, 5, 6]);
    expect(peak).toBe(2);
    expect(turns.running).toBe(0);
  });

  it("frees the slot when the work fails", async () => {
    const turns = new Turns(1);
    await expect(turns.run(() => Promise.reject(new Error("smtp down")))).rejects.toThrow("smtp down");
    expect(await turns.run(async () => "next")).toBe("next");
  });
});
