import { useQuery } from "@tanstack/react-query";
import type { AdminConsoles, AdminStats } from "../../../domain/billing-api";
import { api } from "../../lib/api";

const zeroStats: AdminStats = { totalUsers: 0, activeSubscribers: 0, journalEntries: 0 };

/** spec §8: a stats failure is only logged and the counts stay 0. */
export function useAdminStats() {
  const query = useQuery({
    queryKey: ["admin", "stats"],
    queryFn: async () => {
      try {
        return await api<AdminStats>("/api/admin/stats");
      } catch (error) {
        console.error("Error fetching admin stats:", error);
        return zeroStats;
      }
    },
    staleTime: 0,
  });
  return {
    stats: query.data ?? zeroStats,
    loading: query.isPending,
    refreshing: query.isFetching,
    refetch: query.refetch,
  };
}

export function useAdminConsoles() {
  return useQuery({
    queryKey: ["admin", "consoles"],
    queryFn: () => api<AdminConsoles>("/api/admin/consoles"),
    staleTime: Number.POSITIVE_INFINITY,
  });
}
