import { keepPreviousData, useQuery } from "@tanstack/react-query";
import { answer, journalApi } from "./api-client";

/** Her archive, or the reflections that contain every word of `query`. */
export function useJournalArchive(query: string) {
  const q = query.trim();
  return useQuery({
    queryKey: ["journal", "archive", q],
    queryFn: () => answer(journalApi.index.$get({ query: q ? { q } : {} })),
    placeholderData: keepPreviousData,
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
