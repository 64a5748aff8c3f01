import type { PrintableBlock } from "../../content/printable-layouts";

// One printable's own structure (tables, boxes, lists, its month's questions), drawn for the preview
// dialog ("screen") and for paper ("print"). Lines and cells are real borders: browsers leave
// backgrounds out when printing.

type Variant = "screen" | "print";

const numbers = (count: number) => Array.from({ length: count }, (_, i) => i + 1);

const sizes = {
  screen: { caption: "text-xs", cell: "h-8", text: "text-sm", large: "h-20", small: "h-10", line: "h-7" },
  print: {
    caption: "text-[8pt]",
    cell: "h-[8mm]",
    text: "text-[9.5pt]",
    large: "h-[28mm]",
    small: "h-[11mm]",
    line: "h-[8mm]",
  },
} as const;

export function PrintableStructure({
  blocks,
  variant,
}: {
  blocks: readonly PrintableBlock[];
  variant: Variant;
}) {
  return (
    <div
      data-testid="printable-structure"
      className={variant === "print" ? "flex flex-col gap-[5mm]" : "flex flex-col gap-5"}
    >
      {blocks.map((block, index) => (
        // biome-ignore lint/suspicious/noArrayIndexKey: a layout's blocks are fixed content, never reordered.
        <Block key={index} block={block} variant={variant} />
      ))}
    </div>
  );
}

function Caption({ children, variant }: { children: string; variant: Variant }) {
  return (
    <h3
      className={`${sizes[variant].caption} mb-1.5 font-sans font-semibold uppercase tracking-[0.16em] text-clay-dark`}
    >
      {children}
    </h3>
  );
}

function Block({ block, variant }: { block: PrintableBlock; variant: Variant }) {
  const s = sizes[variant];
  switch (block.type) {
    case "table":
      return (
        <section>
          <Caption variant={variant}>{block.caption}</Caption>
          <table className={`w-full table-fixed border-collapse ${s.text}`}>
            <thead>
              <tr>
                {block.columns.map((column) => (
                  <th
                    key={column}
                    scope="col"
                    className="border border-ink/30 px-2 py-1 text-left font-semibold text-ink"
                  >
                    {column}
                  </th>
                ))}
              </tr>
            </thead>
            <tbody>
              {block.rows.map((row, rowIndex) => (
                // biome-ignore lint/suspicious/noArrayIndexKey: blank rows have no other identity.
                <tr key={rowIndex} className={s.cell}>
                  {block.columns.map((column, columnIndex) => (
                    <td key={column} className="border border-ink/30 px-2 align-top text-muted">
                      {columnIndex === 0 ? row : ""}
                    </td>
                  ))}
                </tr>
              ))}
            </tbody>
          </table>
        </section>
      );
    case "boxes":
      return (
        <section>
          <Caption variant={variant}>{block.caption}</Caption>
          <div
            className="grid gap-1.5"
            style={{ gridTemplateColumns: `repeat(${block.columns}, minmax(0, 1fr))` }}
          >
            {block.labels.map((label) => (
              <div
                key={label}
                className={`${block.size === "large" ? s.large : s.small} rounded-md border border-ink/30 px-2 py-1 ${s.text} text-muted`}
              >
                {label}
              </div>
            ))}
          </div>
        </section>
      );
    case "list":
      return (
        <section>
          <Caption variant={variant}>{block.caption}</Caption>
          {block.note && <p className={`${s.text} mb-1 text-muted`}>{block.note}</p>}
          <div aria-hidden="true" className={`grid gap-x-6 ${block.count > 6 ? "grid-cols-2" : ""}`}>
            {numbers(block.count).map((n) => (
              <div key={n} className={`${s.line} ${s.text} flex items-end border-b border-ink/30 text-muted`}>
                {n}.
              </div>
            ))}
          </div>
        </section>
      );
    case "questions":
      return (
        <section className="flex flex-col gap-3">
          {block.questions.map((question) => (
            <div key={question}>
              <p className={`font-display ${variant === "print" ? "text-[11.5pt]" : "text-base"} text-ink`}>
                {question}
              </p>
              <div aria-hidden="true">
                {numbers(block.lines).map((n) => (
                  <div key={n} className={`${s.line} border-b border-ink/30`} />
                ))}
              </div>
            </div>
          ))}
        </section>
      );
  }
}
