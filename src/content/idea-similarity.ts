import { words } from "./text-similarity";

// Spotting the same idea in new words (docs/content-style.md): word trigrams only catch a re-used
// sentence frame, so ideas are compared by the content words they share after stemming ("calling",
// "calls" and "called" are one word; "the", "you" and "today" are none).

const STOP_WORDS = new Set(
  (
    "a about after again all also am an and any are as at be because been before being but by can could did do does " +
    "doing done down each even ever every few for from get gets got had has have having her here hers herself him his " +
    "how i i'm if in into is it it's its itself just let lets like little make me more most much my myself never new no " +
    "nor not now of off on once one only or other our out over own same she so some still such than that the their them " +
    "then there these they thing things this those through to today too under until up us very was we were what when " +
    "where which while who whom why will with would yes yet you your yours yourself day days week time way really"
  ).split(" "),
);

/** A light suffix-stripping stemmer: enough to make inflections of one word meet. */
export function stem(word: string): string {
  let w = word.toLowerCase().replace(/'s$/, "");
  if (w.length <= 3) return w;
  if (w.endsWith("ies") && w.length > 4) w = `${w.slice(0, -3)}y`;
  else if (w.endsWith("sses")) w = w.slice(0, -2);
  else if (w.endsWith("s") && !w.endsWith("ss") && !w.endsWith("us")) w = w.slice(0, -1);
  for (const suffix of ["ingly", "edly", "fully", "ness", "ment", "ing", "ed", "ly", "er"]) {
    if (w.endsWith(suffix) && w.length - suffix.length >= 3) {
      w = w.slice(0, -suffix.length);
      break;
    }
  }
  if (/(.)\1$/.test(w) && !/(ll|ss|zz)$/.test(w)) w = w.slice(0, -1);
  if (w.endsWith("e") && w.length > 4) w = w.slice(0, -1);
  return w.endsWith("y") && w.length > 3 ? `${w.slice(0, -1)}i` : w;
}

/** The stemmed content words of a text, as a set. */
export function ideaWords(text: string): Set<string> {
  return new Set(
    words(text)
      .filter((word) => !STOP_WORDS.has(word) && !/^\d+$/.test(word))
      .map(stem),
  );
}

/** Dice similarity (0..1) of two texts' stemmed content words. */
export function ideaSimilarity(a: string, b: string): number {
  return dice(ideaWords(a), ideaWords(b));
}

function dice(a: ReadonlySet<string>, b: ReadonlySet<string>): number {
  if (a.size === 0 || b.size === 0) return 0;
  let shared = 0;
  for (const item of a) if (b.has(item)) shared++;
  return (2 * shared) / (a.size + b.size);
}

export interface IdeaItem {
  where: string;
  text: string;
  /** Items of one group (the three layers of one day) are meant to share an idea and are not paired. */
  group?: string;
}

export interface IdeaPair {
  a: IdeaItem;
  b: IdeaItem;
  score: number;
  shared: string[];
}

/**
 * The `limit` closest pairs of ideas among `items`, highest first; pairs within one place or one group are
 * skipped, and so are pairs that share fewer than two words. Words are weighted by how rare they are among `items` (inverse document frequency), so two lines
 * that share a concrete picture ("kettle", "counter") rank above two lines that share a word every other line
 * uses too ("feel", "need"): a weighted Dice score.
 */
export function closestIdeas(items: readonly IdeaItem[], limit: number): IdeaPair[] {
  const prepared = items.map((item) => ({ item, set: ideaWords(item.text) }));
  const documents = new Map<string, number>();
  for (const { set } of prepared) for (const word of set) documents.set(word, (documents.get(word) ?? 0) + 1);
  const weight = (word: string) => Math.log((prepared.length + 1) / (documents.get(word) ?? 1));
  const mass = prepared.map(({ set }) => [...set].reduce((sum, word) => sum + weight(word), 0));
  const found: IdeaPair[] = [];
  for (let i = 0; i < prepared.length; i++) {
    for (let j = i + 1; j < prepared.length; j++) {
      const x = prepared[i] as (typeof prepared)[number];
      const y = prepared[j] as (typeof prepared)[number];
      if (x.item.where === y.item.where || (x.item.group && x.item.group === y.item.group)) continue;
      const shared = [...x.set].filter((w) => y.set.has(w));
      if (shared.length < 2) continue; // one shared word is a coincidence, not an idea
      const total = (mass[i] ?? 0) + (mass[j] ?? 0);
      const score = total === 0 ? 0 : (2 * shared.reduce((sum, word) => sum + weight(word), 0)) / total;
      found.push({ a: x.item, b: y.item, score, shared });
    }
  }
  return found.sort((p, q) => q.score - p.score).slice(0, limit);
}
