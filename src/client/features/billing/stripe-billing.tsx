import { skipToken, useQuery } from "@tanstack/react-query";
import { useEffect } from "react";
import { hasRunningSubscription } from "../../../domain/billing-rules";
import { SubscriptionStatusCard } from "../../components/subscription-status-card";
import { Card } from "../../components/ui/card";
import { answer, billingApi } from "../../lib/api-client";
import { useSearchParams } from "../../lib/router";
import { useSubscription } from "../../lib/subscription";
import { billingKeys } from "./billing-keys";
import { CancelCard } from "./cancel-dialog";
import { EndingCard } from "./ending-card";
import { PauseCard } from "./pause-card";

/**
 * Stripe's checkout returns here with ?checkout_session=…: settle it on the server at once so access
 * does not wait for the webhook (docs/architecture.md, "Access and billing"), then show the subscription.
 */
export function StripeBilling() {
  const [params] = useSearchParams();
  const sessionId = params.get("checkout_session");
  const { update, state } = useSubscription();
  const settled = useQuery({
    queryKey: billingKeys.checkoutComplete(sessionId),
    queryFn:
      sessionId === null
        ? skipToken
        : () => answer(billingApi.checkout.complete.$post({ json: { sessionId } })),
    retry: 2,
    staleTime: Number.POSITIVE_INFINITY,
  });

  useEffect(() => {
    if (settled.data) update(settled.data);
  }, [settled.data, update]);

  return (
    <div className="flex flex-col gap-6">
      {sessionId && (
        <Card role="status" aria-live="polite">
          {settled.isPending && <p className="text-muted">Finishing your subscription...</p>}
          {settled.data?.subscribed && (
            <p>Thank you! {settled.data.subscription_tier} is yours. You can close this tab.</p>
          )}
          {settled.isError && (
            <p>We could not confirm this checkout yet. It will appear below as soon as Stripe tells us.</p>
          )}
        </Card>
      )}
      <SubscriptionStatusCard />
      <PauseCard state={state} />
      {state.cancel_at_period_end && <EndingCard state={state} />}
      {((hasRunningSubscription(state) && !state.cancel_at_period_end) || state.status === "paused") && (
        <CancelCard state={state} />
      )}
    </div>
  );
}
