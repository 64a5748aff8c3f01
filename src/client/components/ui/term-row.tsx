import type { ReactNode } from "react";

/** One term and its value in a definition list: the term muted, the value bold; `className` spaces the row. */
export function TermRow({
  term,
  value,
  className,
}: {
  term: ReactNode;
  value: ReactNode;
  className: string;
}) {
  return (
    <div className={`flex justify-between ${className}`}>
      <dt className="text-muted">{term}</dt>
      <dd className="font-semibold text-ink">{value}</dd>
    </div>
  );
}
