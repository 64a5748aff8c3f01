import { type AnyColumn, type SQL, sql } from "drizzle-orm";

/** Where a found text's excerpt starts: 60 characters before the first search term, or at its start. */
export function excerptStart(text: AnyColumn, firstTerm: string | undefined): SQL<number> {
  return firstTerm ? sql<number>`greatest(1, strpos(lower(${text}), ${firstTerm}) - 60)` : sql<number>`1`;
}
