import type { PDFFont, PDFPage } from "pdf-lib";

/** The font each page was last set to; every text these modules draw is set through here. */
const pageFonts = new WeakMap<PDFPage, PDFFont>();

// pdf-lib adds a new entry to the page's font resources on every drawText given a font, and looks
// for a free name by scanning the ones before: a page of runs grew quadratically. Setting the font
// only when it changes keeps one entry per switch.
export function setPageFont(page: PDFPage, font: PDFFont): void {
  if (pageFonts.get(page) === font) return;
  page.setFont(font);
  pageFonts.set(page, font);
}
