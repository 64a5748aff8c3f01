import { queryOptions, useQuery } from "@tanstack/react-query";
import { affirmationsApi, answer } from "../../lib/api-client";

// GET /api/affirmations: the twelve months, served to signed-in members only (not in the bundle).

export const affirmationsQuery = queryOptions({
  queryKey: ["affirmations"],
  queryFn: () => answer(affirmationsApi.index.$get()),
  // The calendar only changes with a new release.
  staleTime: Number.POSITIVE_INFINITY,
});

export function useAffirmations() {
  return useQuery(affirmationsQuery);
}
