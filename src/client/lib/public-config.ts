import { useQuery } from "@tanstack/react-query";
import type { PublicConfig } from "../../domain/billing-api";
import { api } from "./api";

/** GET /api/config: payment provider, payment links and support address; fixed while the server runs. */
export function usePublicConfig() {
  return useQuery({
    queryKey: ["config"],
    queryFn: () => api<PublicConfig>("/api/config"),
    staleTime: Number.POSITIVE_INFINITY,
  });
}
