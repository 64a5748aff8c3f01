// The service worker keeps a signed-in member's API answers (her session, plan, journey outline,
// the days open to her, the affirmations) in one Cache Storage cache, so the app opens offline
// (docs/offline.md). Everything in it is hers alone: it is emptied at sign-out and whenever the
// session belongs to someone else.

export const MEMBER_CACHE = "member-api";

/** The GET answers worth keeping offline; her own documents have their local copies instead (D2). */
export const MEMBER_API = /^\/api\/(session|me|subscription|config|journey|affirmations|appearance)(\/|$)/;

/** Empties the member cache (sign-out): the next person on this browser finds nothing of hers. */
export async function clearMemberCaches(): Promise<void> {
  if (typeof caches === "undefined") return;
  await caches.delete(MEMBER_CACHE).catch(() => false);
}
