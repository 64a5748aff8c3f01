// The service worker keeps a signed-in member's API answers (her session, plan, journey outline,
// the days open to her, the affirmations, her settings) in one Cache Storage cache, so the app opens offline
// (docs/offline.md). Everything in it is hers alone: it is emptied at sign-out and whenever the
// session belongs to someone else. Which answers it keeps is the worker's (sw-worker.ts); this file is
// in the first download of every page, so it holds only the cache's name and its emptying.

export const MEMBER_CACHE = "member-api";

/** Empties the member cache (sign-out): the next person on this browser finds nothing of hers. */
export async function clearMemberCaches(): Promise<void> {
  if (typeof caches === "undefined") return;
  await caches.delete(MEMBER_CACHE).catch(() => false);
}
