import { apiPath } from "../../domain/api-paths";
import { isSynced, refusedWriteOutcome } from "../../domain/sync";
import { ApiError } from "./api";
import { syncedDocumentAt } from "./api-client";
import { queryClient } from "./query-client";

// docs/architecture.md D2: the spec's localStorage keys stay the local, offline copy of a member's writing; what
// we need to sync them lives beside each one under its own key, so the spec's values keep their shape.

const META_PREFIX = "g2g-sync:";

/** spec §7: journal-day-{n}, checkIn-{YYYY-MM-DD}, askForHelp, getTogether, cleanForClarity, pressPlay. */
const SPEC_KEY =
  /^(journal-day-\d+|checkIn-\d{4}-\d{2}-\d{2}|askForHelp|getTogether|cleanForClarity|pressPlay)$/;

export type CopyFormat = "text" | "json";

/** What this browser knows about the server copy of one local document. */
export interface SyncMeta {
  /** The member whose writing this is; a copy owned by anyone else is never shown. */
  owner: string;
  url: string;
  format: CopyFormat;
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

export function readCopy<T>(localKey: string, format: CopyFormat): T | undefined {
  const raw = storage()?.getItem(localKey);
  if (raw === null || raw === undefined) return undefined;
  if (format === "text") return raw as T;
  try {
    return JSON.parse(raw) as T;
  } catch {
    return undefined;
  }
}

/** Writes the value in the spec's shape (plain text, or JSON) and its sync metadata. */
export function writeCopy<T>(localKey: string, value: T, meta: SyncMeta) {
  const store = storage();
  if (!store) return;
  try {
    // Nothing saved yet (a day with no check-in) leaves the spec's key absent rather than "null".
    if (value === null) store.removeItem(localKey);
    else store.setItem(localKey, meta.format === "text" ? String(value) : JSON.stringify(value));
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
 * One sender per document for the whole browser (docs/architecture.md, "The store"): every send of a
 * key, from an open page or the background flush, in any tab, holds this key's Web Lock, so two never
 * race on one revision. Inside the lock a sender reads the local copy's metadata again: what another
 * tab confirmed meanwhile is not sent twice.
 */
export function withKeyLock<R>(localKey: string, task: () => Promise<R>): Promise<R> {
  const locks = globalThis.navigator?.locks;
  return locks ? locks.request(metaKey(localKey), task) : task();
}

/** A value the server confirmed, as one tab tells the others. */
export interface Confirmed {
  localKey: string;
  owner: string;
  url: string;
  value: unknown;
  revision: number;
  updatedAt: string | null;
}

const channel = typeof BroadcastChannel === "undefined" ? null : new BroadcastChannel("g2g-sync");
const confirmedListeners = new Set<(confirmed: Confirmed) => void>();

/** The query key of one document's value: pages that show it (the dashboard's check-in) read it here. */
export const documentQueryKey = (url: string) => ["document", url] as const;

/** The lists built from a kind of document, which a confirmed change makes stale. */
const listsOf = (url: string): string[][] =>
  url.startsWith(`${apiPath("journal")}/`)
    ? [["journal"]]
    : url.startsWith(`${apiPath("checkIns")}/`)
      ? [["check-ins"]]
      : [];

/** Puts a confirmed value where every page reads it: the query cache, here and in the other tabs. */
export function confirm(confirmed: Confirmed, { tellOtherTabs = true } = {}) {
  queryClient.setQueryData(documentQueryKey(confirmed.url), confirmed.value);
  for (const queryKey of listsOf(confirmed.url)) void queryClient.invalidateQueries({ queryKey });
  for (const listener of confirmedListeners) listener(confirmed);
  if (tellOtherTabs) channel?.postMessage(confirmed);
}

if (channel)
  channel.onmessage = (event: MessageEvent<Confirmed>) => confirm(event.data, { tellOtherTabs: false });

/** Calls `listener` for every value confirmed in this tab or another; returns how to stop. */
export function onConfirmed(listener: (confirmed: Confirmed) => void): () => void {
  confirmedListeners.add(listener);
  return () => confirmedListeners.delete(listener);
}

/**
 * The page is going away (pagehide): send every pending copy with `keepalive`, so the request outlives
 * the page. Nothing waits for the answer; the copy stays pending until a later flush confirms it.
 */
export function sendPendingOnExit(userId: string) {
  for (const { localKey, meta } of pendingCopies(userId)) {
    const value = readCopy<unknown>(localKey, meta.format);
    if (value === undefined) continue;
    void syncedDocumentAt(meta.url)
      .save({ value, baseRevision: meta.revision }, { keepalive: true })
      .catch(() => undefined);
  }
}

/**
 * Sends every pending local copy of this member to the server. A copy the server refuses as stale
 * (409) keeps waiting for the member to choose, unless the server already holds the same value.
 */
export async function flushPendingCopies(userId: string): Promise<void> {
  await Promise.all(
    pendingCopies(userId).map(({ localKey }) =>
      withKeyLock(localKey, async () => {
        // Read again under the lock: an open page or another tab may have sent it meanwhile.
        const meta = readMeta(localKey);
        if (!meta?.dirty || meta.owner !== userId) return;
        const value = readCopy<unknown>(localKey, meta.format);
        if (value === undefined) return;
        try {
          const saved = await syncedDocumentAt(meta.url).save({ value, baseRevision: meta.revision });
          writeMeta(localKey, { ...meta, revision: saved.revision, dirty: false, savedAt: saved.updatedAt });
          confirm({ localKey, owner: userId, url: meta.url, value, ...saved });
        } catch (error) {
          const current = error instanceof ApiError && error.status === 409 ? error.body.current : undefined;
          if (isSynced(current) && refusedWriteOutcome(current, value) === "already-saved") {
            writeMeta(localKey, { ...meta, revision: current.revision, dirty: false });
          }
        }
      }),
    ),
  );
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
    // The spec's keys, plus any other synced document (printable notes) and all sync metadata.
    const synced = SPEC_KEY.test(key) || key.startsWith(META_PREFIX) || store.getItem(metaKey(key)) !== null;
    if (!synced) continue;
    const localKey = key.startsWith(META_PREFIX) ? key.slice(META_PREFIX.length) : key;
    if (!includingUnsent && readMeta(localKey)?.dirty) continue;
    store.removeItem(key);
  }
}
