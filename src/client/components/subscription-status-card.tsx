import { useMutation } from "@tanstack/react-query";
import { CreditCard, RefreshCw } from "lucide-react";
import type { SubscriptionState } from "../../domain/billing-api";
import { paths } from "../../domain/routes";
import { ApiError } from "../lib/api";
import { answer, billingApi } from "../lib/api-client";
import { formatLongDate } from "../lib/format-date";
import { openInNewTab } from "../lib/open-in-new-tab";
import { useSession } from "../lib/session";
import { useSubscription } from "../lib/subscription";
import { toast } from "../lib/toast";
import { Button, ButtonLink } from "./ui/button";
import { Card } from "./ui/card";

// spec §2 Subscription status card and §8 messages. Self-contained: it reads the subscription
// itself, so any page can place it.

const NO_SESSION = "No session available";

export function SubscriptionStatusCard({ className = "" }: { className?: string }) {
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
    <Card className={className} role="region" aria-labelledby="subscription-card-title">
      <div className="flex items-center gap-3">
        <span className="inline-flex size-10 items-center justify-center rounded-xl bg-clay-soft text-clay-dark">
          <CreditCard aria-hidden="true" className="size-5" />
        </span>
        <h2 id="subscription-card-title" className="text-xl">
          Your Subscription
        </h2>
      </div>
      <div aria-live="polite" className="mt-4">
        {loading ? (
          <p role="status" className="text-muted">
            Loading subscription status...
          </p>
        ) : state.subscribed ? (
          <PlanDetails state={state} />
        ) : (
          <p className="text-muted">No active subscription found. Subscribe to access premium features.</p>
        )}
      </div>
      {!loading && (
        <div className="mt-5 flex flex-wrap gap-3">
          {state.subscribed ? (
            <Button onClick={onManage} busy={opening}>
              Manage Subscription
            </Button>
          ) : (
            <ButtonLink to={paths.pricing}>Choose Plan</ButtonLink>
          )}
          <Button variant="secondary" onClick={onRefresh} busy={refreshing}>
            {!refreshing && <RefreshCw aria-hidden="true" className="size-4" />}
            Refresh
          </Button>
        </div>
      )}
    </Card>
  );
}

function PlanDetails({ state }: { state: SubscriptionState }) {
  const end = formatLongDate(state.subscription_end) ?? "Unknown";
  const rows: [string, string][] = [
    ["Current Plan", state.subscription_tier ?? "Unknown"],
    ["Billing", state.is_annual ? "Annual" : "Monthly"],
    [state.is_annual ? "Renews" : "Next billing", end],
  ];
  return (
    <>
      <dl className="grid gap-3 sm:grid-cols-3">
        {rows.map(([term, value]) => (
          <div key={term} className="rounded-xl bg-sand/60 px-4 py-3">
            <dt className="text-xs font-semibold uppercase tracking-wide text-muted">{term}</dt>
            <dd className="mt-1 font-semibold text-ink">{value}</dd>
          </div>
        ))}
      </dl>
      {state.status === "trialing" && <p className="mt-3 text-sm text-muted">Your free trial is running.</p>}
      {state.cancel_at_period_end && (
        <p className="mt-3 text-sm text-clay-dark">Canceled: your access ends on {end}.</p>
      )}
    </>
  );
}
