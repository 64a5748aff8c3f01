// Registers the service worker (src/client/sw-worker.ts, docs/offline.md) once the page is
// interactive, so it never competes with the first paint or the bundle budget for `/` (docs/architecture.md, "Budgets"):
// this file is all the first download holds; the rest (sw-lifecycle.ts) comes then.

/** After `load` and a quiet moment, in production builds of a browser that has service workers. */
export function registerWhenIdle() {
  if (!import.meta.env.PROD || !("serviceWorker" in navigator)) return;
  const start = () => {
    const idle = window.requestIdleCallback ?? ((run: () => void) => setTimeout(run, 200));
    // Without a worker (blocked, private modes) the app simply stays online-only.
    idle(() => void import("./sw-lifecycle").then(({ register }) => register()).catch(() => undefined));
  };
  if (document.readyState === "complete") start();
  else addEventListener("load", start, { once: true });
}
