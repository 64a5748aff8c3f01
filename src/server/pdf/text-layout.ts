import type { Color, PDFPage } from "pdf-lib";
import type { FontChain } from "./fonts";
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

/**
 * Wraps text into lines no wider than `maxWidth`. Her line breaks are kept (a blank line stays a
 * blank line); a word longer than a line (a URL, or a language written without spaces) is broken
 * between characters rather than left to run off the page.
 */
export function wrapText(text: string, chain: FontChain, size: number, maxWidth: number): string[] {
  // Composed (NFC) first, so a line never breaks between a letter and its accent.
  return text
    .normalize("NFC")
    .split(/\r\n|\r|\n/)
    .flatMap((paragraph) => wrapParagraph(paragraph, chain, size, maxWidth));
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
  for (const character of word) {
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
