import { queryOptions, useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import type { JourneyDayContent, JourneyOverview, JourneyProgress } from "../../domain/journey";
import { ApiError, api } from "./api";

export const journeyQuery = queryOptions({
  queryKey: ["journey"],
  queryFn: () => api<JourneyOverview>("/api/journey"),
});

export function useJourney() {
  return useQuery(journeyQuery);
}

/** A day's prompt and guidance; a 403 (locked day) is an answer, not something to retry. */
export function useJourneyDay(day: number) {
  return useQuery({
    queryKey: ["journey", "day", day],
    queryFn: () => api<JourneyDayContent>(`/api/journey/days/${day}`),
    retry: (failures, error) => !(error instanceof ApiError && error.status < 500) && failures < 1,
  });
}

export function useCompleteDay() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (day: number) =>
      api<{ day: number; completed: true; progress: JourneyProgress }>(`/api/journal/${day}/complete`, {
        method: "POST",
      }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: journeyQuery.queryKey }),
  });
}
