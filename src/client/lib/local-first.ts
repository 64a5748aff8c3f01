import { useEffect, useMemo, useRef, useSyncExternalStore } from "react";
import { SyncedDocument, type SyncSnapshot, type SyncStatus } from "./synced-document";

export type { SyncStatus };

export interface LocalFirstOptions<T> {
  /** The spec's localStorage key, e.g. `journal-day-3`, `checkIn-2026-01-31`, `pressPlay`. */
  localKey: string;
  /** The API document: GET → { value, revision, updatedAt }; PUT { value, baseRevision }. */
  url: string;
  /** The value when nothing is stored; a string keeps the local copy as plain text, anything else as JSON. */
  empty: T;
  userId: string;
}

export interface LocalFirst<T> extends SyncSnapshot<T> {
  setValue(next: T): void;
  saveNow(): Promise<void>;
  resolveConflict(choice: "local" | "server"): Promise<void>;
}

const openDocuments = new Set<SyncedDocument<unknown>>();

/** A member's document, written locally at once and synced to the server (docs/architecture.md D2). */
export function useLocalFirst<T>({ localKey, url, empty, userId }: LocalFirstOptions<T>): LocalFirst<T> {
  const emptyRef = useRef(empty);
  emptyRef.current = empty;
  // One document per key, address and member; `empty` is not a dependency (callers often pass a literal).
  const document = useMemo(
    () => new SyncedDocument({ localKey, url, userId, empty: emptyRef.current }),
    [localKey, url, userId],
  );

  useEffect(() => {
    const doc = document as SyncedDocument<unknown>;
    openDocuments.add(doc);
    doc.start();
    return () => {
      doc.stop();
      openDocuments.delete(doc);
    };
  }, [document]);

  const snapshot = useSyncExternalStore(document.subscribe, document.getSnapshot);
  return {
    ...snapshot,
    setValue: document.setValue,
    saveNow: document.saveNow,
    resolveConflict: document.resolveConflict,
  };
}

/** Sign-out (sync-session.ts): the open documents stop without sending; the flush sends their copies. */
export function haltOpenDocuments() {
  for (const doc of openDocuments) doc.halt();
}
