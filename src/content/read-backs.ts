// Days whose prompt asks her to reread earlier entries, and which ones (docs/architecture.md, "Her words back"): the
// day page shows those entries collapsed and read-only. Day 7 looks back over its first week, day 30
// over the month, day 31's ceremony rereads the lines marked on day 30, day 74 her first entry.
// Along the way (D23): day 45 rereads days 36–40 for a line, day 60 days 41–50, day 66 day 60's
// vow, and day 75 day 31's intention. Day 75 walks the whole path: beside day 31 it links to the
// journal archive instead of listing 74 entries. A day she did not write shows nothing.
const range = (from: number, to: number) => Array.from({ length: to - from + 1 }, (_, i) => from + i);

export const readBackDays: Readonly<Record<number, readonly number[]>> = {
  7: range(1, 6),
  30: range(1, 29),
  31: [30],
  45: range(36, 40),
  60: range(41, 50),
  66: [60],
  74: [1],
  75: [31],
};

/** The read-backs along the way (D23): when she wrote none of their days, nothing is shown. */
export const readBackOnlyWhenWritten: ReadonlySet<number> = new Set([45, 60, 66, 75]);
