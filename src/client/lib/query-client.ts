import { QueryClient } from "@tanstack/react-query";

// Only lazily loaded pages import this, so the home page never downloads TanStack Query.
// "offlineFirst": a read is tried once even while the browser says it is offline, since the service
// worker may answer it from what she keeps (docs/offline.md); only its retries wait for the network.
export const queryClient = new QueryClient({
  defaultOptions: {
    queries: { staleTime: 30_000, retry: 1, refetchOnWindowFocus: true, networkMode: "offlineFirst" },
  },
});
