import { useMutation } from "@tanstack/react-query";
import type { PaymentLinks } from "../../../domain/billing-api";
import { type Plan, periodOf } from "../../../domain/plans";
import { paths } from "../../../domain/routes";
import { ApiError } from "../../lib/api";
import { answer, billingApi } from "../../lib/api-client";
import { openInNewTab } from "../../lib/open-in-new-tab";
import { useNavigate } from "../../lib/router";
import { useSession } from "../../lib/session";
import { toast } from "../../lib/toast";
import { paymentLinkFor } from "./payment-link";

/** spec §2 Pricing, §8: signed out → /auth; a payment link when configured; otherwise create-checkout. */
export function useChoosePlan(paymentLinks: PaymentLinks | undefined) {
  const { session } = useSession();
  const navigate = useNavigate();
  const checkout = useMutation({
    mutationFn: ({ plan, isAnnual }: { plan: Plan; isAnnual: boolean }) =>
      answer(billingApi.checkout.$post({ json: { plan: plan.key, isAnnual } })),
    onSuccess: ({ url }) => openInNewTab(url),
    onError: (error) => {
      console.error("create-checkout failed:", error);
      toast.error(
        error instanceof ApiError && error.status === 401
          ? "No session available"
          : "Failed to start subscription process",
      );
    },
  });

  function choose(plan: Plan, isAnnual: boolean) {
    if (session.status !== "signed-in") {
      navigate(paths.auth, { state: { from: paths.pricing } });
      return;
    }
    const link = paymentLinks?.[plan.key][periodOf(isAnnual)];
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
