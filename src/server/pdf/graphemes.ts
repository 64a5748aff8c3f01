// Text is drawn grapheme by grapheme: a letter with its marks, an emoji with its skin tone, a flag
// or a ZWJ family stays together in one font and on one line.

/** Below U+0300 every character is a grapheme of its own unless a mark or joiner follows it. */
const needsSegmenting = /[\u0300-\u{10FFFF}]/u;

// A pair of regional indicators (a flag) or any one character, then what extends it: combining
// marks, variation selectors, skin tones, tag characters, and a zero-width joiner with the emoji or
// letter it joins. This is the part of UAX #29's extended grapheme clusters that choosing a font
// and breaking a long word need; Intl.Segmenter gives the whole, but was most of the time of a long
// journal written in other scripts.
const extender =
  "\\p{M}\\u200C\\uFE00-\\uFE0F\\u{1F3FB}-\\u{1F3FF}\\u{E0020}-\\u{E007F}\\u{E0100}-\\u{E01EF}";
const grapheme = new RegExp(
  `(?:\\p{RI}\\p{RI}|[\\s\\S])(?:[${extender}]|\\u200D(?:\\p{Extended_Pictographic}|\\p{L})?)*`,
  "gu",
);

/** The graphemes of `text`, in order. */
export function graphemes(text: string): string[] {
  if (!needsSegmenting.test(text)) return Array.from(text);
  return text.match(grapheme) ?? [];
}

/**
 * Default-ignorable code points (joiners, variation selectors, direction marks, tags): they have
 * no visible form of their own, so a font is chosen for the rest of their grapheme, and when the
 * chosen font does not map them they are left out rather than drawn as a missing glyph.
 */
export function isIgnorable(codePoint: number): boolean {
  return (
    codePoint === 0x00ad ||
    codePoint === 0x034f ||
    codePoint === 0x061c ||
    (codePoint >= 0x115f && codePoint <= 0x1160) ||
    (codePoint >= 0x180b && codePoint <= 0x180f) ||
    (codePoint >= 0x200b && codePoint <= 0x200f) ||
    (codePoint >= 0x202a && codePoint <= 0x202e) ||
    (codePoint >= 0x2060 && codePoint <= 0x206f) ||
    (codePoint >= 0xfe00 && codePoint <= 0xfe0f) ||
    codePoint === 0xfeff ||
    (codePoint >= 0xe0000 && codePoint <= 0xe0fff)
  );
}
