import { type SQL, type SQLWrapper, sql } from "drizzle-orm";
import { SEALED_PREFIX } from "../../domain/text-limits";

/** A LIKE/ILIKE pattern that finds `search` anywhere, with its own `%`, `_` and `\` taken literally. */
export function likePattern(search: string): string {
  return `%${search.replace(/[\\%_]/g, (ch) => `\\${ch}`)}%`;
}

/**
 * A column of her words as the server may search them: a value sealed on her device (a private journal,
 * docs/architecture.md, "The private journal") reads as empty, so its ciphertext never matches.
 */
export const plainText = (column: SQLWrapper): SQL<string> =>
  sql<string>`(case when ${column} like ${`${SEALED_PREFIX}%`} then '' else ${column} end)`;
