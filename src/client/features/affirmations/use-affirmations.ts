import { queryOptions, useQuery } from "@tanstack/react-query";
import { affirmationsApi, answer } from "../../lib/api-client";

// GET /api/affirmations: the twelve months as the coach last published them, served to signed-in members
// only (not in the bundle); asked again like any other read, so her edits arrive (by ETag, cheaply).

export const affirmationsQuery = queryOptions({
  queryKey: ["affirmations"],
  queryFn: () => answer(affirmationsApi.index.$get()),
});

export function useAffirmations() {
  return useQuery(affirmationsQuery);
}
