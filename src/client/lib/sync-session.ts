import { applyAppearance } from "./appearance";
import {
  flushPending,
  forgetDocuments,
  haltDocuments,
  installWires,
  sendPendingOnExit,
  storedDocument,
} from "./document-store";
import { forgetDevice } from "./forget-device";
import { pendingCopies } from "./local-copies";
import { lockEverything, privacyOf } from "./private-journal/journal-privacy";
import { sealingWire } from "./private-journal/sealing-wire";
import { queryClient } from "./query-client";

// What a member's session does with her synced documents beyond the page she is on
// (docs/architecture.md, "Sign-out and background sync"). Loaded only once she is signed in
// (session.tsx imports it lazily), so a visitor's first page never downloads it.

const FLUSH_EVERY_MS = 30_000;

// Her texts are sealed on the way out while her journal is private (docs/architecture.md, "The private
// journal"): the store gets the wire from here, so no page's own code carries it.
installWires(sealingWire);

/**
 * Sends pending writing from whatever page is open: now, when the connection comes back, every half
 * minute, and with `keepalive` when the page goes away. Returns the function that stops it.
 */
export function startBackgroundSync(userId: string): () => void {
  // Her words and the days she completed offline; a confirmed completion refreshes her journey.
  const flush = () => flushPending(userId);
  adoptEarlierCompletions(userId);
  const onPageHide = () => sendPendingOnExit(userId);
  const stopAppearance = followAppearance(userId);
  // Whether her journal is private is known before her first words are sent (docs/architecture.md,
  // "The private journal"), so even the page-hide send knows whether it may go plain.
  void privacyOf(userId).catch(() => undefined);
  void flush();
  globalThis.addEventListener("online", flush);
  globalThis.addEventListener("pagehide", onPageHide);
  const timer = setInterval(flush, FLUSH_EVERY_MS);
  return () => {
    stopAppearance();
    clearInterval(timer);
    globalThis.removeEventListener("online", flush);
    globalThis.removeEventListener("pagehide", onPageHide);
  };
}

/** Where days completed offline waited before they were documents of the store (until 2026-11-29). */
const EARLIER_COMPLETIONS = "g2g-complete:";

/** Days an earlier version kept for her offline become pending documents, so none is lost. */
function adoptEarlierCompletions(userId: string) {
  try {
    const kept = localStorage.getItem(EARLIER_COMPLETIONS + userId);
    if (kept === null) return;
    const days: unknown = JSON.parse(kept);
    for (const day of Array.isArray(days) ? days : []) {
      if (Number.isInteger(day)) storedDocument("completion", day, userId).setValue(true);
    }
    localStorage.removeItem(EARLIER_COMPLETIONS + userId);
  } catch {
    // No storage, or a damaged list: nothing to adopt.
  }
}

/** How she leaves: a plain sign-out, a shared device forgotten, or her account deleted. */
export interface SessionEnd {
  /** The server has already ended the session and removed her rows: nothing is sent, nothing kept. */
  accountDeleted?: boolean;
  /** "This is a shared device": after sending what waits, nothing of hers stays in this browser. */
  forgetDevice?: boolean;
}

/**
 * Sign-out, step by step: the open documents stop, every pending copy is sent, this browser's copies
 * are cleared (unsent ones stay, tagged with their owner), and the cached answers are dropped so the
 * next person here sees none of them. After she deleted her account nothing is sent, and nothing of
 * hers is kept; on a shared device nothing of hers is kept either (docs/offline.md, "Forgetting this device").
 */
export async function endSyncSession(
  userId: string,
  { accountDeleted = false, forgetDevice: forget = false }: SessionEnd = {},
) {
  haltDocuments();
  if (!accountDeleted) {
    await flushPending(userId);
  }
  forgetDocuments({ includingUnsent: accountDeleted });
  // A private journal is locked on sign-out: this tab forgets its key.
  lockEverything();
  queryClient.clear();
  if (accountDeleted || forget) await forgetDevice(userId);
}

/**
 * Sends everything of hers that waits, and answers how many writings still could not be sent (offline):
 * a shared device is forgotten only once that is none, so no word is lost.
 */
export async function sendEverything(userId: string): Promise<number> {
  await flushPending(userId);
  return pendingCopies(userId).length;
}

/**
 * Her theme and text size follow her appearance document on every page while she is signed in: the
 * server's copy once it is read, and her own choice at once, from this tab or another.
 */
function followAppearance(userId: string): () => void {
  const appearance = storedDocument("appearance", undefined, userId);
  appearance.open();
  const apply = () => applyAppearance(appearance.getSnapshot().value);
  apply();
  const stop = appearance.subscribe(apply);
  return () => {
    stop();
    appearance.close();
  };
}
