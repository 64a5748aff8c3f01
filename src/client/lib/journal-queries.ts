import { keepPreviousData, useInfiniteQuery, useQuery } from "@tanstack/react-query";
import { MAX_ARCHIVE_PAGE_SIZE } from "../../domain/journal-archive";
import { answer, journalApi } from "./api-client";

/** Her archive, or the reflections that contain every word of `query`, a page at a time ("Show more"). */
export function useJournalArchive(query: string, enabled = true) {
  const q = query.trim();
  return useInfiniteQuery({
    enabled,
    queryKey: ["journal", "archive", q],
    queryFn: ({ pageParam }) =>
      answer(
        journalApi.index.$get({
          query: { ...(q ? { q } : {}), ...(pageParam ? { cursor: pageParam } : {}) },
        }),
      ),
    initialPageParam: "",
    getNextPageParam: (page) => page.nextCursor ?? undefined,
    placeholderData: keepPreviousData,
  });
}

/** Every reflection she wrote (at most 75, one page), for the growth page's count and calendar. */
export function useWholeJournal() {
  return useQuery({
    queryKey: ["journal", "whole-archive"],
    queryFn: () => answer(journalApi.index.$get({ query: { limit: String(MAX_ARCHIVE_PAGE_SIZE) } })),
  });
}

/** The earlier entries day `day` asks her to reread (none for most days). */
export function useReadBacks(day: number, enabled: boolean) {
  return useQuery({
    queryKey: ["journal", "read-backs", day],
    queryFn: () => answer(journalApi[":key"]["read-backs"].$get({ param: { key: String(day) } })),
    enabled,
  });
}
