import { describe, expect, it } from "vitest";
import { Batcher } from "./batcher";

/** A batcher that records the batches it ran and answers each item doubled (or fails on "bad"). */
function recordingBatcher(options: { maxItems?: number; maxWeight?: number; keyed?: boolean } = {}) {
  const batches: string[][] = [];
  const batcher = new Batcher<string, string>({
    maxItems: options.maxItems ?? 100,
    maxWeight: options.maxWeight,
    weight: (item) => item.length,
    key: options.keyed ? (item) => item.split(":")[0] as string : undefined,
    run: async (items) => {
      batches.push(items);
      if (items.includes("bad")) throw new Error("bad item");
      return items.map((item) => item + item);
    },
  });
  return { batcher, batches };
}

describe("Batcher", () => {
  it("runs a lone call by itself and answers it", async () => {
    const { batcher, batches } = recordingBatcher();
    expect(await batcher.run("a")).toBe("aa");
    expect(batches).toEqual([["a"]]);
  });

  it("runs calls that arrive together as one batch, answering each its own result", async () => {
    const { batcher, batches } = recordingBatcher();
    const answers = await Promise.all(["a", "b", "c"].map((item) => batcher.run(item)));
    expect(answers).toEqual(["aa", "bb", "cc"]);
    expect(batches).toEqual([["a", "b", "c"]]);
  });

  it("puts calls with the same key in separate batches, in arrival order", async () => {
    const { batcher, batches } = recordingBatcher({ keyed: true });
    await Promise.all(["m1:first", "m2:x", "m1:second", "m1:third"].map((item) => batcher.run(item)));
    expect(batches).toEqual([["m1:first", "m2:x"], ["m1:second"], ["m1:third"]]);
  });

  it("keeps each batch within its item and size limits", async () => {
    const byCount = recordingBatcher({ maxItems: 2 });
    await Promise.all(["a", "b", "c"].map((item) => byCount.batcher.run(item)));
    expect(byCount.batches).toEqual([["a", "b"], ["c"]]);

    const bySize = recordingBatcher({ maxWeight: 4 });
    await Promise.all(["aaa", "bb", "c", "ddddddd"].map((item) => bySize.batcher.run(item)));
    // An item bigger than the limit still goes, alone.
    expect(bySize.batches).toEqual([["aaa", "c"], ["bb"], ["ddddddd"]]);
  });

  it("a failing batch is retried one call at a time, so only the bad call fails", async () => {
    const { batcher, batches } = recordingBatcher();
    const answers = await Promise.allSettled(["a", "bad", "c"].map((item) => batcher.run(item)));
    expect(answers.map((answer) => answer.status)).toEqual(["fulfilled", "rejected", "fulfilled"]);
    expect(batches).toEqual([["a", "bad", "c"], ["a"], ["bad"], ["c"]]);
  });

  it("takes the calls that arrived while a batch was in the database into the next one", async () => {
    const batches: string[][] = [];
    let release = () => {};
    const batcher = new Batcher<string, string>({
      maxItems: 100,
      run: async (items) => {
        batches.push(items);
        if (batches.length === 1) await new Promise<void>((resolve) => (release = resolve));
        return items;
      },
    });
    const first = batcher.run("a");
    await new Promise((resolve) => setImmediate(resolve));
    expect(batches).toEqual([["a"]]);
    const later = [batcher.run("b"), batcher.run("c")];
    release();
    expect(await Promise.all([first, ...later])).toEqual(["a", "b", "c"]);
    expect(batches).toEqual([["a"], ["b", "c"]]);
  });
});
