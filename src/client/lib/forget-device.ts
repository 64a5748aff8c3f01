import { metaKey, readMeta } from "./local-copies";

// "Forget this device" (docs/offline.md, "Forgetting this device"): after her account is deleted, or
// when she signs out saying "This is a shared device", nothing the app kept in this browser for her
// stays: local storage (every kind's copy and its sync metadata, her settings, her offline
// completions, her care-line country), session storage, IndexedDB and the service worker's caches.
// Only another member's unsent writing stays, tagged with its owner, so their words are not lost.

const PENDING_COMPLETIONS = "g2g-complete:";

function storage(): Storage | null {
  try {
    return globalThis.localStorage ?? null;
  } catch {
    return null;
  }
}

/** True for a key that holds someone else's writing the server has not confirmed yet. */
function someoneElsesUnsent(store: Storage, key: string, userId: string): boolean {
  if (key.startsWith(PENDING_COMPLETIONS)) return key !== PENDING_COMPLETIONS + userId;
  const localKey = key.startsWith(metaKey("")) ? key.slice(metaKey("").length) : key;
  if (!key.startsWith(metaKey("")) && store.getItem(metaKey(localKey)) === null) return false;
  const meta = readMeta(localKey);
  return Boolean(meta && meta.owner !== userId && meta.dirty);
}

/** Removes every local storage key of the app but another member's unsent writing. */
export function forgetLocalStorage(userId: string) {
  const store = storage();
  if (!store) return;
  const keys: string[] = [];
  for (let i = 0; i < store.length; i++) {
    const key = store.key(i);
    if (key !== null) keys.push(key);
  }
  for (const key of keys) if (!someoneElsesUnsent(store, key, userId)) store.removeItem(key);
  try {
    globalThis.sessionStorage?.clear();
  } catch {}
}

async function forgetIndexedDb() {
  const databases = await globalThis.indexedDB?.databases?.().catch(() => []);
  for (const { name } of databases ?? []) if (name) globalThis.indexedDB.deleteDatabase(name);
}

/** Every Cache Storage cache (the member's answers and the app's files) and the worker that fills them. */
async function forgetServiceWorker() {
  if (typeof caches !== "undefined")
    for (const name of await caches.keys().catch(() => [])) await caches.delete(name).catch(() => false);
  const registrations = await globalThis.navigator?.serviceWorker?.getRegistrations?.().catch(() => []);
  for (const registration of registrations ?? []) await registration.unregister().catch(() => false);
}

/** Everything the app kept in this browser for this member goes. */
export async function forgetDevice(userId: string): Promise<void> {
  forgetLocalStorage(userId);
  await Promise.all([forgetIndexedDb(), forgetServiceWorker()]);
}
