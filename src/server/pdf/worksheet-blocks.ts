import type { Color, PDFPage } from "pdf-lib";
import type { PrintableBlock } from "../../content/printable-layouts";
import type { FontChain, FontChains } from "./fonts";
import type { palette } from "./palette";
import { wrapText } from "./text-layout";
import { drawText } from "./text-runs";

// A printable's own structure drawn into the worksheet PDF (worksheet.ts calls this before the fixed
// prompts): the same tables, boxes, lists and questions as the preview and the print sheet.

/** What the worksheet layout lends to the structure: its page, its pen position and its look. */
export interface BlockCanvas {
  readonly page: PDFPage;
  y: number;
  readonly left: number;
  readonly width: number;
  readonly fonts: FontChains;
  readonly colors: typeof palette;
  /** Starts a new page when `height` more points would not fit. */
  ensureRoom(height: number): void;
  /** One line at x, right-aligned within `width` when it is right-to-left. */
  line(text: string, chain: FontChain, size: number, color: Color, x: number, y: number, width: number): void;
}

const LINE = 0.75;
const CELL_PADDING = 4;
const ROW_HEIGHT = 22;
const WRITE_LINE = 22;

/** Every text the blocks draw, for embedFontChains. */
export function blocksText(blocks: readonly PrintableBlock[]): string {
  return blocks
    .flatMap((block) => {
      if (block.type === "table") return [block.caption.toUpperCase(), ...block.columns, ...block.rows];
      if (block.type === "boxes") return [block.caption.toUpperCase(), ...block.labels];
      if (block.type === "list") return [block.caption.toUpperCase(), block.note ?? ""];
      return block.questions;
    })
    .join("\n");
}

export function drawBlocks(canvas: BlockCanvas, blocks: readonly PrintableBlock[]) {
  for (const block of blocks) {
    if (block.type === "table") drawTable(canvas, block.caption, block.columns, block.rows);
    else if (block.type === "boxes")
      drawBoxes(canvas, block.caption, block.labels, block.columns, block.size);
    else if (block.type === "list") drawList(canvas, block.caption, block.count, block.note);
    else drawQuestions(canvas, block.questions, block.lines);
    canvas.y -= 12;
  }
}

function caption(canvas: BlockCanvas, text: string, room: number) {
  canvas.ensureRoom(room + 20);
  canvas.y -= 10;
  drawText(canvas.page, text.toUpperCase(), {
    x: canvas.left,
    y: canvas.y,
    size: 7.5,
    chain: canvas.fonts.sansMedium,
    color: canvas.colors.clay,
    characterSpacing: 0.5,
  });
  canvas.y -= 6;
}

function box(canvas: BlockCanvas, x: number, top: number, width: number, height: number) {
  canvas.page.drawRectangle({
    x,
    y: top - height,
    width,
    height,
    borderColor: canvas.colors.muted,
    borderWidth: LINE,
    opacity: 0,
    borderOpacity: 0.7,
  });
}

/** Text in a cell, wrapped to its width, starting under its top edge. */
function cellText(
  canvas: BlockCanvas,
  text: string,
  x: number,
  top: number,
  width: number,
  chain: FontChain,
  size: number,
) {
  const inner = width - 2 * CELL_PADDING;
  wrapText(text, chain, size, inner).forEach((line, index) => {
    const y = top - CELL_PADDING - size - index * (size + 2);
    canvas.line(line, chain, size, canvas.colors.ink, x + CELL_PADDING, y, inner);
  });
}

function drawTable(canvas: BlockCanvas, title: string, columns: string[], rows: string[]) {
  const { fonts } = canvas;
  const width = canvas.width / columns.length;
  const headerHeight = Math.max(
    ...columns.map(
      (column) =>
        wrapText(column, fonts.sansMedium, 8.5, width - 2 * CELL_PADDING).length * 10.5 + 2 * CELL_PADDING,
    ),
  );
  caption(canvas, title, headerHeight + ROW_HEIGHT * Math.min(rows.length, 3));
  columns.forEach((column, index) => {
    const x = canvas.left + index * width;
    box(canvas, x, canvas.y, width, headerHeight);
    cellText(canvas, column, x, canvas.y, width, fonts.sansMedium, 8.5);
  });
  canvas.y -= headerHeight;
  for (const row of rows) {
    canvas.ensureRoom(ROW_HEIGHT);
    columns.forEach((_, index) => {
      const x = canvas.left + index * width;
      box(canvas, x, canvas.y, width, ROW_HEIGHT);
      if (index === 0 && row) cellText(canvas, row, x, canvas.y, width, fonts.sans, 8.5);
    });
    canvas.y -= ROW_HEIGHT;
  }
}

function drawBoxes(
  canvas: BlockCanvas,
  title: string,
  labels: string[],
  columns: number,
  size: "small" | "large",
) {
  const gap = 5;
  const width = (canvas.width - gap * (columns - 1)) / columns;
  const height = size === "large" ? 74 : 30;
  caption(canvas, title, height);
  for (let start = 0; start < labels.length; start += columns) {
    canvas.ensureRoom(height + gap);
    labels.slice(start, start + columns).forEach((label, index) => {
      const x = canvas.left + index * (width + gap);
      box(canvas, x, canvas.y, width, height);
      cellText(canvas, label, x, canvas.y, width, canvas.fonts.sans, 8);
    });
    canvas.y -= height + gap;
  }
}

function drawList(canvas: BlockCanvas, title: string, count: number, note?: string) {
  const twoColumns = count > 6;
  const perColumn = twoColumns ? Math.ceil(count / 2) : count;
  const gap = 20;
  const width = twoColumns ? (canvas.width - gap) / 2 : canvas.width;
  caption(canvas, title, WRITE_LINE * Math.min(perColumn, 3));
  if (note) {
    canvas.y -= 10;
    drawText(canvas.page, note, {
      x: canvas.left,
      y: canvas.y,
      size: 8.5,
      chain: canvas.fonts.sans,
      color: canvas.colors.muted,
    });
  }
  canvas.ensureRoom(WRITE_LINE * perColumn);
  const top = canvas.y;
  for (let n = 0; n < count; n++) {
    const column = twoColumns && n >= perColumn ? 1 : 0;
    const x = canvas.left + column * (width + gap);
    const y = top - WRITE_LINE * ((n % perColumn) + 1);
    drawText(canvas.page, `${n + 1}.`, {
      x,
      y: y + 4,
      size: 8.5,
      chain: canvas.fonts.sans,
      color: canvas.colors.muted,
    });
    canvas.page.drawLine({
      start: { x, y },
      end: { x: x + width, y },
      thickness: LINE,
      color: canvas.colors.muted,
      opacity: 0.6,
    });
  }
  canvas.y = top - WRITE_LINE * perColumn;
}

function drawQuestions(canvas: BlockCanvas, questions: string[], lines: number) {
  for (const question of questions) {
    const wrapped = wrapText(question, canvas.fonts.serifItalic, 12, canvas.width);
    canvas.ensureRoom(wrapped.length * 16 + WRITE_LINE * lines);
    for (const line of wrapped) {
      canvas.y -= 16;
      canvas.line(line, canvas.fonts.serifItalic, 12, canvas.colors.ink, canvas.left, canvas.y, canvas.width);
    }
    for (let n = 0; n < lines; n++) {
      canvas.y -= WRITE_LINE;
      canvas.page.drawLine({
        start: { x: canvas.left, y: canvas.y },
        end: { x: canvas.left + canvas.width, y: canvas.y },
        thickness: LINE,
        color: canvas.colors.linen,
      });
    }
    canvas.y -= 8;
  }
}
