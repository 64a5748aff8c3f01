import type { Color, PDFPage } from "pdf-lib";
import { baseDirection } from "./bidi";
import type { FontChain } from "./fonts";
import { graphemes } from "./graphemes";
import { drawText, measureText } from "./text-runs";

export interface CenteredTextOptions {
  centerX: number;
  y: number;
  size: number;
  chain: FontChain;
  color: Color;
  characterSpacing?: number;
}

/** Draws one line centred on `centerX`. */
export function drawCentered(page: PDFPage, text: string, options: CenteredTextOptions): void {
  const { centerX, ...rest } = options;
  const width = measureText(text, options.chain, options.size, options.characterSpacing);
  drawText(page, text, { ...rest, x: centerX - width / 2 });
}

/** The largest size from `size` down to `minSize` at which `text` fits in `maxWidth`. */
export function fittedSize(text: string, chain: FontChain, size: number, minSize: number, maxWidth: number) {
  const width = measureText(text, chain, size);
  return width <= maxWidth ? size : Math.max(minSize, (size * maxWidth) / width);
}

/** Starts a line that belongs to a right-to-left paragraph (an invisible RIGHT-TO-LEFT MARK). */
const RTL_MARK = "\u200F";

/**
 * Wraps text into lines no wider than `maxWidth`. Her line breaks are kept (a blank line stays a
 * blank line); a word longer than a line (a URL, or a language written without spaces) is broken
 * between characters rather than left to run off the page. Each line of a right-to-left paragraph
 * (one whose first letter is Hebrew or Arabic) starts with a right-to-left mark, so that a line of it
 * that begins with a Latin word is still laid out, and aligned, right to left (see `isRightToLeft`).
 */
export function wrapText(text: string, chain: FontChain, size: number, maxWidth: number): string[] {
  // Composed (NFC) first, so a line never breaks between a letter and its accent.
  return text
    .normalize("NFC")
    .split(/\r\n|\r|\n/)
    .flatMap((paragraph) => {
      const lines = wrapParagraph(paragraph, chain, size, maxWidth);
      return baseDirection(paragraph) === "rtl" ? lines.map((line) => RTL_MARK + line) : lines;
    });
}

/** Whether a line is laid out right to left, and so aligned to the right. */
export function isRightToLeft(line: string): boolean {
  return baseDirection(line) === "rtl";
}

function wrapParagraph(paragraph: string, chain: FontChain, size: number, maxWidth: number): string[] {
  const lines: string[] = [];
  let line = "";
  let lineWidth = 0;
  for (const token of paragraph.trimEnd().match(/\s+|\S+/g) ?? []) {
    const isSpace = /^\s/.test(token);
    const width = measureText(token, chain, size);
    if (lineWidth + width <= maxWidth) {
      line += token;
      lineWidth += width;
    } else if (isSpace) {
      // A space that does not fit ends the line and is not carried to the next.
      lines.push(line.trimEnd());
      line = "";
      lineWidth = 0;
    } else {
      if (line.trim() !== "") lines.push(line.trimEnd());
      const pieces = breakWord(token, chain, size, maxWidth);
      line = pieces.pop() ?? "";
      lineWidth = measureText(line, chain, size);
      lines.push(...pieces);
    }
  }
  lines.push(line);
  return lines;
}

function breakWord(word: string, chain: FontChain, size: number, maxWidth: number): string[] {
  const pieces: string[] = [];
  let piece = "";
  let pieceWidth = 0;
  for (const character of graphemes(word)) {
    const width = measureText(character, chain, size);
    if (piece !== "" && pieceWidth + width > maxWidth) {
      pieces.push(piece);
      piece = "";
      pieceWidth = 0;
    }
    piece += character;
    pieceWidth += width;
  }
  pieces.push(piece);
  return pieces;
}
