import { useEffect, useMemo, useSyncExternalStore } from "react";
import type { KeyOf, KindName, ValueOf } from "./document-kinds";
import { releaseIdleDocuments, storedDocument } from "./document-store";
import { useSession } from "./session";
import type { SyncSnapshot, SyncStatus } from "./stored-document";

export type { SyncStatus };

export interface LocalFirst<T> extends SyncSnapshot<T> {
  setValue(next: T): void;
  saveNow(): Promise<void>;
  resolveConflict(choice: "local" | "server"): Promise<void>;
}

/**
 * One of her documents from the store (docs/architecture.md D2, "The store"), written locally at once and
 * synced to the server; the page holds it open while it shows it. Only used under the protected route,
 * so a member is signed in.
 */
export function useDocument<N extends KindName>(name: N, key: KeyOf<N>): LocalFirst<ValueOf<N>> {
  const userId = useSession().session.user?.id ?? "";
  const document = useMemo(() => storedDocument(name, key, userId), [name, key, userId]);

  useEffect(() => {
    document.open();
    return () => {
      document.close();
      releaseIdleDocuments();
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
