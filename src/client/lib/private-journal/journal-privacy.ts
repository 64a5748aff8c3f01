import type { PrivateState } from "../../../domain/private-journal";
import { ApiError } from "../api";
import { answer, privateJournalApi } from "../api-client";

// Where her private journal stands on this device (docs/architecture.md, "The private journal"): its
// state as the server last said (kept beside her copies, so an offline visit still knows it is private)
// and, once she has unlocked it in this tab, the data key. The store asks it before it sends or opens a
// sealed value; until the state is known, nothing of hers is sent.

export const LOCKED_MESSAGE =
  "Your journal is private and locked on this device. Unlock it on your account page to read and save your words here.";

/** Refused on this device like a server refusal (423 Locked): shown as it is, not tried again by itself. */
export class JournalLocked extends ApiError {
  constructor() {
    super(LOCKED_MESSAGE, 423, {});
  }
}

export interface Privacy {
  state: PrivateState;
  /** The data key, once she unlocked her journal in this browser (kept, unreadable, until sign-out). */
  key: CryptoKey | null;
}

const known = new Map<string, Privacy>();

// The unlocked key is kept in IndexedDB as WebCrypto made it (not extractable: no script can read its
// bytes), so a reload or another tab of this browser stays unlocked until she signs out.
const KEY_DATABASE = "g2g-private-journal";

function keyStore<R>(
  mode: IDBTransactionMode,
  use: (store: IDBObjectStore) => IDBRequest<R>,
): Promise<R | null> {
  const indexedDB = globalThis.indexedDB;
  if (!indexedDB) return Promise.resolve(null);
  return new Promise((resolve) => {
    const opening = indexedDB.open(KEY_DATABASE, 1);
    opening.onupgradeneeded = () => opening.result.createObjectStore("keys");
    opening.onerror = () => resolve(null);
    opening.onsuccess = () => {
      const request = use(opening.result.transaction("keys", mode).objectStore("keys"));
      request.onsuccess = () => resolve(request.result);
      request.onerror = () => resolve(null);
    };
  });
}

const keptKey = (userId: string) => keyStore<CryptoKey | undefined>("readonly", (store) => store.get(userId));
const keepKey = (userId: string, key: CryptoKey) => keyStore("readwrite", (store) => store.put(key, userId));
const asked = new Map<string, Promise<Privacy>>();
const cacheKey = (userId: string) => `g2g-private:${userId}`;

/** What the server said of her journal (and the key, once unlocked); kept for an offline visit. */
export function rememberPrivacy(userId: string, state: PrivateState, key = known.get(userId)?.key ?? null) {
  const privacy = { state, key: state === "off" ? null : key };
  known.set(userId, privacy);
  try {
    if (state === "off") localStorage.removeItem(cacheKey(userId));
    else localStorage.setItem(cacheKey(userId), state);
  } catch {}
  return privacy;
}

async function ask(userId: string): Promise<Privacy> {
  try {
    const journal = await answer(privateJournalApi.index.$get());
    const key = journal.state === "off" ? null : ((await keptKey(userId)) ?? null);
    return rememberPrivacy(userId, journal.state, key);
  } catch (error) {
    const kept = globalThis.localStorage?.getItem(cacheKey(userId)) as PrivateState | null;
    if (kept) return { state: kept, key: (await keptKey(userId)) ?? null };
    throw error;
  }
}

/** Where her journal stands; asked of the server once per tab. */
export function privacyOf(userId: string): Promise<Privacy> {
  const hit = known.get(userId);
  if (hit) return Promise.resolve(hit);
  let pending = asked.get(userId);
  if (!pending) {
    pending = ask(userId).finally(() => asked.delete(userId));
    asked.set(userId, pending);
  }
  return pending;
}

/** True only when the server said her journal is not private (a value may then go at once, unsealed). */
export const knownPlain = (userId: string) => known.get(userId)?.state === "off";

/** True while the signed-in member's journal may be sealed (what this tab last heard). */
export const journalIsPrivate = () => [...known.values()].some((privacy) => privacy.state !== "off");

export const NO_PRIVATE_PDFS =
  "Your journal is private, so PDFs with your words are not made: our server would have to read them. This is not ready yet.";

/** True once she unlocked her journal in this tab. */
export const isUnlocked = (userId: string) => Boolean(known.get(userId)?.key);

/** The tab's key for her journal after she unlocked it (journal-crypto.ts made it). */
export function unlock(userId: string, state: PrivateState, key: CryptoKey) {
  rememberPrivacy(userId, state, key);
  void keepKey(userId, key);
}

/** Sign-out: every key this tab held goes; her journal is locked again. */
export function lockEverything() {
  known.clear();
  asked.clear();
  globalThis.indexedDB?.deleteDatabase(KEY_DATABASE);
}
