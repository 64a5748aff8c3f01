// How a search of her journal reads her query (docs/architecture.md, "Her words back"): the server finds
// the entries holding every word, the journal page marks those words where it shows them.

/** The words of a search, lower-cased: every one must appear in a reflection for it to match. */
export function searchTerms(query: string): string[] {
  return [...new Set(query.toLowerCase().split(/\s+/).filter(Boolean))].slice(0, 8);
}

/** A piece of shown text, and whether it is one of the search's words. */
export interface TextPart {
  text: string;
  match: boolean;
}

/**
 * `text` cut where the words of `query` occur, as the server matches them (any case, inside longer words
 * too), so a page can mark each: "Rest came" for "rest" is [{ "Rest", match }, { " came" }].
 */
export function matchedParts(text: string, query: string): TextPart[] {
  const terms = searchTerms(query);
  if (terms.length === 0 || text === "") return [{ text, match: false }];
  const lower = text.toLowerCase();
  const marked = new Array<boolean>(text.length).fill(false);
  for (const term of terms) {
    for (let at = lower.indexOf(term); at >= 0; at = lower.indexOf(term, at + term.length)) {
      marked.fill(true, at, at + term.length);
    }
  }
  const parts: TextPart[] = [];
  for (let i = 0; i < text.length; i++) {
    const last = parts.at(-1);
    if (last && last.match === marked[i]) last.text += text[i];
    else parts.push({ text: text[i] as string, match: marked[i] as boolean });
  }
  return parts;
}
