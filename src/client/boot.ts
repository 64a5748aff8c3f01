import { holdEarlyPresses } from "./early-presses";
import { applyLocalAppearance } from "./lib/appearance";

// The first script of a prerendered page (docs/architecture.md, "The first screen before the code"),
// a small one: her theme and text size before the first paint, her presses held, then the app. The
// page is whole in its HTML and CSS and its links work, so the app's modules, listed on this script's
// tag (`data-app`, the entry first; scripts/prerender.ts writes it), are asked for once that first
// screen has been painted: they never compete with the stylesheets and fonts for it.

/** Should the first paint never be reported, the app starts anyway. */
const PAINT_WAIT_MS = 3000;

applyLocalAppearance();
holdEarlyPresses();

const [entry, ...modules] =
  document.querySelector<HTMLScriptElement>("script[data-app]")?.dataset.app?.split(" ") ?? [];

let started = false;
function start() {
  if (started || !entry) return;
  started = true;
  void import(/* @vite-ignore */ entry);
  // The entry's imports and the page's own code, asked for at once rather than as each is found.
  for (const href of modules) {
    document.head.append(
      Object.assign(document.createElement("link"), { rel: "modulepreload", crossOrigin: "", href }),
    );
  }
}

if (document.visibilityState === "visible") {
  new PerformanceObserver((entries) => {
    if (entries.getEntriesByName("first-contentful-paint").length > 0) start();
  }).observe({ type: "paint", buffered: true });
  // A tab hidden before its first paint paints nothing until she comes back to it.
  document.addEventListener("visibilitychange", start, { once: true });
  setTimeout(start, PAINT_WAIT_MS);
} else start();
