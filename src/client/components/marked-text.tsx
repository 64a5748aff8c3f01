import { matchedParts } from "../../domain/search-terms";

/** `text` with the words of her search marked (`<mark>`), as the journal's search found them. */
export function MarkedText({ text, query }: { text: string; query: string | null | undefined }) {
  if (!query) return text;
  return matchedParts(text, query).map((part, index) =>
    part.match ? (
      // biome-ignore lint/suspicious/noArrayIndexKey: the parts of one text, in order, never reordered
      <mark key={index} className="rounded-sm bg-clay-soft font-semibold text-ink">
        {part.text}
      </mark>
    ) : (
      part.text
    ),
  );
}
