import { type PDFFont, PDFHexString, type PDFOperator, type PDFPage, setTextMatrix, showText } from "pdf-lib";
import { encodeGlyphs, type ShapedText } from "./fonts";
import { type StringOptions, textObject } from "./page-font";

interface ShapedOptions extends StringOptions {
  /**
   * What the run says in reading order, given to readers that copy text out (a Devanagari vowel
   * sign drawn before its consonant is still copied after it). Null for right-to-left runs, which
   * PDF readers put back in reading order themselves.
   */
  actualText: string | null;
}

/**
 * Draws shaped glyphs where the shaper placed them. pdf-lib draws a string with each glyph's own
 * advance and nothing else, which puts Arabic dots and Devanagari marks beside their letters
 * instead of on them; here each glyph that does not simply follow the one before starts a new
 * string at its own position.
 */
export function drawShaped(page: PDFPage, font: PDFFont, shaped: ShapedText, options: ShapedOptions): void {
  const { size } = options;
  const scale = size / shaped.unitsPerEm;
  const strings = encodeGlyphs(font, shaped.glyphs);
  const operators: PDFOperator[] = [];
  let pen = 0;
  let pending = "";
  let flowing = false;
  const flush = () => {
    if (pending !== "") operators.push(showText(PDFHexString.of(pending)));
    pending = "";
  };
  shaped.glyphs.forEach((glyph, index) => {
    const position = shaped.positions[index];
    const string = strings[index];
    if (!position || !string) return;
    const offset = position.xOffset !== 0 || position.yOffset !== 0;
    // A glyph continues the current string only when the PDF would put it where the shaper did.
    if (!flowing || offset) {
      flush();
      operators.push(
        setTextMatrix(
          1,
          0,
          0,
          1,
          options.x + (pen + position.xOffset) * scale,
          options.y + position.yOffset * scale,
        ),
      );
    }
    pending += string.toString().slice(1, -1);
    flowing = !offset && position.xAdvance === glyph.advanceWidth;
    pen += position.xAdvance;
  });
  flush();
  page.pushOperators(...textObject(page, font, options, operators, options.actualText));
}
