import { apiPath } from "../domain/api-paths";
import type { JourneyOverview } from "../domain/journey";
import { pageOf } from "../domain/routes";

// The service worker's life in the page (docs/offline.md): registration, the update notice, and
// what a member needs offline. Loaded by sw-registration.ts once the page is interactive.

const SW_URL = "/sw-worker.js";
/** The notice's words: short, and never shown in the middle of her typing. */
const UPDATE_READY = "A new version is ready";
const UPDATE_RELOAD = "Reload";

export async function register() {
  const registration = await navigator.serviceWorker.register(SW_URL);
  // A new version waits until she chooses to reload; pages she opens meanwhile come from the
  // network, so a full navigation already shows the new version. The plain API rather than
  // workbox-window: its "waiting" event comes a moment late, and this is all it would do.
  const waiting = (worker: ServiceWorker) => whenNotTyping(() => offerReload(() => activate(worker)));
  if (registration.waiting && navigator.serviceWorker.controller) waiting(registration.waiting);
  registration.addEventListener("updatefound", () => {
    const installing = registration.installing;
    installing?.addEventListener("statechange", () => {
      if (installing.state === "installed" && navigator.serviceWorker.controller) waiting(installing);
    });
  });
  await navigator.serviceWorker.ready;
  if (navigator.serviceWorker.controller) void keepForOffline();
  else
    navigator.serviceWorker.addEventListener("controllerchange", () => void keepForOffline(), { once: true });
}

/** The waiting worker takes over (sw-worker.ts); the page reloads once it controls it. */
function activate(worker: ServiceWorker) {
  navigator.serviceWorker.addEventListener("controllerchange", () => location.reload(), { once: true });
  worker.postMessage({ type: "SKIP_WAITING" });
}

function offerReload(reload: () => void) {
  void import("./lib/toast").then(({ toast }) =>
    toast(UPDATE_READY, {
      // One notice however many versions arrive while she reads.
      id: "update-ready",
      duration: Number.POSITIVE_INFINITY,
      action: { label: UPDATE_RELOAD, onClick: reload },
    }),
  );
}

const isTyping = () => {
  const active = document.activeElement;
  if (!(active instanceof HTMLElement)) return false;
  if (active.isContentEditable || active instanceof HTMLTextAreaElement) return true;
  return (
    active instanceof HTMLInputElement && !["button", "checkbox", "radio", "submit"].includes(active.type)
  );
};

/** Runs `then` now, or once focus has left the field she is writing in. */
function whenNotTyping(then: () => void) {
  if (!isTyping()) return then();
  const check = () =>
    setTimeout(() => {
      if (isTyping()) return;
      document.removeEventListener("focusout", check);
      then();
    }, 0);
  document.addEventListener("focusout", check);
}

/**
 * Asks once per tab for what a signed-in member needs offline: the journey outline, the
 * affirmations and every day open to her. The requests pass through the service worker, which keeps
 * only answers the server gave her (a locked day is never asked for, and would be refused). Not from
 * the console.
 */
async function keepForOffline() {
  // The coach's console is work, not her journal: it fetches only what it shows (issue #50). The next
  // tab she opens on the app keeps the days.
  if (pageOf(location.pathname) === "admin") return;
  const session = await getJson<{ user: { id: string } | null }>(apiPath("session"));
  const member = session?.user?.id;
  const marker = `offline-ready:${member}`;
  if (!member || sessionStorage.getItem(marker)) return;
  const journey = await getJson<JourneyOverview>(apiPath("journey"));
  if (!journey) return;
  await getJson(apiPath("affirmations"));
  const open = journey.days.filter((day) => !day.locked).map((day) => day.day);
  // Two at a time: this runs beside her own requests and must not slow them.
  const next = async (): Promise<void> => {
    const day = open.shift();
    if (day === undefined) return;
    await getJson(`${apiPath("journey")}/days/${day}`);
    return next();
  };
  await Promise.all([next(), next()]);
  sessionStorage.setItem(marker, "1");
}

async function getJson<T = unknown>(path: string): Promise<T | null> {
  try {
    const res = await fetch(path, { credentials: "same-origin" });
    return res.ok ? ((await res.json()) as T) : null;
  } catch {
    return null;
  }
}
