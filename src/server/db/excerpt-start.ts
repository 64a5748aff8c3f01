import { type AnyColumn, type SQL, sql } from "drizzle-orm";

/** Where a found text's excerpt starts: 60 characters before the first search term, or at its start. */
function excerptStart(text: AnyColumn, firstTerm: string | undefined): SQL<number> {
  return firstTerm ? sql<number>`greatest(1, strpos(lower(${text}), ${firstTerm}) - 60)` : sql<number>`1`;
}

/**
 * The columns that bring an excerpt of `text` out of the database instead of all of it: `size`
 * characters from excerptStart, and whether the text goes on before and after them.
 */
export function excerptWindow(text: AnyColumn, firstTerm: string | undefined, size: number) {
  const start = excerptStart(text, firstTerm);
  return {
    window: sql<string>`substr(${text}, ${start}, ${size})`,
    cutBefore: sql<boolean>`${start} > 1`,
    cutAfter: sql<boolean>`length(${text}) >= ${start} + ${size}`,
  };
}
