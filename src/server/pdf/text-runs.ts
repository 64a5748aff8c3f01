import {
  type Color,
  type PDFFont,
  type PDFPage,
  popGraphicsState,
  pushGraphicsState,
  setCharacterSpacing,
} from "pdf-lib";
import type { FontChain } from "./fonts";
import { setPageFont } from "./page-font";
import { drawStandIns, STAND_IN_TEXT, standInWidth } from "./stand-ins";

/** A stretch of text drawn with one font, or the stand-in for a character no font has. */
export interface TextRun {
  text: string;
  font: PDFFont;
  standIn: boolean;
}

export interface SplitText {
  runs: TextRun[];
  /** Characters no font in the chain has; each is drawn as a visible stand-in, never dropped. */
  standIns: number;
}

// Invisible format characters (joiners, variation selectors, byte-order mark) that an emoji or a
// script may carry. They have no visible form, so when no font has them they are left out rather
// than each turned into a stand-in next to the one for the character they belong to.
function isInvisibleFormatCharacter(codePoint: number): boolean {
  return (
    (codePoint >= 0x200b && codePoint <= 0x200f) ||
    (codePoint >= 0xfe00 && codePoint <= 0xfe0f) ||
    (codePoint >= 0xe0100 && codePoint <= 0xe01ef) ||
    codePoint === 0xfeff ||
    codePoint === 0x2060
  );
}

/** Which font of a chain draws each code point, remembered per chain (long texts repeat letters). */
const choices = new WeakMap<FontChain, Map<number, PDFFont | null>>();

function fontFor(chain: FontChain, codePoint: number): PDFFont | null {
  let known = choices.get(chain);
  if (!known) {
    known = new Map();
    choices.set(chain, known);
  }
  let font = known.get(codePoint);
  if (font === undefined) {
    const file = chain.fonts.find((candidate) => candidate.glyphs.hasGlyphForCodePoint(codePoint));
    if (file && !file.pdfFont) {
      throw new Error(
        `U+${codePoint.toString(16).toUpperCase()} is drawn but was not in the text given to embedFontChains`,
      );
    }
    font = file?.pdfFont ?? null;
    known.set(codePoint, font);
  }
  return font;
}

function standInFont(chain: FontChain): PDFFont {
  const font = fontFor(chain, STAND_IN_TEXT.charCodeAt(0));
  if (!font) throw new Error(`No font in the chain can draw the stand-in "${STAND_IN_TEXT}"`);
  return font;
}

/**
 * Splits one line of text into runs, each drawn with the first font of the chain that has its
 * characters. Control characters (tabs, stray newlines) become spaces: callers wrap lines first.
 */
export function splitIntoRuns(text: string, chain: FontChain): SplitText {
  const runs: TextRun[] = [];
  let standIns = 0;
  const append = (piece: string, font: PDFFont, standIn: boolean) => {
    const last = runs.at(-1);
    if (last && last.font === font && last.standIn === standIn) last.text += piece;
    else runs.push({ text: piece, font, standIn });
  };
  // Composed forms (NFC): fonts carry "ế" as one glyph, and nothing positions separate marks.
  for (const character of text.normalize("NFC")) {
    const codePoint = character.codePointAt(0) ?? 0;
    const drawn = codePoint < 0x20 || codePoint === 0x7f ? " " : character;
    const font = fontFor(chain, drawn.codePointAt(0) ?? 0);
    if (font) {
      append(drawn, font, false);
    } else if (!isInvisibleFormatCharacter(codePoint)) {
      append(STAND_IN_TEXT, standInFont(chain), true);
      standIns += 1;
    }
  }
  return { runs, standIns };
}

/** Advance widths per font and character, in points at a size of 1 pt. */
const advances = new WeakMap<PDFFont, Map<string, number>>();

// Measures a run with one width lookup per character instead of pdf-lib's widthOfTextAtSize, which
// shapes the whole string each call and is far too slow for wrapping 20,000-character reflections.
function runWidth(run: TextRun, size: number): number {
  if (run.standIn) return standInWidth(run.text.length, size);
  let known = advances.get(run.font);
  if (!known) {
    known = new Map();
    advances.set(run.font, known);
  }
  let width = 0;
  for (const character of run.text) {
    let advance = known.get(character);
    if (advance === undefined) {
      advance = run.font.widthOfTextAtSize(character, 1);
      known.set(character, advance);
    }
    width += advance;
  }
  return width * size;
}

/** Counts what a line will draw: its characters (after stand-ins) for character spacing. */
function characterCount(runs: readonly TextRun[]): number {
  return runs.reduce((total, run) => total + [...run.text].length, 0);
}

/**
 * The width of `text` at `size` points, measured run by run exactly as drawText draws it;
 * `characterSpacing` is added between characters (not after the last).
 */
export function measureText(text: string, chain: FontChain, size: number, characterSpacing = 0): number {
  const { runs } = splitIntoRuns(text, chain);
  const glyphs = runs.reduce((total, run) => total + runWidth(run, size), 0);
  return glyphs + characterSpacing * Math.max(0, characterCount(runs) - 1);
}

export interface DrawTextOptions {
  x: number;
  y: number;
  size: number;
  chain: FontChain;
  color: Color;
  /** Extra space between characters, in points (for small-caps labels). */
  characterSpacing?: number;
}

/** Draws one line of text run by run; returns its width and how many stand-ins it drew. */
export function drawText(
  page: PDFPage,
  text: string,
  options: DrawTextOptions,
): { width: number; standIns: number } {
  const { runs, standIns } = splitIntoRuns(text, options.chain);
  const spacing = options.characterSpacing ?? 0;
  // Character spacing (the PDF Tc operator) is page state, so it is set around these runs only.
  if (spacing !== 0) page.pushOperators(pushGraphicsState(), setCharacterSpacing(spacing));
  let x = options.x;
  for (const run of runs) {
    if (run.standIn) drawStandIns(page, run, { ...options, x });
    else {
      setPageFont(page, run.font);
      page.drawText(run.text, { x, y: options.y, size: options.size, color: options.color });
    }
    x += runWidth(run, options.size) + spacing * [...run.text].length;
  }
  if (spacing !== 0) page.pushOperators(popGraphicsState());
  return { width: x - options.x - (runs.length > 0 ? spacing : 0), standIns };
}
