/// <reference lib="webworker" />
import { cleanupOutdatedCaches, matchPrecache, precacheAndRoute } from "workbox-precaching";
import { registerRoute } from "workbox-routing";
import { API_ROOT, type ApiArea, apiPath } from "../domain/api-paths";
import { MEMBER_CACHE } from "./sw-member-cache";

// The service worker (docs/offline.md), built by vite-plugin-pwa (injectManifest): the app shell,
// every route's code, the fonts and the icons are precached; pages come from the network while it
// answers and from the precached shell when it does not; a member's API answers come from the
// network whenever it answers (never stale while online) and from her cache only when it fails.

declare const self: ServiceWorkerGlobalScope & {
  __WB_MANIFEST: Array<{ url: string; revision: string | null }>;
};

const SESSION_PATH = apiPath("session");
const JOURNEY_PATH = apiPath("journey");
const SIGN_OUT_PATH = `${apiPath("auth")}/sign-out`;

/** The areas whose GET answers are kept offline; her own documents have their local copies instead (D2). */
const MEMBER_READS: ApiArea[] = [
  "session",
  "me",
  "subscription",
  "config",
  "journey",
  "affirmations",
  "printables",
  "settings",
];

/**
 * The lists of her own writing (issue #50): the journal's archive and on this day, her open pages, her
 * check-ins and their patterns, so /journal, /journal/pages and /growth read offline from what the device
 * keeps. Only these exact paths: a single document (`/api/journal/3`) stays with its local copy and its sync.
 */
const HER_LISTS: string[] = [
  apiPath("journal"),
  apiPath("onThisDay"),
  apiPath("pages"),
  apiPath("checkIns"),
  apiPath("checkInPatterns"),
];
/** A list answered for another range of days still shows what she keeps (the growth page's 7, 30, 90 days). */
const RANGE_LIST = apiPath("checkIns");

/** True for a member read of MEMBER_READS (an area's own path or any path below it) or one of HER_LISTS. */
const isMemberRead = (path: string) =>
  HER_LISTS.includes(path) ||
  MEMBER_READS.some((area) => path === apiPath(area) || path.startsWith(`${apiPath(area)}/`));

/** Paths the server answers with pages of its own (a mail's link to the API, the dev mailbox, the health check). */
const SERVER_PAGES = [API_ROOT, "/dev", "/healthz"];
const isServerPage = (path: string) =>
  SERVER_PAGES.some((root) => path === root || path.startsWith(`${root}/`));

// Pages first, so the precache's "/" → index.html rule never answers a page the server prerenders.
// Every navigation but the server's own pages: the app's pages, and a mistyped address, for which the app
// shows its "Page not found" offline as the server's 404 does online.
registerRoute(
  ({ request, url }) => request.mode === "navigate" && !isServerPage(url.pathname),
  async ({ request }) => {
    try {
      return await fetch(request);
    } catch {
      return (await matchPrecache("/index.html")) ?? Response.error();
    }
  },
);

precacheAndRoute(self.__WB_MANIFEST, { directoryIndex: "" });
cleanupOutdatedCaches();

/** Cache writes run one after another, so a change of member is settled before the next answer is kept. */
let writes: Promise<unknown> = Promise.resolve();
function queue(task: () => Promise<unknown>) {
  writes = writes.then(task).catch(() => undefined);
  return writes;
}

async function memberOf(response: Response | undefined): Promise<string | null> {
  const body = (await response?.json().catch(() => null)) as { user?: { id?: string } | null } | null;
  return body?.user?.id ?? null;
}

/** Keeps one answer, or forgets what it no longer may show. */
async function keep(request: Request, response: Response) {
  const cache = await caches.open(MEMBER_CACHE);
  const path = new URL(request.url).pathname;
  if (path === SESSION_PATH) {
    // A server error says nothing about who is signed in: what she has stays.
    if (response.status !== 200) return;
    const member = await memberOf(response.clone());
    const before = await memberOf(await cache.match(SESSION_PATH));
    if (!member || member !== before) await caches.delete(MEMBER_CACHE);
    if (member) await (await caches.open(MEMBER_CACHE)).put(SESSION_PATH, response);
    return;
  }
  // Signed out elsewhere, or her session ended: nothing of hers stays. A 401 may also be the late
  // answer to a request sent before someone else signed in here: the session, asked again, decides.
  if (response.status === 401) return forgetUnlessStillSignedIn(cache);
  // Only answers for a known member are kept; a day she is no longer entitled to (403), or that is
  // gone (404), is dropped. A busy or failing server (429, 5xx) says nothing new: what she has stays.
  if (!(await cache.match(SESSION_PATH))) return;
  if (response.status === 403 || response.status === 404) return cache.delete(request);
  if (response.status !== 200) return;
  if (path === JOURNEY_PATH) await forgetLockedDays(cache, response.clone());
  return cache.put(request, response);
}

/** Empties the cache unless the session now answered names the member it was filled for. */
async function forgetUnlessStillSignedIn(cache: Cache) {
  const now = await fetch(SESSION_PATH, { credentials: "same-origin" }).catch(() => undefined);
  const member = now?.status === 200 ? await memberOf(now) : null;
  if (!member || member !== (await memberOf(await cache.match(SESSION_PATH)))) {
    await caches.delete(MEMBER_CACHE);
  }
}

/** Her plan ended or changed: the days the outline now shows locked leave the cache. */
async function forgetLockedDays(cache: Cache, outline: Response) {
  const body = (await outline.json().catch(() => null)) as {
    days?: Array<{ day: number; locked: boolean }>;
  } | null;
  const locked = (body?.days ?? []).filter((day) => day.locked);
  await Promise.all(locked.map(({ day }) => cache.delete(`${JOURNEY_PATH}/days/${day}`)));
}

registerRoute(
  ({ request, url }) =>
    request.method === "GET" && url.origin === self.location.origin && isMemberRead(url.pathname),
  async ({ request, event }) => {
    try {
      const response = await fetch(request);
      // Copied now: once the page has read the answer, it can no longer be cloned.
      const copy = response.clone();
      event.waitUntil(queue(() => keep(request, copy)));
      return response;
    } catch {
      await writes;
      const cache = await caches.open(MEMBER_CACHE);
      const cached =
        (await cache.match(request)) ??
        (new URL(request.url).pathname === RANGE_LIST
          ? await cache.match(request, { ignoreSearch: true })
          : undefined);
      return cached ?? Response.error();
    }
  },
);

// Sign-out also empties the cache here, after the server has ended the session.
registerRoute(
  ({ url }) => url.pathname === SIGN_OUT_PATH,
  async ({ request, event }) => {
    const response = await fetch(request);
    event.waitUntil(queue(() => caches.delete(MEMBER_CACHE)));
    return response;
  },
  "POST",
);

// The page asks for the new version only when she chose "Reload" (sw-lifecycle.ts).
self.addEventListener("message", (event) => {
  if (event.data?.type === "SKIP_WAITING") void self.skipWaiting();
});
self.addEventListener("activate", (event) => event.waitUntil(self.clients.claim()));
