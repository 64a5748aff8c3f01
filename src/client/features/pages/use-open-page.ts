import type { PageValue } from "../../../domain/open-pages";
import { localDateKey } from "../../lib/her-story-queries";
import { type LocalFirst, useDocument } from "../../lib/local-first";

/**
 * One open page (D23) through the same local-first document as a day's reflection: written here at
 * once, synced to /api/pages/:id, kept while offline, and a conflict when another device wrote first.
 * Nothing is stored until she writes: a page she opens and leaves blank is not created.
 */
export function useOpenPage(id: string) {
  const doc = useDocument("page", id);
  const page: PageValue = doc.value ?? { date: localDateKey(), title: "", body: "" };
  const update = (change: Partial<PageValue>) => doc.setValue({ ...page, ...change });
  return { doc, page, update, body: bodyOf(doc, page, update) };
}

/** The page's text as a document of its own, so the reflection editor writes it. */
function bodyOf(
  doc: LocalFirst<PageValue | null>,
  page: PageValue,
  update: (change: Partial<PageValue>) => void,
): LocalFirst<string> {
  return {
    ...doc,
    value: page.body,
    setValue: (body) => update({ body }),
    conflict: doc.conflict
      ? {
          local: describe(doc.conflict.local),
          server: describe(doc.conflict.server),
        }
      : null,
  };
}

/** A version of the page as plain text for the conflict chooser: its title over its text. */
const describe = (value: PageValue | null) =>
  value ? [value.title.trim(), value.body].filter(Boolean).join("\n\n") : "";
