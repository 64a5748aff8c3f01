// The local copies of a member's writing in this browser (docs/architecture.md D2, "The store"): the spec's
// localStorage keys keep the spec's values; what the store needs to sync each one lives beside it under its
// own key, so the spec's values keep their shape. Storage only: the store (document-store.ts) decides.

const META_PREFIX = "g2g-sync:";

/** spec §7: journal-day-{n}, checkIn-{YYYY-MM-DD}, askForHelp, getTogether, cleanForClarity, pressPlay. */
const SPEC_KEY =
  /^(journal-day-\d+|checkIn-\d{4}-\d{2}-\d{2}|askForHelp|getTogether|cleanForClarity|pressPlay)$/;

/** What this browser knows about the server copy of one local document. */
export interface SyncMeta {
  /** The member whose writing this is; a copy owned by anyone else is never shown. */
  owner: string;
  /** The document's kind and key (document-kinds.ts), so a pending copy is sent by its kind's rules. */
  kind?: string;
  key?: unknown;
  url: string;
  /** Copies kept before kinds were recorded say how their value was written. */
  format?: "text" | "json";
  /** The server revision the local copy was last in step with (0: never synced). */
  revision: number;
  /** True while the local copy holds changes the server has not confirmed. */
  dirty: boolean;
  savedAt: string | null;
}

export const metaKey = (localKey: string) => META_PREFIX + localKey;

function storage(): Storage | null {
  try {
    return globalThis.localStorage ?? null;
  } catch {
    return null; // storage disabled by the browser: the server copy still works
  }
}

export function readMeta(localKey: string): SyncMeta | null {
  const raw = storage()?.getItem(metaKey(localKey));
  if (!raw) return null;
  try {
    const meta = JSON.parse(raw) as SyncMeta;
    return typeof meta.owner === "string" && typeof meta.revision === "number" ? meta : null;
  } catch {
    return null;
  }
}

/**
 * Whether the latest change to a local copy still waits for the server (offline, or refused), whoever
 * signed in made it.
 */
export const isPendingCopy = (localKey: string): boolean => readMeta(localKey)?.dirty ?? false;

/** The local copy as stored (the kind's codec reads it), or null when there is none. */
export const readCopy = (localKey: string): string | null => storage()?.getItem(localKey) ?? null;

/** Writes the encoded value (null: nothing saved yet, so the spec's key stays absent) and its metadata. */
export function writeCopy(localKey: string, encoded: string | null, meta: SyncMeta) {
  const store = storage();
  if (!store) return;
  try {
    if (encoded === null) store.removeItem(localKey);
    else store.setItem(localKey, encoded);
    store.setItem(metaKey(localKey), JSON.stringify(meta));
  } catch {
    // Quota exceeded: the in-memory value and the server copy carry on without the local one.
  }
}

export function writeMeta(localKey: string, meta: SyncMeta) {
  try {
    storage()?.setItem(metaKey(localKey), JSON.stringify(meta));
  } catch {}
}

function allKeys(store: Storage): string[] {
  const keys: string[] = [];
  for (let i = 0; i < store.length; i++) {
    const key = store.key(i);
    if (key !== null) keys.push(key);
  }
  return keys;
}

/** The local documents this member changed without the server confirming it yet. */
export function pendingCopies(userId: string): { localKey: string; meta: SyncMeta }[] {
  const store = storage();
  if (!store) return [];
  return allKeys(store)
    .filter((key) => key.startsWith(META_PREFIX))
    .map((key) => key.slice(META_PREFIX.length))
    .map((localKey) => ({ localKey, meta: readMeta(localKey) }))
    .filter((entry): entry is { localKey: string; meta: SyncMeta } =>
      Boolean(entry.meta?.dirty && entry.meta.owner === userId),
    );
}

/**
 * One sender per document for the whole browser: every send of a key, in any tab, holds this key's
 * Web Lock, so two never race on one revision.
 */
export function withKeyLock<R>(localKey: string, task: () => Promise<R>): Promise<R> {
  const locks = globalThis.navigator?.locks;
  return locks ? locks.request(metaKey(localKey), task) : task();
}

/** Removes one local copy and what the store knows of it (document-store.ts `removeDocument`). */
export function removeLocalCopy(localKey: string) {
  const store = storage();
  store?.removeItem(localKey);
  store?.removeItem(metaKey(localKey));
}

/**
 * Removes the local copies and their metadata, keeping only writing the server has not confirmed
 * (offline, or a conflict): it stays tagged with its owner, so nobody else is ever shown it, and it
 * syncs when its owner signs in here again. When her account was deleted, that goes too.
 */
export function removeLocalCopies({ includingUnsent = false } = {}) {
  const store = storage();
  if (!store) return;
  for (const key of allKeys(store)) {
    // The spec's keys, plus any other synced document (notes, pages, settings) and all sync metadata.
    const synced = SPEC_KEY.test(key) || key.startsWith(META_PREFIX) || store.getItem(metaKey(key)) !== null;
    if (!synced) continue;
    const localKey = key.startsWith(META_PREFIX) ? key.slice(META_PREFIX.length) : key;
    if (!includingUnsent && readMeta(localKey)?.dirty) continue;
    store.removeItem(key);
  }
}
