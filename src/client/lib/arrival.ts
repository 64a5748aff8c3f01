import { viewOf } from "../../domain/routes";

// What a browser does after a page load, done after each of the app's navigations (docs/architecture.md,
// "The router"): a new page starts at the top, or at its hash's target; back and forward return to
// where she was; focus moves to the new page's h1 (or main) and its title is announced. A place within the
// page (a query, a hash, a console tab) keeps her scroll and focus. Loaded at her
// first press or key (router.tsx), not with the first download of `/`.

/** Where each address was scrolled when she last left it (pathname and query). */
const scrolls = new Map<string, number>();
let arriving: "push" | "pop" | null = null;
/** Ends the wait for the last page's heading (focusHeadingWhenItComes), once she is elsewhere. */
let stopWaiting = () => {};
/** Where she is, as the router keeps it (router.tsx's Location). */
interface Place {
  pathname: string;
  search: string;
  hash: string;
}

const addressOf = (location: Place) => location.pathname + location.search;

window.history.scrollRestoration = "manual";

/** A navigation leaves `from`, scrolled to `y` (router.tsx, before the next page renders). */
export function leave(how: "push" | "pop", from: Place | undefined, y: number) {
  if (from) scrolls.set(addressOf(from), y);
  arriving = how;
  // Back or Forward (a swipe on a phone) leaves the page with the phone menu open: it closes, as a press
  // on one of its links closes it (header.tsx).
  if (how === "pop")
    for (const open of document.querySelectorAll(":popover-open")) (open as HTMLElement).hidePopover();
}

/** After the navigation has rendered (router.tsx's layout effect). */
export function arrive(from: Place, to: Place) {
  stopWaiting();
  const how = arriving;
  arriving = null;
  if (!how) return;
  // A change of query or hash keeps her place: a choice within the page (/pricing?period=annual); so does
  // a move between places within one screen (routes.ts viewOf: a tab of the console).
  const samePage = viewOf(from.pathname) === viewOf(to.pathname);
  const target = to.hash ? document.getElementById(decodeURIComponent(to.hash.slice(1))) : null;
  const saved = how === "pop" ? scrolls.get(addressOf(to)) : undefined;
  if (saved !== undefined) window.scrollTo(0, saved);
  else if (target) target.scrollIntoView();
  else if (!samePage) window.scrollTo(0, 0);
  if (samePage) return;
  const heading = document.querySelector<HTMLElement>("main h1");
  focusOn(heading ?? document.querySelector<HTMLElement>("main"));
  // A page whose heading comes with its data (a slow phone, a slow network) has it focused when it comes,
  // unless she has moved on by then.
  if (!heading) focusHeadingWhenItComes();
  // The page's title is set by its own effect, which runs before this timer.
  setTimeout(() => announce(document.title));
}

function focusOn(element: HTMLElement | null) {
  if (!element) return;
  if (!element.hasAttribute("tabindex")) element.setAttribute("tabindex", "-1");
  element.focus({ preventScroll: true });
}

/** How long a page may take to show its heading before focus stays where it is. */
const HEADING_WAIT_MS = 10_000;

function focusHeadingWhenItComes() {
  const waiting = new MutationObserver(() => {
    const heading = document.querySelector<HTMLElement>("main h1");
    if (!heading) return;
    stop();
    const focused = document.activeElement;
    if (!focused || focused === document.body || focused.tagName === "MAIN") focusOn(heading);
  });
  const timer = setTimeout(() => stop(), HEADING_WAIT_MS);
  const stop = () => {
    waiting.disconnect();
    clearTimeout(timer);
  };
  stopWaiting = stop;
  waiting.observe(document.body, { childList: true, subtree: true });
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
