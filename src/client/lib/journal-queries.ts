import { keepPreviousData, useInfiniteQuery, useQuery } from "@tanstack/react-query";
import { MAX_ARCHIVE_PAGE_SIZE } from "../../domain/journal-archive";
import { answer, journalApi } from "./api-client";

/**
 * Each read of her journal's key, written once. Every key starts with `all`, so a saved reflection or
 * page marks them all stale (document-kinds.ts), on this day (her-story-queries.ts) among them.
 */
export const journalKeys = {
  all: ["journal"] as const,
  archive: (q: string) => [...journalKeys.all, "archive", q] as const,
  wholeArchive: () => [...journalKeys.all, "whole-archive"] as const,
  readBacks: (day: number) => [...journalKeys.all, "read-backs", day] as const,
  /** Her archive searched on her device (a private journal), for one member. */
  archiveOnDevice: (userId: string) => [...journalKeys.all, "archive-on-device", userId] as const,
  onThisDay: () => [...journalKeys.all, "on-this-day"] as const,
};

/** Her archive, or the reflections that contain every word of `query`, a page at a time ("Show more"). */
export function useJournalArchive(query: string, enabled = true) {
  const q = query.trim();
  return useInfiniteQuery({
    enabled,
    queryKey: journalKeys.archive(q),
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
    queryKey: journalKeys.wholeArchive(),
    queryFn: () => answer(journalApi.index.$get({ query: { limit: String(MAX_ARCHIVE_PAGE_SIZE) } })),
  });
}

/** The earlier entries day `day` asks her to reread (none for most days). */
export function useReadBacks(day: number, enabled: boolean) {
  return useQuery({
    queryKey: journalKeys.readBacks(day),
    queryFn: () => answer(journalApi[":key"]["read-backs"].$get({ param: { key: String(day) } })),
    enabled,
  });
}
