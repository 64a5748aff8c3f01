import {
  type Color,
  type PDFFont,
  type PDFPage,
  popGraphicsState,
  pushGraphicsState,
  rectangle,
  setLineWidth,
  setStrokingColor,
  stroke,
} from "pdf-lib";
import { isIgnorable } from "./graphemes";
import { drawEncoded } from "./page-font";

// A grapheme no font has (a script we ship no font for, a private-use character) is never dropped:
// it is drawn as a hairline box holding its code point, "U+0F40", so the reader sees what was there
// and the code point is what a copy of the text gives back.

// Each stand-in costs far more to lay out and draw than a letter (a box and a label), so one PDF
// lays out a bounded number of them (docs/security.md, "PDF work"): a book of 150,000-character
// reflections in a script we have no font for would otherwise take minutes and gigabytes. The worker
// sets the budget for each PDF it draws (pdf-worker.ts); elsewhere (tests, scripts) it is unbounded.

/** Stand-ins laid out for one PDF, counting each time a line holding one is measured or drawn. */
export const MAX_STAND_INS_PER_PDF = 60_000;

/** A PDF passed its stand-in budget: it is refused as too large, not drawn for minutes. */
export class TooManyStandIns extends Error {
  constructor() {
    super(`more than ${MAX_STAND_INS_PER_PDF} stand-ins`);
  }
}

let standInsLeft = Number.POSITIVE_INFINITY;

/** Gives the next PDF drawn on this thread its budget of stand-ins. */
export function budgetStandIns(max: number): void {
  standInsLeft = max;
}

/** Counts one stand-in laid out; throws TooManyStandIns past the budget. */
export function spendStandIn(): void {
  standInsLeft -= 1;
  if (standInsLeft < 0) throw new TooManyStandIns();
}

/** Size of the label, relative to the text around it. */
const LABEL_SCALE = 0.5;
/** Space inside the box on each side of the label, in ems of the surrounding text. */
const PADDING = 0.12;

/** What the stand-in for `grapheme` says; null for a grapheme of invisible characters only. */
export function standInLabel(grapheme: string): string | null {
  const codePoints = Array.from(grapheme, (character) => character.codePointAt(0) ?? 0).filter(
    (codePoint) => !isIgnorable(codePoint),
  );
  if (codePoints.length === 0) return null;
  const hex = codePoints.map((codePoint) => codePoint.toString(16).toUpperCase().padStart(4, "0"));
  return `U+${hex.join(" U+")}`;
}

/** The width of the stand-in box for `label` at `size` points. */
export function standInWidth(label: string, font: PDFFont, size: number): number {
  return font.widthOfTextAtSize(label, size * LABEL_SCALE) + 2 * PADDING * size;
}

interface StandInOptions {
  x: number;
  y: number;
  size: number;
  color: Color;
}

export function drawStandIn(page: PDFPage, label: string, font: PDFFont, options: StandInOptions): void {
  const { x, y, size, color } = options;
  const width = standInWidth(label, font, size);
  page.pushOperators(
    pushGraphicsState(),
    setStrokingColor(color),
    setLineWidth(Math.max(0.3, size * 0.035)),
    rectangle(x + size * 0.03, y - size * 0.12, width - size * 0.06, size * 0.86),
    stroke(),
  );
  drawEncoded(page, font, font.encodeText(label), {
    x: x + PADDING * size,
    y: y + size * 0.16,
    size: size * LABEL_SCALE,
    color,
  });
  page.pushOperators(popGraphicsState());
}
