import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { useCallback, useEffect } from "react";
import { type SubscriptionState, unsubscribedState } from "../../domain/subscription-status";
import { answer, subscriptionApi } from "./api-client";
import { journeyKeys } from "./journey-queries";
import { useSession } from "./session";

/** Her subscription's keys: invalidating `all` re-checks it for whoever is signed in. */
export const subscriptionKeys = {
  all: ["subscription"] as const,
  of: (userId: string | null) => [...subscriptionKeys.all, userId] as const,
};

// Checkout and billing open in another tab (spec §7: "opened in a new tab"); that tab tells the
// others when the subscription changed, so they need not wait for the member to come back.
const CHANNEL = "grace-subscription";

export function announceSubscriptionChange() {
  if (typeof BroadcastChannel === "undefined") return;
  const channel = new BroadcastChannel(CHANNEL);
  channel.postMessage("changed");
  channel.close();
}

/**
 * spec §4 Subscription: re-checked whenever the user or session changes and when the member returns
 * to the tab; with no user, or when a check fails, the member is unsubscribed.
 */
export function useSubscription() {
  const { session } = useSession();
  const queryClient = useQueryClient();
  const userId = session.user?.id ?? null;
  const query = useQuery({
    queryKey: subscriptionKeys.of(userId),
    queryFn: () => answer(subscriptionApi.index.$get({ query: {} })),
    enabled: userId !== null,
    refetchOnWindowFocus: "always",
    retry: false,
  });

  useEffect(() => {
    if (typeof BroadcastChannel === "undefined") return;
    const channel = new BroadcastChannel(CHANNEL);
    channel.onmessage = () => void queryClient.invalidateQueries({ queryKey: subscriptionKeys.all });
    return () => channel.close();
  }, [queryClient]);

  /** The Refresh button: asks the payment provider too; throws when the check fails. */
  const refresh = useCallback(
    () =>
      queryClient.fetchQuery({
        queryKey: subscriptionKeys.of(userId),
        queryFn: () => answer(subscriptionApi.index.$get({ query: { refresh: "1" } })),
        staleTime: 0,
      }),
    [queryClient, userId],
  );

  const update = useShowSubscription();
  const state = userId !== null && query.data && !query.isError ? query.data : unsubscribedState;
  const loading = session.status === "loading" || (userId !== null && query.isPending);
  return { state, loading, refresh, update };
}

/**
 * After a change made on this page: show the answer the server gave, read again the days her plan
 * opens (the journey and its day pages), and tell the other tabs.
 */
function useShowSubscription() {
  const { session } = useSession();
  const queryClient = useQueryClient();
  const userId = session.user?.id ?? null;
  return useCallback(
    (state: SubscriptionState) => {
      queryClient.setQueryData(subscriptionKeys.of(userId), state);
      // A new plan opens or locks days: the journey and each day page are read again.
      void queryClient.invalidateQueries({ queryKey: journeyKeys.all });
      announceSubscriptionChange();
    },
    [queryClient, userId],
  );
}

/** A change to her subscription made on this page (checkout, switch, cancel, resume), as a mutation. */
export function useSubscriptionChange<V = void>(
  change: (variables: V) => Promise<SubscriptionState>,
  handlers: { onSuccess?(state: SubscriptionState): void; onError?(error: Error): void } = {},
) {
  const show = useShowSubscription();
  return useMutation({
    mutationFn: change,
    onSuccess: (state) => {
      show(state);
      handlers.onSuccess?.(state);
    },
    onError: handlers.onError,
  });
}
