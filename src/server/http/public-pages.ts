import { type PageEntry, type PageName, pageNames, pageTable } from "../../domain/routes";

/**
 * Public pages prerendered once more with a query: a choice kept in the address (the pricing
 * period, the sign-in page's tab; docs/architecture.md "Presses before the code arrives") shows before any script has run,
 * and the page hydrates without a mismatch. Kept here, out of the page registry the first download carries.
 */
const prerenderQueries: Partial<Record<PageName, Record<string, string>>> = {
  pricing: { "period=annual": "pricing-annual.html" },
  auth: { "tab=sign-up": "auth-sign-up.html" },
};

// The public pages a first visit lands on (docs/architecture.md, "Budgets"; Lighthouse), by path: those the page registry
// marks for prerendering. `npm run build` prerenders each into dist/prerendered/<name>.html (scripts/prerender.ts),
// so its first screen shows as soon as the HTML and CSS have arrived, before any script has run; the
// server sends that file.
// A page prerendered with a query too (`prerenderQueries`) is listed again as `path?query`.
export const PUBLIC_PAGES: Record<string, string> = Object.fromEntries(
  pageNames.flatMap((name) => {
    const { path, prerender }: PageEntry = pageTable[name];
    if (!prerender) return [];
    const variants = Object.entries(prerenderQueries[name] ?? {});
    return [[path, `${name}.html`], ...variants.map(([query, file]) => [`${path}?${query}`, file])];
  }),
);

/**
 * The key of PUBLIC_PAGES that answers `path` with `search`: a `path?query` entry when the request
 * carries every parameter of its query, else `path` itself.
 */
export function publicPageKey(path: string, search: URLSearchParams | undefined): string {
  if (!search) return path;
  const variant = Object.keys(PUBLIC_PAGES).find((key) => {
    const [base, query] = key.split("?");
    if (base !== path || query === undefined) return false;
    return [...new URLSearchParams(query)].every(([name, value]) => search.get(name) === value);
  });
  return variant ?? path;
}

export const PRERENDERED_DIR = "dist/prerendered";
