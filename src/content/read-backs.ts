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

/** The later days that ask her to reread what she writes on `day`, in order. */
export function readBackOn(day: number): number[] {
  return Object.entries(readBackDays)
    .filter(([, days]) => days.includes(day))
    .map(([later]) => Number(later))
    .sort((a, b) => a - b);
}

/**
 * Under a day whose words a later day asks her to reread (issue #49): nothing she writes comes back
 * unannounced. Null for a day no later day rereads.
 */
export function readBackNotice(day: number): string | null {
  const later = readBackOn(day).map((d) => `day ${d}`);
  if (later.length === 0) return null;
  const when = later.length === 1 ? later[0] : `${later.slice(0, -1).join(", ")} and ${later.at(-1)}`;
  return `What you write today comes back on ${when}, when the path asks you to reread it. Only you can see it.`;
}
