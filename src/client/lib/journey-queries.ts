import { queryOptions, useQuery } from "@tanstack/react-query";
import { ApiError } from "./api";
import { answer, journeyApi } from "./api-client";

/** Her journey's keys: a completed day marks them all stale (document-kinds.ts). */
export const journeyKeys = {
  all: ["journey"] as const,
  day: (day: number) => [...journeyKeys.all, "day", day] as const,
};

export const journeyQuery = queryOptions({
  queryKey: journeyKeys.all,
  queryFn: () => answer(journeyApi.index.$get()),
});

export function useJourney() {
  return useQuery(journeyQuery);
}

/** A day's prompt and guidance; a 403 (locked day) is an answer, not something to retry. */
export function useJourneyDay(day: number) {
  return useQuery({
    queryKey: journeyKeys.day(day),
    queryFn: () => answer(journeyApi.days[":day"].$get({ param: { day: String(day) } })),
    retry: (failures, error) => !(error instanceof ApiError && error.status < 500) && failures < 1,
  });
}
