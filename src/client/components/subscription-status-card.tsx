import { useMutation } from "@tanstack/react-query";
import { CreditCard, RefreshCw } from "lucide-react";
import type { SubscriptionState } from "../../domain/billing-api";
import { hasLiveGift } from "../../domain/billing-rules";
import { paths } from "../../domain/routes";
import { ApiError } from "../lib/api";
import { answer, billingApi } from "../lib/api-client";
import { formatLongDate } from "../lib/format-date";
import { openInNewTab } from "../lib/open-in-new-tab";
import { useSession } from "../lib/session";
import { useSubscription } from "../lib/subscription";
import { subscriptionSummary } from "../lib/subscription-summary";
import { toast } from "../lib/toast";
import { Button, ButtonLink } from "./ui/button";
import { Card } from "./ui/card";

// spec §2 Subscription status card and §8 messages. Self-contained: it reads the subscription
// itself, so any page can place it; `compact` is the quieter version the dashboard keeps below today.

const NO_SESSION = "No session available";
/** While the subscription is on its way: this card and the test-mode billing page say the same. */
export const SUBSCRIPTION_LOADING = "Loading subscription status...";
export const NO_SUBSCRIPTION = "No active subscription found. Subscribe to access premium features.";

interface SubscriptionStatusCardProps {
  className?: string;
  compact?: boolean;
}

export function SubscriptionStatusCard({ className = "", compact = false }: SubscriptionStatusCardProps) {
  const { session } = useSession();
  const { state, loading, refresh } = useSubscription();
  const recheck = useMutation({
    mutationFn: refresh,
    onSuccess: () => toast.success("Subscription status updated!"),
    onError: (error) => {
      console.error("check-subscription failed:", error);
      toast.error("Failed to refresh subscription status.");
    },
  });
  const portal = useMutation({
    mutationFn: () => answer(billingApi.portal.$post()),
    onSuccess: ({ url }) => {
      toast.success("Opening subscription management...");
      openInNewTab(url);
    },
    onError: (error) => {
      console.error("customer-portal failed:", error);
      toast.error(
        error instanceof ApiError && error.status === 401
          ? NO_SESSION
          : "Failed to open subscription management.",
      );
    },
  });
  const refreshing = recheck.isPending;
  const opening = portal.isPending;

  function onRefresh() {
    recheck.mutate();
  }

  function onManage() {
    if (session.status !== "signed-in") {
      toast.error(NO_SESSION);
      return;
    }
    portal.mutate();
  }

  return (
    <Card
      className={`${compact ? "p-5 shadow-none" : ""} ${className}`}
      role="region"
      aria-labelledby="subscription-card-title"
    >
      <div className="flex items-center gap-3">
        <span
          className={`inline-flex items-center justify-center rounded-xl bg-clay-soft text-clay-dark ${compact ? "size-8" : "size-10"}`}
        >
          <CreditCard aria-hidden="true" className={compact ? "size-4" : "size-5"} />
        </span>
        <h2 id="subscription-card-title" className={compact ? "text-lg" : "text-xl"}>
          Your Subscription
        </h2>
      </div>
      <div aria-live="polite" className={compact ? "mt-3" : "mt-4"}>
        {loading ? (
          <p role="status" className="text-muted">
            {SUBSCRIPTION_LOADING}
          </p>
        ) : state.subscribed ? (
          <PlanDetails state={state} compact={compact} />
        ) : state.status === "paused" ? (
          <p className="text-ink">
            {state.subscription_tier}: Paused until {formatLongDate(state.resumes_at) ?? "its end date"}
          </p>
        ) : (
          <p className="text-muted">{NO_SUBSCRIPTION}</p>
        )}
      </div>
      {!loading && (
        <div className={`flex flex-wrap gap-3 ${compact ? "mt-4" : "mt-5"}`}>
          {state.status === "paused" ? (
            <ButtonLink to={paths.billing} size={compact ? "sm" : "md"}>
              Resume now
            </ButtonLink>
          ) : hasLiveGift(state) ? (
            <ButtonLink to={paths.billing} size={compact ? "sm" : "md"}>
              See billing
            </ButtonLink>
          ) : state.subscribed ? (
            <Button onClick={onManage} busy={opening} size={compact ? "sm" : "md"}>
              Manage Subscription
            </Button>
          ) : (
            <ButtonLink to={paths.pricing} size={compact ? "sm" : "md"}>
              Choose Plan
            </ButtonLink>
          )}
          <Button variant="secondary" onClick={onRefresh} busy={refreshing} size={compact ? "sm" : "md"}>
            {!refreshing && <RefreshCw aria-hidden="true" className="size-4" />}
            Refresh
          </Button>
        </div>
      )}
    </Card>
  );
}

/** Current Plan, Billing and one row that says truthfully where the subscription stands. */
function PlanDetails({ state, compact }: { state: SubscriptionState; compact: boolean }) {
  const { billing, term, value } = subscriptionSummary(state);
  const rows: [string, string][] = [
    ["Current Plan", state.subscription_tier ?? "Unknown"],
    ["Billing", billing],
    [term, value],
  ];
  return (
    <dl className={compact ? "grid gap-x-6 gap-y-2 sm:grid-cols-3" : "grid gap-3 sm:grid-cols-3"}>
      {rows.map(([rowTerm, rowValue]) => (
        <div key={rowTerm} className={compact ? "" : "rounded-xl bg-sand/60 px-4 py-3"}>
          <dt className="text-xs font-semibold uppercase tracking-wide text-muted">{rowTerm}</dt>
          <dd className={`font-semibold text-ink ${compact ? "mt-0.5 text-sm" : "mt-1"}`}>{rowValue}</dd>
        </div>
      ))}
    </dl>
  );
}
