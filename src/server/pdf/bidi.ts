// Right-to-left text (Hebrew, Arabic) in a line that may also hold Latin words and numbers: the
// Unicode Bidirectional Algorithm (UAX #9) for one line of one paragraph, without explicit embeddings
// or isolates (their control characters are ignored). The rules kept are the ones ordinary writing
// needs: weak types W1–W7, neutrals N1–N2, implicit levels I1–I2 and the reordering L2.

export type Direction = "ltr" | "rtl";

type BidiClass = "L" | "R" | "AL" | "EN" | "AN" | "ES" | "ET" | "CS" | "NSM" | "BN" | "WS" | "ON";

const rightToLeft = /[\p{Script=Hebrew}\p{Script=Samaritan}\p{Script=Mandaic}\p{Script=Nko}\u200F]/u;
const arabicLetter = /[\p{Script=Arabic}\p{Script=Syriac}\p{Script=Thaana}\u061C]/u;
const arabicNumber = /[\u0600-\u0605\u0660-\u0669\u066B\u066C\u06DD\u08E2]/u;
const europeanNumber = /[0-9\u00B2\u00B3\u00B9\u06F0-\u06F9\u2070\u2074-\u2079\u2080-\u2089\uFF10-\uFF19]/u;
const separator = /[+\-\u207A\u207B\u208A\u208B\u2212\uFB29\uFE62\uFE63\uFF0B\uFF0D]/u;
const terminator = /[#$%\u00A2-\u00A5\u00B0\u00B1\u066A\u2030-\u2034\u20A0-\u20CF\u2212\uFF03-\uFF05]/u;
const commonSeparator = /[,./:\u00A0\u060C\u202F\u2044\uFE50\uFE52\uFE55\uFF0C\uFF0E\uFF0F\uFF1A]/u;
const nonSpacingMark = /[\p{Mn}\p{Me}]/u;
const boundaryNeutral = /[\p{Cf}\p{Cc}]/u;
const leftToRight = /[\p{L}\p{Mc}\p{Nd}\u200E]/u;

/** Any character that can make a line right-to-left; lines without one skip the algorithm. */
const anyRightToLeft =
  /[\u0590-\u08FF\u200F\u202B\u202E\u2067\uFB1D-\uFDFF\uFE70-\uFEFF\u{10800}-\u{10FFF}\u{1E800}-\u{1EFFF}]/u;

export function hasRightToLeft(text: string): boolean {
  return anyRightToLeft.test(text);
}

function classOf(character: string): BidiClass {
  // The order matters: Arabic digits are Arabic script, and marks belong to their script too.
  if (arabicNumber.test(character)) return "AN";
  if (europeanNumber.test(character)) return "EN";
  if (nonSpacingMark.test(character)) return "NSM";
  if (rightToLeft.test(character)) return "R";
  if (arabicLetter.test(character)) return "AL";
  if (character === "\u200E") return "L";
  if (/\s/u.test(character)) return "WS";
  if (separator.test(character)) return "ES";
  if (terminator.test(character)) return "ET";
  if (commonSeparator.test(character)) return "CS";
  if (boundaryNeutral.test(character)) return "BN";
  if (leftToRight.test(character)) return "L";
  return "ON";
}

// module state: a PDF worker thread's own (pdf-worker.ts), which has no AppDeps.
const classCache = new Map<string, BidiClass>();
function cachedClassOf(character: string): BidiClass {
  let found = classCache.get(character);
  if (found === undefined) {
    found = classOf(character);
    if (classCache.size < 50_000) classCache.set(character, found);
  }
  return found;
}

/** The paragraph direction (rules P2–P3): that of its first strong character, left-to-right if none. */
export function baseDirection(text: string): Direction {
  if (!hasRightToLeft(text)) return "ltr";
  for (const character of text) {
    const type = cachedClassOf(character);
    if (type === "L") return "ltr";
    if (type === "R" || type === "AL") return "rtl";
  }
  return "ltr";
}

/**
 * The embedding level of each code point of `characters` (0, 2: left-to-right; 1: right-to-left),
 * in a paragraph of direction `base`.
 */
export function bidiLevels(characters: readonly string[], base: Direction): number[] {
  const paragraphLevel = base === "rtl" ? 1 : 0;
  const embedding: BidiClass = paragraphLevel === 1 ? "R" : "L";
  const types = characters.map(cachedClassOf);
  const count = types.length;
  // Boundary neutrals (joiners, format controls) take no part in the rules (X9); they get the level
  // of the character before them at the end.
  const live = types.map((type, index) => (type === "BN" ? -1 : index)).filter((index) => index >= 0);
  const at = (position: number): BidiClass => types[live[position] ?? -1] ?? embedding;
  const set = (position: number, type: BidiClass) => {
    const index = live[position];
    if (index !== undefined) types[index] = type;
  };
  const n = live.length;

  // W1: a non-spacing mark takes the type of the character before it.
  for (let p = 0; p < n; p++) if (at(p) === "NSM") set(p, p === 0 ? embedding : at(p - 1));
  // W2: European digits after Arabic letters are Arabic numbers. W3: AL becomes R.
  let lastStrong: BidiClass = embedding;
  for (let p = 0; p < n; p++) {
    const type = at(p);
    if (type === "EN" && lastStrong === "AL") set(p, "AN");
    if (type === "L" || type === "R" || type === "AL") lastStrong = type;
  }
  for (let p = 0; p < n; p++) if (at(p) === "AL") set(p, "R");
  // W4: one separator between two numbers of the same kind joins them.
  for (let p = 1; p < n - 1; p++) {
    const before = at(p - 1);
    const after = at(p + 1);
    const type = at(p);
    if (type === "ES" && before === "EN" && after === "EN") set(p, "EN");
    else if (type === "CS" && before === after && (before === "EN" || before === "AN")) set(p, before);
  }
  // W5: terminators (%, $, °) next to European digits belong to the number.
  for (let p = 0; p < n; p++) {
    if (at(p) !== "ET") continue;
    let end = p;
    while (end < n && at(end) === "ET") end++;
    if ((p > 0 && at(p - 1) === "EN") || (end < n && at(end) === "EN")) {
      for (let q = p; q < end; q++) set(q, "EN");
    }
    p = end - 1;
  }
  // W6: separators and terminators left over are neutral.
  for (let p = 0; p < n; p++) {
    const type = at(p);
    if (type === "ES" || type === "ET" || type === "CS") set(p, "ON");
  }
  // W7: European digits in left-to-right context are left-to-right.
  lastStrong = embedding;
  for (let p = 0; p < n; p++) {
    const type = at(p);
    if (type === "EN" && lastStrong === "L") set(p, "L");
    if (type === "L" || type === "R") lastStrong = type;
  }
  // N1–N2: a run of neutrals between two characters of the same direction takes it (numbers count
  // as right-to-left); otherwise the paragraph's.
  const strength = (type: BidiClass): "L" | "R" | null =>
    type === "L" ? "L" : type === "R" || type === "EN" || type === "AN" ? "R" : null;
  for (let p = 0; p < n; p++) {
    if (strength(at(p)) !== null) continue;
    let end = p;
    while (end < n && strength(at(end)) === null) end++;
    const before = p === 0 ? embedding : strength(at(p - 1));
    const after = end === n ? embedding : strength(at(end));
    const resolved = before === after && before !== null ? before : embedding;
    for (let q = p; q < end; q++) set(q, resolved);
    p = end - 1;
  }
  // I1–I2: levels from the resolved types.
  const levels = new Array<number>(count).fill(paragraphLevel);
  for (let p = 0; p < n; p++) {
    const type = at(p);
    const index = live[p] ?? 0;
    if (paragraphLevel === 0) levels[index] = type === "R" ? 1 : type === "AN" || type === "EN" ? 2 : 0;
    else levels[index] = type === "L" || type === "EN" || type === "AN" ? 2 : 1;
  }
  for (let index = 0; index < count; index++) {
    if (types[index] === "BN")
      levels[index] = index > 0 ? (levels[index - 1] ?? paragraphLevel) : paragraphLevel;
  }
  // L1: whitespace at the end of the line goes back to the paragraph level.
  for (let index = count - 1; index >= 0 && /\s/u.test(characters[index] ?? ""); index--) {
    levels[index] = paragraphLevel;
  }
  return levels;
}

/**
 * The visual order of items with these levels (rule L2): from the highest level down to the
 * lowest odd one, every stretch at that level or above is reversed.
 */
export function visualOrder<T>(items: readonly T[], levels: readonly number[]): T[] {
  const order = items.map((_, index) => index);
  const highest = Math.max(0, ...levels);
  const lowestOdd = Math.min(...levels.map((level) => (level % 2 === 1 ? level : Number.POSITIVE_INFINITY)));
  if (!Number.isFinite(lowestOdd)) return [...items];
  for (let level = highest; level >= lowestOdd; level--) {
    for (let start = 0; start < order.length; start++) {
      if ((levels[order[start] ?? 0] ?? 0) < level) continue;
      let end = start;
      while (end < order.length && (levels[order[end] ?? 0] ?? 0) >= level) end++;
      order.splice(start, end - start, ...order.slice(start, end).reverse());
      start = end;
    }
  }
  return order.map((index) => items[index] as T);
}

// Paired punctuation drawn as its mirror image inside right-to-left text (Bidi_Mirroring_Glyph for
// the pairs ordinary writing uses).
// module state: a constant table, filled once below.
const mirrors = new Map<string, string>();
for (const pair of ["()", "[]", "{}", "<>", "«»", "‹›", "⁅⁆", "⁽⁾", "₍₎", "≤≥", "⟨⟩", "「」", "『』"]) {
  const [open, close] = [...pair] as [string, string];
  mirrors.set(open, close);
  mirrors.set(close, open);
}

/** The character as drawn in right-to-left text: "(" becomes ")" and so on. */
export function mirrored(character: string): string {
  return mirrors.get(character) ?? character;
}
