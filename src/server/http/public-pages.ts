import { pageRoutes } from "../../domain/routes";

// The public pages a first visit lands on (docs/architecture.md, "Budgets"; Lighthouse), by path: those the route table marks
// for prerendering. `npm run build` prerenders each into dist/prerendered/<file> (scripts/prerender.ts),
// so its first screen shows as soon as the HTML and CSS have arrived, before any script has run; the
// server sends that file.
export const PUBLIC_PAGES: Record<string, string> = Object.fromEntries(
  pageRoutes.flatMap(({ pattern, prerender }) => (prerender ? [[pattern, prerender]] : [])),
);

export const PRERENDERED_DIR = "dist/prerendered";
