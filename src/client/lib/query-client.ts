import { QueryClient } from "@tanstack/react-query";

// Only lazily loaded pages import this, so the home page never downloads TanStack Query.
export const queryClient = new QueryClient({
  defaultOptions: { queries: { staleTime: 30_000, retry: 1, refetchOnWindowFocus: true } },
});
