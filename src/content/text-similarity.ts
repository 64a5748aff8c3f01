// Small, pure text helpers for checking authored content: word counts for length rules and
// word-trigram similarity for spotting lines that re-use the same sentence frame.

const WORD = /[\p{L}\p{N}]+(?:'[\p{L}\p{N}]+)*/gu;

/**
 * Lower-case word tokens. Punctuation is dropped; "don't" (straight or curly apostrophe) stays
 * one token, "self-regard" is two.
 */
export function words(text: string): string[] {
  return text.toLowerCase().replace(/’/g, "'").match(WORD) ?? [];
}

/**
 * How many words a reader sees: whitespace-separated chunks that hold a letter or digit.
 * "self-regard" counts once and a lone dash not at all.
 */
export function wordCount(text: string): number {
  return text.split(/\s+/).filter((chunk) => /[\p{L}\p{N}]/u.test(chunk)).length;
}

function trigrams(tokens: readonly string[]): Set<string> {
  const out = new Set<string>();
  for (let i = 0; i + 2 < tokens.length; i++) out.add(tokens.slice(i, i + 3).join(" "));
  return out;
}

function jaccard(a: ReadonlySet<string>, b: ReadonlySet<string>): number {
  if (a.size === 0 && b.size === 0) return 0;
  const [small, large] = a.size <= b.size ? [a, b] : [b, a];
  let shared = 0;
  for (const item of small) if (large.has(item)) shared++;
  return shared / (a.size + b.size - shared);
}

export interface SimilarPair {
  /** Index of the first text in the input array (always smaller than `j`). */
  i: number;
  j: number;
  a: string;
  b: string;
  score: number;
}

/**
 * The `limit` most similar pairs among `texts`, highest score first (ties keep input order).
 * Each text is tokenized once, so all pairs of a few hundred texts are compared quickly
 * (366 texts ≈ 67k pairs).
 */
export function closestPairs(texts: readonly string[], limit: number): SimilarPair[] {
  if (limit <= 0) return [];
  const prepared = texts.map((text) => {
    const tokens = words(text);
    return { text, short: tokens.length < 3, wordSet: new Set(tokens), trigramSet: trigrams(tokens) };
  });

  const best: SimilarPair[] = [];
  let floor = -1; // lowest kept score once `best` is full
  prepared.forEach((x, i) => {
    for (let j = i + 1; j < prepared.length; j++) {
      const y = prepared[j] as (typeof prepared)[number];
      const score = x.short || y.short ? jaccard(x.wordSet, y.wordSet) : jaccard(x.trigramSet, y.trigramSet);
      if (best.length === limit && score <= floor) continue;
      let at = best.length;
      while (at > 0 && (best[at - 1] as SimilarPair).score < score) at--;
      best.splice(at, 0, { i, j, a: x.text, b: y.text, score });
      if (best.length > limit) best.pop();
      if (best.length === limit) floor = (best[limit - 1] as SimilarPair).score;
    }
  });
  return best;
}
