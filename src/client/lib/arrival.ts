import type { Location } from "./router";

// What a browser does after a page load, done after each of the app's navigations (docs/architecture.md,
// "The router"): a new page starts at the top, or at its hash's target; back and forward return to
// where she was; focus moves to the new page's h1 (or main) and its title is announced. Loaded at her
// first press or key (router.tsx), not with the first download of `/`.

interface HistoryState {
  usr?: unknown;
  key?: string;
}

/** Where each history entry was scrolled when she left it, by the key stored in the entry. */
const scrolls = new Map<string, number>();
let arriving: "push" | "pop" | null = null;

/** The current history entry's key, given one if it has none (the first page, a hash link). */
function entryKey(): string {
  const state = (window.history.state ?? {}) as HistoryState;
  if (state.key) return state.key;
  const key = Math.random().toString(36).slice(2);
  window.history.replaceState({ ...state, key }, "");
  return key;
}

window.history.scrollRestoration = "manual";
let current = entryKey();

/**
 * A navigation leaves the current entry: its scroll position is kept. For a push, returns the key of
 * the entry the router is about to write; a pop has already moved to its entry.
 */
export function leave(how: "push" | "pop", inPlace = false): string {
  scrolls.set(current, window.scrollY);
  arriving = how;
  current = how === "pop" || inPlace ? entryKey() : Math.random().toString(36).slice(2);
  return current;
}

/** After the navigation has rendered (router.tsx's layout effect). */
export function arrive(from: Location, to: Location) {
  const how = arriving;
  arriving = null;
  if (!how) return;
  // A change of query or hash keeps her place: a choice within the page (/pricing?period=annual).
  const samePage = from.pathname === to.pathname;
  const target = to.hash ? document.getElementById(decodeURIComponent(to.hash.slice(1))) : null;
  const saved = how === "pop" ? scrolls.get(current) : undefined;
  if (saved !== undefined) window.scrollTo(0, saved);
  else if (target) target.scrollIntoView();
  else if (!samePage) window.scrollTo(0, 0);
  if (samePage) return;
  const heading =
    document.querySelector<HTMLElement>("main h1") ?? document.querySelector<HTMLElement>("main");
  if (heading) {
    if (!heading.hasAttribute("tabindex")) heading.setAttribute("tabindex", "-1");
    heading.focus({ preventScroll: true });
  }
  // The page's title is set by its own effect, which runs before this timer.
  setTimeout(() => announce(document.title));
}

/** Says `words` to a screen reader through one polite live region. */
function announce(words: string) {
  let region = document.getElementById("route-announcer");
  if (!region) {
    region = document.createElement("p");
    region.id = "route-announcer";
    region.className = "sr-only";
    region.setAttribute("aria-live", "polite");
    document.body.append(region);
  }
  region.textContent = words;
}
