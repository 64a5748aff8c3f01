import { hasRunningSubscription } from "../../../domain/billing-rules";
import { type PlanKey, planInQuery } from "../../../domain/plans";
import { paths } from "../../../domain/routes";
import { NO_SUBSCRIPTION, SUBSCRIPTION_LOADING } from "../../components/subscription-status-card";
import { ButtonLink } from "../../components/ui/button";
import { Card } from "../../components/ui/card";
import { answer, localBillingApi } from "../../lib/api-client";
import { useSearchParams } from "../../lib/router";
import { useSubscription } from "../../lib/subscription";
import { offerLine, subscriptionSummary } from "../../lib/subscription-summary";
import { BillingSection } from "./billing-section";
import { CancelCard } from "./cancel-dialog";
import { EndingCard } from "./ending-card";
import { PauseCard } from "./pause-card";
import { SwitchPlanForm } from "./switch-plan-form";
import { TestModeBanner } from "./test-mode-banner";
import { useBillingAction } from "./use-billing-action";

/** The test-mode billing page (docs/architecture.md D6): switch plan or period, pause, cancel, resume. */
export function LocalBilling() {
  const { state, loading } = useSubscription();
  // "Upgrade" or "Switch" on the pricing page leads here as ?plan=…&period=….
  const [params] = useSearchParams();
  const wanted = planInQuery(params);
  const switchPlan = useBillingAction(
    (json: { plan: PlanKey; isAnnual: boolean }) => answer(localBillingApi.change.$post({ json })),
    "Your plan has been switched.",
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
                {hasRunningSubscription(state) ? `${subscriptionSummary(state).billing} billing · ` : ""}
                {subscriptionSummary(state).sentence}
              </p>
              {offerLine(state) && <p className="mt-1 text-sm text-muted">{offerLine(state)}</p>}
            </>
          ) : state.status === "paused" ? (
            <p className="font-display text-3xl text-ink">{state.subscription_tier}, paused</p>
          ) : (
            <p className="text-muted">{NO_SUBSCRIPTION}</p>
          )}
        </div>
        {!loading && !state.subscribed && state.status !== "paused" && (
          <ButtonLink to={paths.pricing} className="mt-5">
            Choose Plan
          </ButtonLink>
        )}
      </Card>

      <PauseCard state={state} />
      {state.status === "paused" && (
        <CancelCard state={state} lead="Rather stop altogether? You can end it today." />
      )}
      {state.cancel_at_period_end && <EndingCard state={state} />}
      {hasRunningSubscription(state) && (
        <>
          <BillingSection title="Switch plan or billing">
            <div className="mt-4">
              <SwitchPlanForm
                state={state}
                wanted={wanted ?? undefined}
                busy={switchPlan.isPending}
                onSwitch={(plan, isAnnual) => switchPlan.mutate({ plan, isAnnual })}
              />
            </div>
          </BillingSection>
          {!state.cancel_at_period_end && <CancelCard state={state} />}
        </>
      )}
    </div>
  );
}
