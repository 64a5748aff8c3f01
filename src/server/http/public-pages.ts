// The public pages a first visit lands on (DESIGN §9, Lighthouse), by path. `npm run build`
// prerenders each into dist/prerendered/<file> (scripts/prerender.ts), so its first screen shows as
// soon as the HTML and CSS have arrived, before any script has run; the server sends that file.
export const PUBLIC_PAGES: Record<string, string> = {
  "/": "home.html",
  "/pricing": "pricing.html",
  "/auth": "auth.html",
};

export const PRERENDERED_DIR = "dist/prerendered";
