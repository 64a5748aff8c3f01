import type { ReactNode } from "react";

export interface DataTableRow {
  key: string;
  /** The row's heading (first column), then one cell for each further column. */
  cells: readonly [ReactNode, ...ReactNode[]];
}

/**
 * A plain table of figures: a heading row, then rows that each start with their own heading. `dense` for
 * the console's smaller tables.
 */
export function DataTable({
  caption,
  columns,
  rows,
  dense = false,
  className = "",
}: {
  /** Read by screen readers only: what the table holds. */
  caption?: string;
  columns: readonly string[];
  rows: readonly DataTableRow[];
  dense?: boolean;
  className?: string;
}) {
  const cell = `${dense ? "py-1.5" : "py-2"} pr-3 last:pr-0`;
  return (
    <table className={`w-full text-left text-sm ${className}`}>
      {caption && <caption className="sr-only">{caption}</caption>}
      <thead>
        <tr className={`border-b border-linen text-muted ${dense ? "text-xs" : ""}`}>
          {columns.map((column) => (
            <th key={column} scope="col" className={`${cell} font-semibold`}>
              {column}
            </th>
          ))}
        </tr>
      </thead>
      <tbody>
        {rows.map(({ key, cells: [heading, ...rest] }) => (
          <tr key={key} className="border-b border-linen/60">
            <th scope="row" className={`${cell} font-normal`}>
              {heading}
            </th>
            {rest.map((value, i) => (
              <td key={columns[i + 1]} className={cell}>
                {value}
              </td>
            ))}
          </tr>
        ))}
      </tbody>
    </table>
  );
}
