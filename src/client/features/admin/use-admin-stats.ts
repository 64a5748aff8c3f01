import { useQuery } from "@tanstack/react-query";
import type { AdminStats } from "../../../domain/billing-api";
import { adminApi, answer } from "../../lib/api-client";
import { adminKeys } from "./admin-keys";

const zeroStats: AdminStats = { totalUsers: 0, activeSubscribers: 0, journalEntries: 0 };

/** spec §8: a stats failure is only logged and the counts stay 0. */
export function useAdminStats() {
  const query = useQuery({
    queryKey: adminKeys.stats(),
    queryFn: async () => {
      try {
        return await answer(adminApi.stats.$get());
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
    queryKey: adminKeys.consoles(),
    queryFn: () => answer(adminApi.consoles.$get()),
    staleTime: Number.POSITIVE_INFINITY,
  });
}
