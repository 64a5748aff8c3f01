import { queryOptions, useQuery } from "@tanstack/react-query";
import { answer, checkInPatternsApi, checkInsApi } from "./api-client";

// Reads of her check-ins as lists (the growth page, the check-in page's tags). Every key starts with
// `all`, so a saved check-in marks each of them stale (document-kinds.ts).

export const checkInKeys = {
  all: ["check-ins"] as const,
  history: (from: string, to: string) => [...checkInKeys.all, "history", from, to] as const,
  patterns: () => [...checkInKeys.all, "patterns"] as const,
  /** The growth page's list with her sealed answers opened on this device (useOpened). */
  openedList: () => [...checkInKeys.all, "list"] as const,
};

/** Her check-ins from `from` to `to` (YYYY-MM-DD), oldest first. */
export const checkInHistoryQuery = (from: string, to: string) =>
  queryOptions({
    queryKey: checkInKeys.history(from, to),
    queryFn: () => answer(checkInsApi.index.$get({ query: { from, to } })),
  });

/** Which tags came with better energy and mood (D23), as counts. */
export function useCheckInPatterns() {
  return useQuery({
    queryKey: checkInKeys.patterns(),
    queryFn: () => answer(checkInPatternsApi.index.$get()),
  });
}
