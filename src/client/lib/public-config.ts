import { useQuery } from "@tanstack/react-query";
import { answer, publicConfigApi } from "./api-client";

/** The public settings' one key. */
export const publicConfigKeys = { all: ["config"] as const };

/** GET /api/config: payment provider, payment links and support address; fixed while the server runs. */
export function usePublicConfig() {
  return useQuery({
    queryKey: publicConfigKeys.all,
    queryFn: () => answer(publicConfigApi.index.$get()),
    staleTime: Number.POSITIVE_INFINITY,
  });
}
