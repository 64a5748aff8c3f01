import { useRef } from "react";
import { useDrawnWidth, useReadingScale } from "./chart-measure";
import { type ChartPoint, dayInWords } from "./growth-data";

interface LevelChartProps {
  title: string;
  /** Row labels from the bottom (heaviest) to the top. */
  rows: readonly string[];
  dates: string[];
  points: ChartPoint[];
  color: string;
}

/** The width before the chart has been measured; after, it is drawn one unit to a CSS pixel. */
const FALLBACK_WIDTH = 440;
/** Label sizes in CSS pixels at the normal reading size: never under 12 (issue #50). */
const ROW_LABEL_PX = 13;
const TICK_PX = 12;
const ROW_HEIGHT = 30;
/** Room for the longest row label ("Overwhelmed") at the normal size, before the gap to the plot. */
const LABEL_ROOM = 94;
const LABEL_GAP = 10;
const RIGHT = 12;
const TOP = 12;
const BOTTOM = 28;

const shortDate = (date: string) => dayInWords(date, { month: "short", day: "numeric" });

/**
 * One answer over time as dots on labelled rows, joined where days follow each other (a gap stays a
 * gap: no line pretends to know a day she did not check in). The table beside it says the same.
 */
export function LevelChart({ title, rows, dates, points, color }: LevelChartProps) {
  // The page's text size does not reach an SVG's text: the labels, and the room for them, grow by it here.
  const scale = useReadingScale();
  const svg = useRef<SVGSVGElement>(null);
  const width = useDrawnWidth(svg, FALLBACK_WIDTH);
  const left = LABEL_GAP + LABEL_ROOM * scale;
  const rowHeight = ROW_HEIGHT * Math.max(1, scale);
  const height = TOP + rows.length * rowHeight + BOTTOM * scale;
  const plotWidth = width - left - RIGHT;
  const x = (date: string) => {
    const index = dates.indexOf(date);
    return left + (dates.length === 1 ? plotWidth / 2 : (index / (dates.length - 1)) * plotWidth);
  };
  const y = (level: number) => TOP + (rows.length - 1 - level) * rowHeight + rowHeight / 2;
  const shown = points.filter((point) => dates.includes(point.date));
  const segments: ChartPoint[][] = [];
  for (const point of shown) {
    const last = segments.at(-1);
    const previous = last?.at(-1);
    if (last && previous && dates.indexOf(point.date) - dates.indexOf(previous.date) === 1) last.push(point);
    else segments.push([point]);
  }
  const ticks = [dates[0], dates[Math.floor((dates.length - 1) / 2)], dates.at(-1)].filter(
    (date, i, all): date is string => Boolean(date) && all.indexOf(date) === i,
  );
  const radius = dates.length > 40 ? 3.5 : 5;
  return (
    <figure className="m-0">
      <figcaption className="font-display text-lg text-ink">{title}</figcaption>
      <svg
        ref={svg}
        viewBox={`0 0 ${width} ${height}`}
        className="mt-2 h-auto w-full max-w-xl"
        aria-hidden="true"
        focusable="false"
      >
        {rows.map((row, level) => (
          <g key={row}>
            <line
              x1={left}
              x2={width - RIGHT}
              y1={y(level)}
              y2={y(level)}
              stroke="var(--color-linen)"
              strokeWidth="1"
            />
            <text
              x={left - LABEL_GAP}
              y={y(level)}
              textAnchor="end"
              dominantBaseline="middle"
              fontSize={ROW_LABEL_PX * scale}
              fill="var(--color-muted)"
            >
              {row}
            </text>
          </g>
        ))}
        {ticks.map((date, index) => (
          <text
            key={date}
            x={x(date)}
            y={height - 8}
            // The first and last dates sit at the plot's edges: anchored inward, they are never cut off.
            textAnchor={
              ticks.length > 1 && index === 0
                ? "start"
                : index === ticks.length - 1 && index > 0
                  ? "end"
                  : "middle"
            }
            fontSize={TICK_PX * scale}
            fill="var(--color-muted)"
          >
            {shortDate(date)}
          </text>
        ))}
        {segments.map((segment) =>
          segment.length > 1 ? (
            <polyline
              key={`line-${segment[0]?.date}`}
              points={segment.map((p) => `${x(p.date)},${y(p.level)}`).join(" ")}
              fill="none"
              stroke={color}
              strokeWidth="2.5"
              strokeLinejoin="round"
              strokeLinecap="round"
            />
          ) : null,
        )}
        {shown.map((point) => (
          <circle key={point.date} cx={x(point.date)} cy={y(point.level)} r={radius} fill={color} />
        ))}
      </svg>
    </figure>
  );
}
