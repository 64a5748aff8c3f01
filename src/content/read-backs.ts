// Days whose prompt asks her to reread earlier entries, and which ones (docs/architecture.md, "Her words back"): the
// day page shows those entries collapsed and read-only. Day 7 looks back over its first week, day 30
// over the month, day 31's ceremony rereads the lines marked on day 30, day 74 her first entry.
// Day 75 walks the whole path: it links to the journal archive instead of listing 74 entries.
const range = (from: number, to: number) => Array.from({ length: to - from + 1 }, (_, i) => from + i);

export const readBackDays: Readonly<Record<number, readonly number[]>> = {
  7: range(1, 6),
  30: range(1, 29),
  31: [30],
  74: [1],
};
