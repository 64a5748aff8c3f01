import { QueryClientProvider } from "@tanstack/react-query";
import { queryClient } from "../lib/query-client";
import { Outlet } from "../lib/router";
import { OfflineLine } from "./offline-line";

/** Wraps every page but Home with TanStack Query; loaded lazily with the first such page. */
export default function DataShell() {
  return (
    <QueryClientProvider client={queryClient}>
      <OfflineLine />
      <Outlet />
    </QueryClientProvider>
  );
}
