import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { useCallback, useEffect } from "react";
import { type SubscriptionState, unsubscribedState } from "../../domain/subscription-status";
import { answer, subscriptionApi } from "./api-client";
import { journeyQuery } from "./journey-queries";
import { useSession } from "./session";

/** Every subscription query lives under this key: invalidating it re-checks the subscription. */
export const subscriptionQueryKey = ["subscription"] as const;

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
  const queryKey = [...subscriptionQueryKey, userId] as const;
  const query = useQuery({
    queryKey,
    queryFn: () => answer(subscriptionApi.index.$get({ query: {} })),
    enabled: userId !== null,
    refetchOnWindowFocus: "always",
    retry: false,
  });

  useEffect(() => {
    if (typeof BroadcastChannel === "undefined") return;
    const channel = new BroadcastChannel(CHANNEL);
    channel.onmessage = () => void queryClient.invalidateQueries({ queryKey: subscriptionQueryKey });
    return () => channel.close();
  }, [queryClient]);

  /** The Refresh button: asks the payment provider too; throws when the check fails. */
  const refresh = useCallback(
    () =>
      queryClient.fetchQuery({
        queryKey: [...subscriptionQueryKey, userId],
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
      queryClient.setQueryData([...subscriptionQueryKey, userId], state);
      void queryClient.invalidateQueries({ queryKey: journeyQuery.queryKey });
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
