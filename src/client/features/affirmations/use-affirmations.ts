import { queryOptions, useQuery } from "@tanstack/react-query";
import type { Month } from "../../../content/schema";
import { api } from "../../lib/api";

// GET /api/affirmations: the twelve months, served to signed-in members only (not in the bundle).

export interface AffirmationsResponse {
  months: Month[];
}

export const affirmationsQuery = queryOptions({
  queryKey: ["affirmations"],
  queryFn: () => api<AffirmationsResponse>("/api/affirmations"),
  // The calendar only changes with a new release.
  staleTime: Number.POSITIVE_INFINITY,
});

export function useAffirmations() {
  return useQuery(affirmationsQuery);
}
