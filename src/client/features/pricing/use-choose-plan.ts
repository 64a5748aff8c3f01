import { useMutation } from "@tanstack/react-query";
import type { PaymentLinks, SubscriptionState } from "../../../domain/billing-api";
import { type Plan, periodOf } from "../../../domain/plans";
import { paths } from "../../../domain/routes";
import { ApiError } from "../../lib/api";
import { answer, billingApi } from "../../lib/api-client";
import { openInNewTab } from "../../lib/open-in-new-tab";
import { useNavigate } from "../../lib/router";
import { useSession } from "../../lib/session";
import { toast } from "../../lib/toast";
import { offerInUrl } from "./offer-banner";
import { paymentLinkFor } from "./payment-link";

/** The pricing link's offer code, sent with the checkout (the server refuses one that does not apply). */
const withOffer = () => {
  const offer = offerInUrl();
  return offer ? { offer } : {};
};

/**
 * spec §2 Pricing, §8: signed out → /auth; a payment link when configured; otherwise create-checkout.
 * A member with a plan, or who has had her trial, always goes through create-checkout: the server sends
 * her to the plan change, or to a checkout without a second trial, which a payment link
 * could not promise.
 */
export function useChoosePlan(paymentLinks: PaymentLinks | undefined, subscription: SubscriptionState) {
  const { session } = useSession();
  const navigate = useNavigate();
  const checkout = useMutation({
    mutationFn: ({ plan, isAnnual }: { plan: Plan; isAnnual: boolean }) =>
      answer(billingApi.checkout.$post({ json: { plan: plan.key, isAnnual, ...withOffer() } })),
    onSuccess: ({ url }) => openInNewTab(url),
    onError: (error) => {
      console.error("create-checkout failed:", error);
      toast.error(
        error instanceof ApiError && error.status === 401
          ? "No session available"
          : error instanceof ApiError && error.status === 409
            ? error.message
            : "Failed to start subscription process",
      );
    },
  });

  function choose(plan: Plan, isAnnual: boolean) {
    if (session.status !== "signed-in") {
      navigate(paths.auth, { state: { from: paths.pricing } });
      return;
    }
    // A payment link knows nothing of an offer: with one, checkout goes through the server.
    const mayUseLink = !subscription.subscribed && !subscription.trial_used && !offerInUrl();
    const link = mayUseLink ? paymentLinks?.[plan.key][periodOf(isAnnual)] : null;
    if (link) {
      toast("Redirecting to Stripe...");
      openInNewTab(paymentLinkFor(link, session.user));
      return;
    }
    checkout.mutate({ plan, isAnnual });
  }

  /** The key of the plan whose checkout is being created, if any. */
  const pending = checkout.isPending ? checkout.variables.plan.key : null;
  return { choose, pending };
}
