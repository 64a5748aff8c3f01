import {
  type PDFPage,
  popGraphicsState,
  pushGraphicsState,
  rectangle,
  setCharacterSpacing,
  setLineWidth,
  setStrokingColor,
  stroke,
} from "pdf-lib";
import { setPageFont } from "./page-font";
import type { DrawTextOptions, TextRun } from "./text-runs";

// Fontsource's subsets carry no symbol such as □ or U+FFFD, so a missing character is drawn as a
// "?" in a hairline box: plainly a gap to the eye, and a "?" when the text is copied out.
export const STAND_IN_TEXT = "?";
/** Width of a stand-in box, in ems. */
const STAND_IN_WIDTH = 0.62;

/** The width of `count` stand-ins side by side at `size` points. */
export function standInWidth(count: number, size: number): number {
  return count * STAND_IN_WIDTH * size;
}

// A line of Japanese can hold hundreds of stand-ins, so each run of them is one path of boxes and one
// string of marks spaced a box apart, not a rectangle and a text object per character.
export function drawStandIns(page: PDFPage, run: TextRun, options: DrawTextOptions): void {
  const { size, color } = options;
  const boxWidth = STAND_IN_WIDTH * size;
  const pitch = boxWidth + (options.characterSpacing ?? 0);
  const markSize = size * 0.62;
  const markWidth = run.font.widthOfTextAtSize(STAND_IN_TEXT, markSize);
  const boxes = Array.from({ length: run.text.length }, (_, index) =>
    rectangle(
      options.x + index * pitch + size * 0.05,
      options.y - size * 0.1,
      boxWidth - size * 0.1,
      size * 0.82,
    ),
  );
  page.pushOperators(
    pushGraphicsState(),
    setStrokingColor(color),
    setLineWidth(Math.max(0.3, size * 0.035)),
    ...boxes,
    stroke(),
    setCharacterSpacing(pitch - markWidth),
  );
  setPageFont(page, run.font);
  page.drawText(run.text, {
    x: options.x + (boxWidth - markWidth) / 2,
    y: options.y + size * 0.08,
    size: markSize,
    color,
  });
  page.pushOperators(popGraphicsState());
}
