import { StrictMode } from "react";
import { prerenderToNodeStream } from "react-dom/static";
import { App } from "./app";
import { StaticRouter } from "./lib/router";
import { SessionProvider } from "./lib/session";

// Built for Node by `npm run build` (scripts/prerender.ts): the public pages' first screen as HTML,
// so a visitor sees it before any script has run; main.tsx then hydrates it. The session is still
// loading here, as it is in the browser's first render.

declare global {
  /** The modules the app loaded while rendering (vite.config.ts, recordPageModules). */
  var __pageModules: Set<string> | undefined;
}

export interface PrerenderedPage {
  html: string;
  /** The lazily loaded modules the page rendered, by their keys in the client build's manifest. */
  modules: string[];
}

/** A page's HTML; load a fresh copy of this bundle for each page, or `modules` misses those loaded before. */
export async function prerenderPage(path: string): Promise<PrerenderedPage> {
  const modules = new Set<string>();
  globalThis.__pageModules = modules;
  const { prelude } = await prerenderToNodeStream(
    <StrictMode>
      <StaticRouter location={path}>
        <SessionProvider>
          <App />
        </SessionProvider>
      </StaticRouter>
    </StrictMode>,
    // React outlines a large finished boundary into a hidden block and an inline script that moves it
    // into place; the CSP forbids inline scripts, so the page would be rendered twice. Keep it inline.
    { progressiveChunkSize: Number.POSITIVE_INFINITY },
  );
  let html = "";
  for await (const chunk of prelude) html += chunk;
  return { html, modules: [...modules] };
}
