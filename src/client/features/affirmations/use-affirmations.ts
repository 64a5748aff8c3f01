import { queryOptions, useQuery } from "@tanstack/react-query";
import { affirmationsApi, answer } from "../../lib/api-client";

// GET /api/affirmations: the twelve months as the coach last published them, served to signed-in members
// only (not in the bundle); asked again like any other read, so her edits arrive (by ETag, cheaply).

/** The affirmations' keys; today's (features/journey/today-queries.ts) is the dashboard's own. */
export const affirmationKeys = { all: ["affirmations"] as const };

export const affirmationsQuery = queryOptions({
  queryKey: affirmationKeys.all,
  queryFn: () => answer(affirmationsApi.index.$get()),
});

export function useAffirmations() {
  return useQuery(affirmationsQuery);
}
