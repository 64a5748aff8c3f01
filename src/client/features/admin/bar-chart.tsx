// A hand-made SVG bar chart with its numbers as a table beside it (docs/architecture.md, "The console"):
// the picture is hidden from screen readers, which read the table instead. No chart library.

import { DataTable } from "../../components/ui/data-table";

export interface BarSeries {
  label: string;
  /** A fill from the palette (a Tailwind fill class). */
  className: string;
  values: number[];
}

export function BarChart({
  title,
  categories,
  series,
  categoryHeading,
}: {
  title: string;
  categories: string[];
  series: BarSeries[];
  categoryHeading: string;
}) {
  const max = Math.max(1, ...series.flatMap((entry) => entry.values));
  const width = 600;
  const height = 180;
  const group = width / Math.max(1, categories.length);
  const bar = Math.max(2, (group - 6) / series.length);
  return (
    <figure className="mt-4">
      <figcaption className="text-sm font-semibold text-ink">{title}</figcaption>
      <div className="mt-2 flex flex-wrap gap-4 text-xs text-muted" aria-hidden="true">
        {series.map((entry) => (
          <span key={entry.label} className="flex items-center gap-1.5">
            <svg viewBox="0 0 10 10" className="size-3" aria-hidden="true">
              <rect width="10" height="10" rx="2" className={entry.className} />
            </svg>
            {entry.label}
          </span>
        ))}
      </div>
      <svg
        viewBox={`0 0 ${width} ${height}`}
        className="mt-2 h-40 w-full"
        aria-hidden="true"
        preserveAspectRatio="none"
      >
        <line x1="0" y1={height} x2={width} y2={height} className="stroke-linen" strokeWidth="1" />
        {categories.map((category, i) => (
          <g key={category}>
            {series.map((entry, s) => {
              const value = entry.values[i] ?? 0;
              const h = (value / max) * (height - 10);
              return (
                <rect
                  key={entry.label}
                  x={i * group + 3 + s * bar}
                  y={height - h}
                  width={bar - 1}
                  height={h}
                  rx="2"
                  className={entry.className}
                />
              );
            })}
          </g>
        ))}
      </svg>
      <div className="mt-1 flex justify-between text-xs text-muted" aria-hidden="true">
        <span>{categories[0]}</span>
        <span>{categories.at(-1)}</span>
      </div>
      <details className="mt-2 text-sm">
        <summary className="cursor-pointer text-clay-dark">Show as a table</summary>
        <div className="mt-2">
          <DataTable
            caption={title}
            columns={[categoryHeading, ...series.map((entry) => entry.label)]}
            rows={categories.map((category, i) => ({
              key: category,
              cells: [category, ...series.map((entry) => (entry.values[i] ?? 0).toLocaleString("en-US"))],
            }))}
            dense
          />
        </div>
      </details>
    </figure>
  );
}
