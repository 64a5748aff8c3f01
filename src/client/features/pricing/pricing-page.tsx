import { useState } from "react";
import { planChoice, plans, TRIAL_PHRASE } from "../../../domain/plans";
import { unsubscribedState } from "../../../domain/subscription-status";
import { SubscriptionStatusCard } from "../../components/subscription-status-card";
import { useDocumentTitle } from "../../lib/document-title";
import { useHydrated } from "../../lib/hydrated";
import { usePublicConfig } from "../../lib/public-config";
import { useSession } from "../../lib/session";
import { useSubscription } from "../../lib/subscription";
import { BillingToggle } from "./billing-toggle";
import { PlanCard } from "./plan-card";
import { useChoosePlan } from "./use-choose-plan";

export default function PricingPage() {
  useDocumentTitle("Pricing | Grind to Grace");
  const { session } = useSession();
  // The prerendered HTML is a visitor's: her card and her plan's labels follow once React has the page.
  const hydrated = useHydrated();
  const subscription = useSubscription();
  const state = hydrated ? subscription.state : unsubscribedState;
  const config = usePublicConfig();
  const { choose, pending } = useChoosePlan(config.data?.paymentLinks, state);
  const [isAnnual, setIsAnnual] = useState(false);

  return (
    <section className="mx-auto max-w-6xl px-4 py-12 sm:px-6 sm:py-16">
      <div className="mx-auto max-w-2xl text-center">
        <p className="text-sm font-semibold uppercase tracking-[0.18em] text-clay-dark">Pricing</p>
        <h1 className="mt-4 text-4xl sm:text-5xl">Choose the pace that feels like grace</h1>
        <p className="mt-4 text-lg text-muted">
          Three ways to walk the soul path. Start gently, go deeper when you are ready.
        </p>
      </div>

      {hydrated && session.status === "signed-in" && (
        <SubscriptionStatusCard className="mx-auto mt-10 max-w-3xl" />
      )}

      <div className="mt-10">
        <BillingToggle isAnnual={isAnnual} onChange={setIsAnnual} />
      </div>

      <ul className="mt-12 grid gap-8 lg:grid-cols-3 lg:gap-6">
        {plans.map((plan) => (
          <li key={plan.key}>
            <PlanCard
              plan={plan}
              isAnnual={isAnnual}
              choice={planChoice(plan, { subscribed: state.subscribed, tier: state.subscription_tier })}
              busy={pending === plan.key}
              onChoose={(chosen) => choose(chosen, isAnnual)}
            />
          </li>
        ))}
      </ul>

      <p className="mt-10 text-center text-sm text-muted">
        All plans include a {TRIAL_PHRASE}. Cancel anytime.
      </p>
      {config.data?.paymentProvider === "local" && (
        <p className="mt-2 text-center text-xs text-muted">
          Payments on this server run in test mode: no card is charged.
        </p>
      )}
    </section>
  );
}
