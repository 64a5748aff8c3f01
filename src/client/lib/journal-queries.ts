import { keepPreviousData, useQuery } from "@tanstack/react-query";
import type { JournalArchive, ReadBackEntry } from "../../domain/journal-archive";
import { api } from "./api";

/** Her archive, or the reflections that contain every word of `query`. */
export function useJournalArchive(query: string) {
  const q = query.trim();
  return useQuery({
    queryKey: ["journal", "archive", q],
    queryFn: () => api<JournalArchive>(q ? `/api/journal?q=${encodeURIComponent(q)}` : "/api/journal"),
    placeholderData: keepPreviousData,
  });
}

/** The earlier entries day `day` asks her to reread (none for most days). */
export function useReadBacks(day: number, enabled: boolean) {
  return useQuery({
    queryKey: ["journal", "read-backs", day],
    queryFn: () => api<{ entries: ReadBackEntry[] }>(`/api/journal/read-backs/${day}`),
    enabled,
  });
}
