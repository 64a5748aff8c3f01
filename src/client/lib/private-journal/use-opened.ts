import { keepPreviousData, useQuery } from "@tanstack/react-query";
import { useSession } from "../session";
import { JournalLocked } from "./journal-privacy";

/** The opening module, loaded only when a page holds a sealed text (a member who never opted in never does). */
const opening = () => import("./opened-texts");
export type Opening = Awaited<ReturnType<typeof opening>>;

export interface Opened<T> {
  /** `value` as she wrote it: sealed texts opened on this device (the value itself when none is sealed). */
  value: T | undefined;
  /** Her journal is private and locked in this browser: the page says so (JournalLockedNotice). */
  locked: boolean;
}

/**
 * Her private words opened on her device for a page that shows them (docs/architecture.md, "The private
 * journal"): while `value` holds sealed texts, `open` opens them with lib/private-journal/opened-texts.ts.
 * `name` names the value in the query cache, beside the query that fetched it. `keepPrevious`: while a
 * grown value opens (a list shown further), `value` is the one opened before, not undefined.
 */
export function useOpened<T>(
  name: readonly unknown[],
  value: T | undefined,
  sealed: boolean,
  open: (opening: Opening, userId: string, value: T) => Promise<T>,
  keepPrevious = false,
): Opened<T> {
  const userId = useSession().session.user?.id ?? "";
  const opened = useQuery({
    queryKey: [...name, "opened", userId, value],
    queryFn: async () => open(await opening(), userId, value as T),
    enabled: sealed && value !== undefined && Boolean(userId),
    placeholderData: keepPrevious ? keepPreviousData : undefined,
    retry: (count, error) => !(error instanceof JournalLocked) && count < 2,
  });
  if (!sealed) return { value, locked: false };
  return { value: opened.data, locked: opened.error instanceof JournalLocked };
}
