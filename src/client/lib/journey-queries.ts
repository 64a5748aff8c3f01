import { queryOptions, useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { ApiError } from "./api";
import { answer, journalApi, journeyApi } from "./api-client";
import { queueCompletion } from "./pending-completions";
import { useSession } from "./session";
import { toast } from "./toast";

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

/**
 * "Complete Day N". Offline the day is queued (pending-completions.ts) and shown completed here at
 * once; the background sync sends it when the server answers again (docs/offline.md).
 */
export function useCompleteDay() {
  const queryClient = useQueryClient();
  const userId = useSession().session.user?.id ?? "";
  return useMutation({
    // Offline it runs too (TanStack Query would pause it): the day is queued rather than waiting.
    networkMode: "always",
    mutationFn: async (day: number) => {
      try {
        await answer(journalApi[":key"].complete.$post({ param: { key: String(day) } }));
        return { queued: false };
      } catch (error) {
        if (!(error instanceof ApiError && error.status === 0) || !userId) throw error;
        queueCompletion(userId, day);
        return { queued: true };
      }
    },
    onSuccess: ({ queued }, day) => {
      if (!queued) return queryClient.invalidateQueries({ queryKey: journeyQuery.queryKey });
      queryClient.setQueryData(journeyQuery.queryKey, (journey) =>
        journey
          ? { ...journey, days: journey.days.map((d) => (d.day === day ? { ...d, completed: true } : d)) }
          : journey,
      );
      toast("Day saved on this device. It will be recorded when you are back online.");
    },
  });
}
