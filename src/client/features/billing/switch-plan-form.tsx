import { type FormEvent, useState } from "react";
import type { SubscriptionState } from "../../../domain/billing-api";
import { planOpensLine } from "../../../domain/plan-opens";
import {
  type BillingPeriod,
  billingPeriods,
  type PlanKey,
  planByKey,
  planByName,
  planPrice,
} from "../../../domain/plans";
import { dollars, planChangeCost } from "../../../domain/retention";
import { Button } from "../../components/ui/button";
import { RadioChoices } from "../../components/ui/radio-choices";
import { formatLongDate } from "../../lib/format-date";
import { PlanChoices } from "./plan-choices";

interface SwitchPlanFormProps {
  state: SubscriptionState;
  /** The plan and period she chose on the pricing page ("Upgrade" or "Switch"), chosen here already. */
  wanted?: { plan: PlanKey; period: BillingPeriod } | undefined;
  /** The switch is on its way. */
  busy: boolean;
  onSwitch(plan: PlanKey, isAnnual: boolean): void;
}

/** Another plan or billing period for a live test-mode subscription. */
export function SwitchPlanForm({ state, wanted, busy, onSwitch }: SwitchPlanFormProps) {
  const currentPlan = planByName(state.subscription_tier)?.key ?? "flow";
  const currentPeriod: BillingPeriod = state.is_annual ? "annual" : "monthly";
  const [plan, setPlan] = useState<PlanKey>(wanted?.plan ?? currentPlan);
  const [period, setPeriod] = useState<BillingPeriod>(wanted?.period ?? currentPeriod);
  const unchanged = plan === currentPlan && period === currentPeriod;
  // issue #28: the change is shown with its price, today and at the next bill, and confirmed once.
  const [confirming, setConfirming] = useState(false);

  function submit(event: FormEvent) {
    event.preventDefault();
    setConfirming(true);
  }

  if (confirming) {
    const next = planByKey(plan);
    const isAnnual = period === "annual";
    const cost = planChangeCost(
      {
        plan: planByName(state.subscription_tier) ?? next,
        isAnnual: state.is_annual,
        status: state.status,
        periodEnd: state.subscription_end ? new Date(state.subscription_end) : null,
      },
      { plan: next, isAnnual },
      new Date(),
    );
    const per = isAnnual ? "year" : "month";
    const nextOn = cost.nextBillOn ? formatLongDate(cost.nextBillOn.toISOString()) : null;
    return (
      <div className="flex flex-col gap-4" aria-live="polite">
        <h3 className="text-lg font-semibold">
          Switch to {next.name}, {isAnnual ? "annual" : "monthly"}?
        </h3>
        <dl className="grid gap-2 text-sm sm:max-w-md">
          <div className="flex justify-between gap-4 rounded-xl bg-white px-4 py-3">
            <dt>Today</dt>
            <dd className="font-semibold">{cost.dueToday === 0 ? "Nothing" : dollars(cost.dueToday)}</dd>
          </div>
          <div className="flex justify-between gap-4 rounded-xl bg-white px-4 py-3">
            <dt>Next bill{nextOn ? `, ${nextOn}` : ""}</dt>
            <dd className="font-semibold">
              {dollars(cost.nextBillAmount)}/{per}{" "}
              <span className="font-normal text-muted">(was {dollars(cost.currentAmount)})</span>
            </dd>
          </div>
        </dl>
        <div className="flex flex-wrap gap-3">
          <Button
            busy={busy}
            onClick={() => {
              onSwitch(plan, isAnnual);
              setConfirming(false);
            }}
          >
            Confirm switch
          </Button>
          <Button variant="ghost" onClick={() => setConfirming(false)}>
            Back
          </Button>
        </div>
      </div>
    );
  }

  const perPeriod = period === "annual" ? "year" : "month";
  return (
    <form onSubmit={submit} className="flex flex-col gap-5">
      <PlanChoices
        value={plan}
        onChange={setPlan}
        label={(key) => (
          <span className="text-sm">
            <span className="block font-semibold">{planByKey(key).name}</span>
            <span className="text-muted">
              ${planPrice(planByKey(key), period === "annual")}/{perPeriod}
            </span>
          </span>
        )}
        look="roomy boxes"
      >
        <p className="mt-3 text-sm text-muted" aria-live="polite">
          <span className="font-semibold text-ink">{planByKey(plan).name}:</span>{" "}
          {planOpensLine(planByKey(plan).name)}
        </p>
      </PlanChoices>
      <RadioChoices
        legend="Billing"
        choices={billingPeriods}
        value={period}
        onChange={setPeriod}
        label={(p) => <span className="text-sm font-semibold">{p === "annual" ? "Annual" : "Monthly"}</span>}
        layout="grid grid-cols-2 gap-2 sm:max-w-sm"
        look="roomy boxes"
      />
      <Button type="submit" busy={busy} disabled={unchanged} className="self-start">
        Switch plan
      </Button>
    </form>
  );
}
