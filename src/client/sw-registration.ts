// Registers the service worker (src/client/sw-worker.ts, docs/offline.md) for a signed-in member,
// once the page is interactive: offline use is hers, so a visitor never downloads the worker or its
// precache, and `/` stays within its budget (docs/architecture.md, "Budgets"). This file is all the
// first download holds; the rest (sw-lifecycle.ts) comes then.

let requested = false;

/** After `load` and a quiet moment, once per page, in production builds of a browser that has service workers. */
export function registerWhenIdle() {
  if (requested || !import.meta.env.PROD || !("serviceWorker" in navigator)) return;
  requested = true;
  const start = () => {
    const idle = window.requestIdleCallback ?? ((run: () => void) => setTimeout(run, 200));
    // Without a worker (blocked, private modes) the app simply stays online-only.
    idle(() => void import("./sw-lifecycle").then(({ register }) => register()).catch(() => undefined));
  };
  if (document.readyState === "complete") start();
  else addEventListener("load", start, { once: true });
}
