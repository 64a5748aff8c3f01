import type { SubscriptionState } from "../../../domain/billing-api";
import { type PlanKey, planInQuery } from "../../../domain/plans";
import { paths } from "../../../domain/routes";
import { NO_SUBSCRIPTION, SUBSCRIPTION_LOADING } from "../../components/subscription-status-card";
import { Button, ButtonLink } from "../../components/ui/button";
import { Card } from "../../components/ui/card";
import { ApiError } from "../../lib/api";
import { answer, localBillingApi } from "../../lib/api-client";
import { useSearchParams } from "../../lib/router";
import { useSubscription, useSubscriptionChange } from "../../lib/subscription";
import { subscriptionSummary } from "../../lib/subscription-summary";
import { toast } from "../../lib/toast";
import { CancelNowDialog } from "./cancel-now-dialog";
import { SwitchPlanForm } from "./switch-plan-form";
import { TestModeBanner } from "./test-mode-banner";

/** One test-mode billing action: the new subscription shows at once, a refusal in the server's words. */
function useBillingAction<V = void>(send: (variables: V) => Promise<SubscriptionState>, success: string) {
  return useSubscriptionChange(send, {
    onSuccess: () => toast.success(success),
    onError: (error) =>
      toast.error(error instanceof ApiError ? error.message : "That did not work. Please try again."),
  });
}

/** The test-mode billing page (docs/architecture.md D6): switch plan or period, cancel at period end, resume, cancel now. */
export function LocalBilling() {
  const { state, loading } = useSubscription();
  // "Upgrade" or "Switch" on the pricing page leads here as ?plan=…&period=….
  const [params] = useSearchParams();
  const wanted = planInQuery(params);
  const switchPlan = useBillingAction(
    (json: { plan: PlanKey; isAnnual: boolean }) => answer(localBillingApi.change.$post({ json })),
    "Your plan has been switched.",
  );
  const cancelAtPeriodEnd = useBillingAction(
    () => answer(localBillingApi.cancel.$post({ json: { atPeriodEnd: true } })),
    "Your subscription ends with this period.",
  );
  const cancelNow = useBillingAction(
    () => answer(localBillingApi.cancel.$post({ json: { atPeriodEnd: false } })),
    "Your subscription has been canceled.",
  );
  const resume = useBillingAction(
    () => answer(localBillingApi.resume.$post()),
    "Your subscription will continue.",
  );

  return (
    <div className="flex flex-col gap-6">
      <TestModeBanner />
      <Card role="region" aria-labelledby="billing-plan-title" className="sm:p-8">
        <h2 id="billing-plan-title" className="text-2xl">
          Your plan
        </h2>
        <div aria-live="polite" className="mt-3">
          {loading ? (
            <p role="status" className="text-muted">
              {SUBSCRIPTION_LOADING}
            </p>
          ) : state.subscribed ? (
            <>
              <p className="font-display text-3xl text-ink">{state.subscription_tier}</p>
              <p className="mt-1 text-muted">
                {state.is_annual ? "Annual" : "Monthly"} billing · {subscriptionSummary(state).sentence}
              </p>
            </>
          ) : (
            <p className="text-muted">{NO_SUBSCRIPTION}</p>
          )}
        </div>
        {!loading && !state.subscribed && (
          <ButtonLink to={paths.pricing} className="mt-5">
            Choose Plan
          </ButtonLink>
        )}
      </Card>

      {state.subscribed && (
        <>
          <Card role="region" aria-labelledby="billing-switch-title" className="sm:p-8">
            <h2 id="billing-switch-title" className="text-xl">
              Switch plan or billing
            </h2>
            <div className="mt-4">
              <SwitchPlanForm
                state={state}
                wanted={wanted ?? undefined}
                busy={switchPlan.isPending}
                onSwitch={(plan, isAnnual) => switchPlan.mutate({ plan, isAnnual })}
              />
            </div>
          </Card>
          <Card role="region" aria-labelledby="billing-cancel-title" className="sm:p-8">
            <h2 id="billing-cancel-title" className="text-xl">
              Cancel
            </h2>
            <p className="mt-2 text-sm text-muted">
              Cancel at the end of the period to keep access until then, or cancel now to end it today.
            </p>
            <div className="mt-4 flex flex-wrap gap-3">
              {state.cancel_at_period_end ? (
                <Button busy={resume.isPending} onClick={() => resume.mutate()}>
                  Resume subscription
                </Button>
              ) : (
                <Button
                  variant="secondary"
                  busy={cancelAtPeriodEnd.isPending}
                  onClick={() => cancelAtPeriodEnd.mutate()}
                >
                  Cancel at period end
                </Button>
              )}
              <CancelNowDialog
                planName={state.subscription_tier ?? "your plan"}
                busy={cancelNow.isPending}
                onConfirm={(close) => cancelNow.mutate(undefined, { onSettled: close })}
              />
            </div>
          </Card>
        </>
      )}
    </div>
  );
}
