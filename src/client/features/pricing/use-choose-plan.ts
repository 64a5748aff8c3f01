import { useState } from "react";
import type { PaymentLinks, UrlResponse } from "../../../domain/billing-api";
import { type Plan, periodOf } from "../../../domain/plans";
import { paths } from "../../../domain/routes";
import { ApiError, api } from "../../lib/api";
import { openInNewTab } from "../../lib/open-in-new-tab";
import { useNavigate } from "../../lib/router";
import { useSession } from "../../lib/session";
import { toast } from "../../lib/toast";
import { paymentLinkFor } from "./payment-link";

/** spec §2 Pricing, §8: signed out → /auth; a payment link when configured; otherwise create-checkout. */
export function useChoosePlan(paymentLinks: PaymentLinks | undefined) {
  const { session } = useSession();
  const navigate = useNavigate();
  const [pending, setPending] = useState<string | null>(null);

  async function choose(plan: Plan, isAnnual: boolean) {
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
    setPending(plan.key);
    try {
      const { url } = await api<UrlResponse>("/api/billing/checkout", {
        method: "POST",
        body: { plan: plan.key, isAnnual },
      });
      openInNewTab(url);
    } catch (error) {
      console.error("create-checkout failed:", error);
      toast.error(
        error instanceof ApiError && error.status === 401
          ? "No session available"
          : "Failed to start subscription process",
      );
    } finally {
      setPending(null);
    }
  }

  return { choose, pending };
}
