/** A LIKE/ILIKE pattern that finds `search` anywhere, with its own `%`, `_` and `\` taken literally. */
export function likePattern(search: string): string {
  return `%${search.replace(/[\\%_]/g, (ch) => `\\${ch}`)}%`;
}
