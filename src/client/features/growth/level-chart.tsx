import { type ChartPoint, dayInWords } from "./growth-data";

interface LevelChartProps {
  title: string;
  /** Row labels from the bottom (heaviest) to the top. */
  rows: readonly string[];
  dates: string[];
  points: ChartPoint[];
  color: string;
}

// Narrow enough that its labels stay readable when a phone scales it down.
const WIDTH = 440;
const ROW_HEIGHT = 30;
/** Room for the longest row label ("Overwhelmed") at the normal size, before the gap to the plot. */
const LABEL_ROOM = 86;
const LABEL_GAP = 10;
const RIGHT = 12;
const TOP = 12;
const BOTTOM = 28;

/**
 * The reading size's factor (styles.css, --reading-scale). The SVG scales with its width, so the
 * page's text size would not reach its labels: they and the room for them grow by it here.
 */
function readingScale(): number {
  const value = getComputedStyle(document.documentElement).getPropertyValue("--reading-scale");
  return Number.parseFloat(value) || 1;
}

const shortDate = (date: string) => dayInWords(date, { month: "short", day: "numeric" });

/**
 * One answer over time as dots on labelled rows, joined where days follow each other (a gap stays a
 * gap: no line pretends to know a day she did not check in). The table beside it says the same.
 */
export function LevelChart({ title, rows, dates, points, color }: LevelChartProps) {
  const scale = readingScale();
  const left = LABEL_GAP + LABEL_ROOM * scale;
  const height = TOP + rows.length * ROW_HEIGHT + BOTTOM * scale;
  const plotWidth = WIDTH - left - RIGHT;
  const x = (date: string) => {
    const index = dates.indexOf(date);
    return left + (dates.length === 1 ? plotWidth / 2 : (index / (dates.length - 1)) * plotWidth);
  };
  const y = (level: number) => TOP + (rows.length - 1 - level) * ROW_HEIGHT + ROW_HEIGHT / 2;
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
        viewBox={`0 0 ${WIDTH} ${height}`}
        className="mt-2 h-auto w-full max-w-xl"
        aria-hidden="true"
        focusable="false"
      >
        {rows.map((row, level) => (
          <g key={row}>
            <line
              x1={left}
              x2={WIDTH - RIGHT}
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
              fontSize={13 * scale}
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
            fontSize={12 * scale}
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
