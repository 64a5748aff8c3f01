import type { SubscriptionState } from "../../../domain/billing-api";
import { type PlanKey, planInQuery } from "../../../domain/plans";
import { paths } from "../../../domain/routes";
import { Button, ButtonLink } from "../../components/ui/button";
import { Card } from "../../components/ui/card";
import { ApiError, api } from "../../lib/api";
import { useSearchParams } from "../../lib/router";
import { useSubscription } from "../../lib/subscription";
import { subscriptionSummary } from "../../lib/subscription-summary";
import { toast } from "../../lib/toast";
import { CancelNowDialog } from "./cancel-now-dialog";
import { SwitchPlanForm } from "./switch-plan-form";
import { TestModeBanner } from "./test-mode-banner";

/** The test-mode billing page (docs/architecture.md D6): switch plan or period, cancel at period end, resume, cancel now. */
export function LocalBilling() {
  const { state, loading, update } = useSubscription();
  // "Upgrade" or "Switch" on the pricing page leads here as ?plan=…&period=… (issue 15.9).
  const [params] = useSearchParams();
  const wanted = planInQuery(params);

  async function act(path: string, body: unknown, success: string) {
    try {
      update(await api<SubscriptionState>(`/api/billing/local/${path}`, { method: "POST", body }));
      toast.success(success);
    } catch (error) {
      toast.error(error instanceof ApiError ? error.message : "That did not work. Please try again.");
    }
  }

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
              Loading subscription status...
            </p>
          ) : state.subscribed ? (
            <>
              <p className="font-display text-3xl text-ink">{state.subscription_tier}</p>
              <p className="mt-1 text-muted">
                {state.is_annual ? "Annual" : "Monthly"} billing · {subscriptionSummary(state).sentence}
              </p>
            </>
          ) : (
            <p className="text-muted">No active subscription found. Subscribe to access premium features.</p>
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
                onSwitch={(plan: PlanKey, isAnnual: boolean) =>
                  act("change", { plan, isAnnual }, "Your plan has been switched.")
                }
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
                <Button onClick={() => act("resume", {}, "Your subscription will continue.")}>
                  Resume subscription
                </Button>
              ) : (
                <Button
                  variant="secondary"
                  onClick={() =>
                    act("cancel", { atPeriodEnd: true }, "Your subscription ends with this period.")
                  }
                >
                  Cancel at period end
                </Button>
              )}
              <CancelNowDialog
                planName={state.subscription_tier ?? "your plan"}
                onConfirm={() =>
                  act("cancel", { atPeriodEnd: false }, "Your subscription has been canceled.")
                }
              />
            </div>
          </Card>
        </>
      )}
    </div>
  );
}
