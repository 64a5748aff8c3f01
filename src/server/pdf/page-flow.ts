import type { Color, PDFDocument, PDFPage } from "pdf-lib";
import type { FontChain } from "./fonts";
import { letter } from "./palette";
import { isRightToLeft } from "./text-layout";
import { drawText, measureText } from "./text-runs";

export const margins = { top: 72, bottom: 78, left: 72, right: 72 } as const;
export const contentWidth = letter.width - margins.left - margins.right;

export interface LineStyle {
  chain: FontChain;
  size: number;
  /** Distance from one baseline to the next. */
  leading: number;
  color: Color;
  characterSpacing?: number;
}

/**
 * Text poured down US Letter pages: a cursor moves from the top margin towards the bottom one and a
 * new page begins when the next piece does not fit, so long reflections simply continue overleaf.
 */
export class PageFlow {
  page: PDFPage;
  /** The top of the space still free on this page. */
  y = 0;

  constructor(private readonly doc: PDFDocument) {
    this.page = this.newPage();
  }

  newPage(): PDFPage {
    this.page = this.doc.addPage([letter.width, letter.height]);
    this.y = letter.height - margins.top;
    return this.page;
  }

  /** Starts a new page unless `height` more points fit on this one. */
  ensureRoom(height: number): void {
    if (this.y - height < margins.bottom) this.newPage();
  }

  space(height: number): void {
    this.y -= height;
  }

  /**
   * Draws lines one under another, turning the page wherever one would not fit. Right-to-left
   * lines (Hebrew, Arabic) are aligned to the right margin.
   */
  lines(lines: readonly string[], style: LineStyle): void {
    for (const line of lines) {
      this.ensureRoom(style.leading);
      this.y -= style.leading;
      if (line === "") continue;
      const x = isRightToLeft(line)
        ? margins.left + contentWidth - measureText(line, style.chain, style.size, style.characterSpacing)
        : margins.left;
      drawText(this.page, line, { ...style, x, y: this.y });
    }
  }
}
