import { queryOptions, useQuery } from "@tanstack/react-query";
import { ApiError } from "./api";
import { answer, journeyApi } from "./api-client";

export const journeyQuery = queryOptions({
  queryKey: ["journey"],
  queryFn: () => answer(journeyApi.index.$get()),
});

export function useJourney() {
  return useQuery(journeyQuery);
}

/** A day's prompt and guidance; a 403 (locked day) is an answer, not something to retry. */
export function useJourneyDay(day: number) {
  return useQuery({
    queryKey: ["journey", "day", day],
    queryFn: () => answer(journeyApi.days[":day"].$get({ param: { day: String(day) } })),
    retry: (failures, error) => !(error instanceof ApiError && error.status < 500) && failures < 1,
  });
}
