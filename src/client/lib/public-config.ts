import { useQuery } from "@tanstack/react-query";
import { answer, publicConfigApi } from "./api-client";

/** GET /api/config: payment provider, payment links and support address; fixed while the server runs. */
export function usePublicConfig() {
  return useQuery({
    queryKey: ["config"],
    queryFn: () => answer(publicConfigApi.index.$get()),
    staleTime: Number.POSITIVE_INFINITY,
  });
}
