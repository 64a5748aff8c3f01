import { printableLayout } from "../../content/printable-layouts";
import { printablePrompts } from "../../content/printables";
import { PrintableStructure } from "./printable-structure";

/** A printable as its preview shows it: the description, its own structure and the two fixed prompts. */
export function PrintableOnScreen({ id, description }: { id: string; description: string }) {
  return (
    <>
      <p className="leading-relaxed text-muted">{description}</p>
      <PrintableStructure blocks={printableLayout(id)} variant="screen" />
      <ol data-testid="fixed-prompts" className="flex flex-col gap-3">
        {printablePrompts.map((prompt, index) => (
          <li
            key={prompt}
            className="rounded-2xl bg-sand/70 px-4 py-3 font-display text-lg leading-snug text-ink"
          >
            <span className="mr-2 text-clay-dark">{index + 1}.</span>
            {prompt}
          </li>
        ))}
      </ol>
    </>
  );
}
