import { useMutation } from "@tanstack/react-query";
import { useEffect } from "react";
import type { PaymentLinks } from "../../../domain/billing-api";
import { type Plan, periodOf } from "../../../domain/plans";
import { paths } from "../../../domain/routes";
import { Button, ButtonLink } from "../../components/ui/button";
import { Card } from "../../components/ui/card";
import { Spinner } from "../../components/ui/spinner";
import { ApiError } from "../../lib/api";
import { answer, billingApi } from "../../lib/api-client";
import { paymentLinkFor } from "../../lib/payment-link";
import { useSession } from "../../lib/session";
import { useSubscription } from "../../lib/subscription";

/**
 * spec §2 Pricing, §8, with Stripe: this tab (opened by a plan's link on /pricing) goes on to Stripe.
 * A payment link when one is configured; otherwise create-checkout. A member with a plan, or who has
 * had her trial, always goes through create-checkout: the server sends her to the plan change, or to
 * a checkout without a second trial, which a payment link could not promise.
 */
export function StripeCheckout({
  plan,
  isAnnual,
  links,
  offer,
}: {
  plan: Plan;
  isAnnual: boolean;
  links?: PaymentLinks;
  /** The offer code the pricing link carried; the server refuses one that does not apply. */
  offer: string | null;
}) {
  const { session } = useSession();
  const { state, loading } = useSubscription();
  const checkout = useMutation({
    mutationFn: () =>
      answer(billingApi.checkout.$post({ json: { plan: plan.key, isAnnual, ...(offer ? { offer } : {}) } })),
    onSuccess: ({ url }) => window.location.replace(url),
    onError: (error) => console.error("create-checkout failed:", error),
  });
  const start = () => {
    // A payment link knows nothing of an offer: with one, checkout goes through the server.
    const mayUseLink = !state.subscribed && !state.trial_used && !offer;
    const link = mayUseLink ? links?.[plan.key][periodOf(isAnnual)] : null;
    if (link && session.user) window.location.replace(paymentLinkFor(link, session.user));
    else checkout.mutate();
  };
  const ready = !loading && links !== undefined;
  // biome-ignore lint/correctness/useExhaustiveDependencies: the tab goes on once, when what it needs has loaded
  useEffect(() => {
    if (ready) start();
  }, [ready]);

  if (checkout.isError) {
    const error = checkout.error;
    return (
      <Card role="alert">
        <p>
          {error instanceof ApiError && error.status === 401
            ? "No session available"
            : "Failed to start subscription process"}
        </p>
        <div className="mt-4 flex flex-wrap gap-3">
          <Button onClick={() => checkout.mutate()}>Try again</Button>
          <ButtonLink to={paths.pricing} variant="secondary">
            See the plans
          </ButtonLink>
        </div>
      </Card>
    );
  }
  return (
    <Card role="status" className="flex items-center gap-3">
      <Spinner />
      <p>Redirecting to Stripe...</p>
    </Card>
  );
}
