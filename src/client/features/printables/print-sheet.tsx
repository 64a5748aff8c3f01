import { printableSubtitle } from "../../../content/printable-labels";
import { printableLayout } from "../../../content/printable-layouts";
import { printablePrompts } from "../../../content/printables";
import type { Printable } from "../../../content/schema";
import { PrintableStructure } from "../../components/printable-structure";

// The page's own structure comes first, so the fixed prompts and Notes keep a few lines each.
const PROMPT_LINES = 2;
const NOTE_LINES = 3;

/** Writing lines: real borders, because browsers leave backgrounds out when printing. */
function RuledLines({ count }: { count: number }) {
  const lines = Array.from({ length: count }, (_, line) => `line-${line}`);
  return (
    <div aria-hidden="true">
      {lines.map((line) => (
        <div key={line} className="h-[9mm] border-b border-ink/25" />
      ))}
    </div>
  );
}

/**
 * One worksheet laid out for a single A4 or Letter page. It is only ever shown in print: the page
 * hides everything else while a sheet is chosen, and the site header and footer never print.
 */
export function PrintSheet({ printable, notes }: { printable: Printable; notes?: string }) {
  const written = notes?.trim();
  return (
    <article data-testid="print-sheet" className="hidden break-inside-avoid text-ink print:block">
      <p className="text-[8pt] font-semibold uppercase tracking-[0.2em] text-clay-dark">Grind to Grace</p>
      <h1 className="mt-[2mm] text-[22pt] leading-tight">{printable.title}</h1>
      <p className="mt-[1mm] text-[10pt] font-semibold text-muted">{printableSubtitle(printable)}</p>
      <p className="mt-[3mm] text-[10pt] leading-relaxed text-muted">{printable.description}</p>
      <div className="mt-[5mm]">
        <PrintableStructure blocks={printableLayout(printable.id)} variant="print" />
      </div>
      <ol className="mt-[5mm] flex flex-col gap-[4mm]">
        {printablePrompts.map((prompt, index) => (
          <li key={prompt}>
            <p className="font-display text-[13pt] italic">
              {index + 1}. {prompt}
            </p>
            <RuledLines count={PROMPT_LINES} />
          </li>
        ))}
      </ol>
      <section className="mt-[6mm]">
        <h2 className="text-[8pt] font-semibold uppercase tracking-[0.2em] text-clay-dark">Notes</h2>
        {written ? (
          <p className="mt-[2mm] whitespace-pre-wrap text-[10.5pt] leading-relaxed">{written}</p>
        ) : (
          <RuledLines count={NOTE_LINES} />
        )}
      </section>
    </article>
  );
}
