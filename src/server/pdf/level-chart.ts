import type { Color, PDFPage } from "pdf-lib";
import type { FontChain } from "./fonts";
import { palette } from "./palette";
import { drawText, measureText } from "./text-runs";

export interface LevelChart {
  /** Top-left corner and size of the whole chart, labels included. */
  x: number;
  top: number;
  width: number;
  height: number;
  /** The levels a value can take, lowest first; drawn bottom to top. */
  levels: readonly string[];
  /** One value per date: the index of its level, or null where it is not one of them. */
  values: readonly (number | null)[];
  /** Where each date falls across the chart, 0 (first) to 1 (last), so missed days show as gaps. */
  positions: readonly number[];
  dateLabels: readonly string[];
  chain: FontChain;
  color: Color;
}

const LABEL_COLUMN = 78;
const DATE_ROW = 16;
const MAX_DATE_LABELS = 6;

/** A line of points, one per date, across horizontal bands for each level. */
export function drawLevelChart(page: PDFPage, chart: LevelChart): void {
  const left = chart.x + LABEL_COLUMN;
  const plotWidth = chart.width - LABEL_COLUMN;
  const bottom = chart.top - chart.height + DATE_ROW;
  const step = (chart.height - DATE_ROW) / chart.levels.length;
  const levelY = (level: number) => bottom + step * (level + 0.5);
  const inset = 10;
  const pointX = (index: number) => left + inset + (plotWidth - 2 * inset) * (chart.positions[index] ?? 0.5);

  chart.levels.forEach((label, level) => {
    const y = levelY(level);
    page.drawLine({
      start: { x: left, y },
      end: { x: left + plotWidth, y },
      color: palette.linen,
      thickness: 0.6,
    });
    const labelWidth = measureText(label, chart.chain, 8);
    drawText(page, label, {
      x: left - 8 - labelWidth,
      y: y - 3,
      size: 8,
      chain: chart.chain,
      color: palette.muted,
    });
  });

  const radius = chart.values.length > 60 ? 1.2 : 2.2;
  let previous: { x: number; y: number } | null = null;
  chart.values.forEach((value, index) => {
    if (value === null) {
      previous = null;
      return;
    }
    const point = { x: pointX(index), y: levelY(value) };
    if (previous)
      page.drawLine({ start: previous, end: point, color: chart.color, thickness: 1, opacity: 0.6 });
    page.drawCircle({ ...point, size: radius, color: chart.color });
    previous = point;
  });

  for (const index of dateLabelIndexes(chart.dateLabels.length)) {
    const label = chart.dateLabels[index] ?? "";
    const width = measureText(label, chart.chain, 7.5);
    const x = Math.min(Math.max(pointX(index) - width / 2, left), left + plotWidth - width);
    drawText(page, label, { x, y: bottom - 12, size: 7.5, chain: chart.chain, color: palette.muted });
  }
}

/** Up to six evenly spread dates to label, always the first and the last. */
function dateLabelIndexes(count: number): number[] {
  if (count <= MAX_DATE_LABELS) return Array.from({ length: count }, (_, index) => index);
  const indexes = Array.from({ length: MAX_DATE_LABELS }, (_, slot) =>
    Math.round((slot * (count - 1)) / (MAX_DATE_LABELS - 1)),
  );
  return [...new Set(indexes)];
}
