import { QueryClient } from "@tanstack/react-query";
import { onSignOut } from "./session";

// Only lazily loaded pages import this, so the home page never downloads TanStack Query.
export const queryClient = new QueryClient({
  defaultOptions: { queries: { staleTime: 30_000, retry: 1, refetchOnWindowFocus: true } },
});

// The next person on this browser must not see the last member's cached answers (DESIGN D2).
onSignOut(() => queryClient.clear());
