import type { PDFPage } from "pdf-lib";
import { formatLongDate } from "./dates";
import type { FontChains } from "./fonts";
import { contentWidth } from "./page-flow";
import { letter, palette } from "./palette";
import type { RecoveryBook } from "./recovery-book";
import { drawCentered, wrapText } from "./text-layout";

/** The journal's title page: her name and the day it was gathered, framed on sand. */
export function drawTitlePage(
  page: PDFPage,
  fonts: FontChains,
  book: Pick<RecoveryBook, "name" | "generatedOn">,
): void {
  const centerX = letter.width / 2;
  page.drawRectangle({ x: 0, y: 0, width: letter.width, height: letter.height, color: palette.sand });
  page.drawRectangle({
    x: 36,
    y: 36,
    width: letter.width - 72,
    height: letter.height - 72,
    borderColor: palette.clay,
    borderWidth: 0.6,
  });
  drawCentered(page, "GRIND TO GRACE", {
    centerX,
    y: 520,
    size: 9,
    chain: fonts.sansMedium,
    color: palette.clay,
    characterSpacing: 3,
  });
  drawCentered(page, "Your Soul Path journal", {
    centerX,
    y: 470,
    size: 34,
    chain: fonts.serif,
    color: palette.ink,
  });
  page.drawLine({
    start: { x: centerX - 24, y: 446 },
    end: { x: centerX + 24, y: 446 },
    color: palette.clay,
  });
  const name = book.name.trim();
  if (name !== "") {
    const lines = wrapText(name, fonts.serifItalic, 20, contentWidth);
    lines.forEach((line, index) => {
      drawCentered(page, line, {
        centerX,
        y: 404 - index * 26,
        size: 20,
        chain: fonts.serifItalic,
        color: palette.ink,
      });
    });
  }
  drawCentered(page, `Gathered on ${formatLongDate(book.generatedOn)}`, {
    centerX,
    y: 120,
    size: 10,
    chain: fonts.sans,
    color: palette.muted,
  });
}
