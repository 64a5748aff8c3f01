import type { Font as FontkitFont } from "@pdf-lib/fontkit";
import {
  type Color,
  type PDFFont,
  type PDFPage,
  popGraphicsState,
  pushGraphicsState,
  setCharacterSpacing,
} from "pdf-lib";
import { baseDirection, bidiLevels, hasRightToLeft, mirrored, visualOrder } from "./bidi";
import { chainFontFor, type FontChain, inDirection, shapeText } from "./fonts";
import { graphemes, isIgnorable } from "./graphemes";
import { drawEncoded } from "./page-font";
import { drawShaped } from "./shaped-runs";
import { drawStandIn, spendStandIn, standInLabel, standInWidth } from "./stand-ins";

/** A stretch of text drawn with one font in one direction, or the stand-in for one grapheme no font has. */
export interface TextRun {
  /** In logical (reading) order; a right-to-left run is laid out reversed. */
  text: string;
  font: PDFFont;
  /** Set for a stand-in: what it says instead of the grapheme ("U+0F40"). */
  standIn?: string;
  /** The parsed font, for runs laid out through OpenType shaping (fonts.ts); null for the others. */
  shaped: FontkitFont | null;
  rtl: boolean;
}

export interface SplitText {
  /** In visual order, left to right. */
  runs: TextRun[];
  /** Graphemes no font in the chain has; each is drawn as a visible stand-in, never dropped. */
  standIns: number;
}

/**
 * Splits one line of text into runs, each drawn with the first font of the chain that has its
 * graphemes, and puts them in visual order (bidi.ts). Control characters (tabs, stray newlines)
 * become spaces: callers wrap lines first.
 */
export function splitIntoRuns(text: string, chain: FontChain): SplitText {
  // Composed forms (NFC): fonts carry "ế" as one glyph, and nothing positions separate marks.
  const normalized = text.normalize("NFC").replace(/\p{Cc}/gu, " ");
  const pieces = graphemes(normalized);
  const levels = hasRightToLeft(normalized)
    ? graphemeLevels(pieces, bidiLevels(Array.from(normalized), baseDirection(normalized)))
    : null;
  const runs: TextRun[] = [];
  const runLevels: number[] = [];
  let standIns = 0;
  pieces.forEach((grapheme, index) => {
    const level = levels?.[index] ?? 0;
    const rtl = level % 2 === 1;
    const chosen = chainFontFor(chain, grapheme);
    if (!chosen) {
      const label = standInLabel(grapheme);
      if (label === null) return; // only invisible characters
      spendStandIn();
      runs.push({ text: grapheme, font: standInFont(chain), standIn: label, shaped: null, rtl });
      runLevels.push(level);
      standIns += 1;
      return;
    }
    const { pdfFont, glyphs, shaped } = chosen;
    if (!pdfFont) return;
    // Invisible characters the font does not map are left out, not drawn as a missing glyph.
    let drawn = "";
    for (const character of grapheme) {
      const codePoint = character.codePointAt(0) ?? 0;
      if (!isIgnorable(codePoint) || (shaped && glyphs.hasGlyphForCodePoint(codePoint))) drawn += character;
    }
    if (drawn === "") return;
    const last = runs.at(-1);
    if (last && !last.standIn && last.font === pdfFont && runLevels.at(-1) === level) last.text += drawn;
    else {
      runs.push({ text: drawn, font: pdfFont, shaped: shaped ? glyphs : null, rtl });
      runLevels.push(level);
    }
  });
  return { runs: levels ? visualOrder(runs, runLevels) : runs, standIns };
}

/** Each grapheme's level: that of its first code point. */
function graphemeLevels(pieces: readonly string[], codePointLevels: readonly number[]): number[] {
  let position = 0;
  return pieces.map((grapheme) => {
    const level = codePointLevels[position] ?? 0;
    position += Array.from(grapheme).length;
    return level;
  });
}

function standInFont(chain: FontChain): PDFFont {
  const font = chain.first.pdfFont;
  if (!font) throw new Error("The chain's first font was not embedded");
  return font;
}

/** The text pdf-lib is given for a run: right-to-left runs of unshaped fonts draw mirrored brackets. */
function laidOutText(run: TextRun): string {
  return run.rtl && !run.shaped ? Array.from(run.text, mirrored).join("") : run.text;
}

/** Advance widths per font and character, in points at a size of 1 pt. */
// module state: a PDF worker thread's own (pdf-worker.ts), which has no AppDeps.
const advances = new WeakMap<PDFFont, Map<string, number>>();

// Measures a run with one width lookup per character (or per run, for shaped runs, whose glyphs
// depend on their neighbours) instead of pdf-lib's widthOfTextAtSize on each whole string, which is
// far too slow for wrapping 20,000-character reflections.
function runWidth(run: TextRun, size: number): number {
  if (run.standIn) return standInWidth(run.standIn, run.font, size);
  let known = advances.get(run.font);
  if (!known) {
    known = new Map();
    advances.set(run.font, known);
  }
  const text = laidOutText(run);
  const width = (piece: string) => {
    let advance = known.get(piece);
    if (advance === undefined) {
      advance = inDirection(run.rtl ? "rtl" : "ltr", () => run.font.widthOfTextAtSize(piece, 1));
      if (known.size < 20_000) known.set(piece, advance);
    }
    return advance;
  };
  if (run.shaped) return shapeText(run.shaped, run.text, run.rtl ? "rtl" : "ltr").width * size;
  let total = 0;
  for (const character of text) total += width(character);
  return total * size;
}

/** Counts what a line will draw, for character spacing. */
function characterCount(runs: readonly TextRun[]): number {
  return runs.reduce((total, run) => total + (run.standIn ? 1 : [...run.text].length), 0);
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
    if (run.standIn) drawStandIn(page, run.standIn, run.font, { ...options, x });
    else if (run.shaped) {
      const shaped = shapeText(run.shaped, run.text, run.rtl ? "rtl" : "ltr");
      drawShaped(page, run.font, shaped, { ...options, x, actualText: run.rtl ? null : run.text });
    } else {
      const drawn = laidOutText(run);
      const encoded = inDirection(run.rtl ? "rtl" : "ltr", () => run.font.encodeText(drawn));
      drawEncoded(page, run.font, encoded, { x, y: options.y, size: options.size, color: options.color });
    }
    x += runWidth(run, options.size) + spacing * (run.standIn ? 1 : [...run.text].length);
  }
  if (spacing !== 0) page.pushOperators(popGraphicsState());
  return { width: x - options.x - (runs.length > 0 ? spacing : 0), standIns };
}
