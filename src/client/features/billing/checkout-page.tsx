import { CheckCircle2 } from "lucide-react";
import { useEffect, useState } from "react";
import type { SubscriptionState } from "../../../domain/billing-api";
import { planOpensLine } from "../../../domain/plan-opens";
import {
  annualSaving,
  type Plan,
  periodOf,
  planByKey,
  planInQuery,
  planPrice,
  TRIAL_PHRASE,
} from "../../../domain/plans";
import { paths } from "../../../domain/routes";
import { PlanIcon } from "../../components/meaning-icons";
import { Button, ButtonLink } from "../../components/ui/button";
import { Card } from "../../components/ui/card";
import { Spinner } from "../../components/ui/spinner";
import { TermRow } from "../../components/ui/term-row";
import { ApiError } from "../../lib/api";
import { answer, localBillingApi } from "../../lib/api-client";
import { useDocumentTitle } from "../../lib/document-title";
import { formatLongDate } from "../../lib/format-date";
import { usePublicConfig } from "../../lib/public-config";
import { useNavigate, useSearchParams } from "../../lib/router";
import { useSubscription, useSubscriptionChange } from "../../lib/subscription";
import { toast } from "../../lib/toast";
import { StripeCheckout } from "./stripe-checkout";
import { TestModeBanner } from "./test-mode-banner";

/**
 * /billing/checkout?plan=flow&period=monthly, opened in a new tab by a plan's link on /pricing: the
 * test-mode checkout (docs/architecture.md D6), or with Stripe the way on to Stripe's.
 */
export default function CheckoutPage() {
  useDocumentTitle("Checkout | Grind to Grace");
  const [params] = useSearchParams();
  const parsed = planInQuery(params);
  const [started, setStarted] = useState<SubscriptionState | null>(null);
  const config = usePublicConfig();

  return (
    <section className="mx-auto max-w-xl px-4 py-12 sm:py-16">
      <h1 className="text-center text-4xl">Checkout</h1>
      <div className="mt-8 flex flex-col gap-6">
        <TestModeBanner />
        {!parsed ? (
          <Card>
            <p>This checkout link does not name one of our plans.</p>
            <ButtonLink to={paths.pricing} className="mt-4">
              See the plans
            </ButtonLink>
          </Card>
        ) : !config.data ? (
          <Spinner label="Loading checkout" />
        ) : config.data.paymentProvider === "stripe" ? (
          <StripeCheckout
            plan={planByKey(parsed.plan)}
            isAnnual={parsed.period === "annual"}
            links={config.data.paymentLinks}
            offer={params.get("offer")}
          />
        ) : started ? (
          <Started state={started} />
        ) : (
          <Order plan={planByKey(parsed.plan)} isAnnual={parsed.period === "annual"} onStarted={setStarted} />
        )}
      </div>
    </section>
  );
}

function Order({
  plan,
  isAnnual,
  onStarted,
}: {
  plan: Plan;
  isAnnual: boolean;
  onStarted(s: SubscriptionState): void;
}) {
  const navigate = useNavigate();
  const { state, loading } = useSubscription();
  // The offer the pricing link carried (issue #26): applied by the server, which refuses one that does not fit.
  const [params] = useSearchParams();
  const offer = params.get("offer");
  const start = useSubscriptionChange(
    () =>
      answer(
        localBillingApi.confirm.$post({ json: { plan: plan.key, isAnnual, ...(offer ? { offer } : {}) } }),
      ),
    {
      onSuccess: (next) => {
        toast.success(`Welcome to ${plan.name}!`);
        onStarted(next);
      },
      onError: (error) =>
        toast.error(error instanceof ApiError ? error.message : "Failed to start subscription process"),
    },
  );
  const price = planPrice(plan, isAnnual);
  const per = isAnnual ? "year" : "month";
  const owned = state.subscribed && state.subscription_tier === plan.name;
  // spec §9's free trial is given once per member; the server decides the same way.
  const trial = !state.trial_used;
  const change = `${paths.billing}?${new URLSearchParams({ plan: plan.key, period: periodOf(isAnnual) })}`;
  // A member with another plan changes it rather than starting a second one, as Stripe's portal does.
  const switching = state.subscribed && !owned;
  // biome-ignore lint/correctness/useExhaustiveDependencies: a redirect, once the subscription is known
  useEffect(() => {
    if (switching) navigate(change, { replace: true });
  }, [switching]);

  return (
    <Card className="sm:p-8" aria-labelledby="order-title" role="region">
      <PlanIcon plan={plan.key} />
      <h2 id="order-title" className="mt-4 text-2xl">
        {plan.name}
      </h2>
      <p className="mt-2 text-sm leading-relaxed text-ink">{planOpensLine(plan.name)}</p>
      <dl className="mt-6 divide-y divide-linen rounded-xl border border-linen">
        <Row term="Billing" value={isAnnual ? "Annual" : "Monthly"} />
        <Row term="Price" value={`$${price} per ${isAnnual ? "year" : "month"}`} />
        {offer && <Row term="Offer" value={offer.toUpperCase()} />}
        {isAnnual && <Row term="You save" value={`$${annualSaving(plan)} a year`} />}
        {!state.subscribed && <Row term="Due today" value={trial ? "$0" : `$${price}`} />}
      </dl>
      {/* A member with a plan changes it (below): what a new subscription would cost today is beside the point. */}
      {!state.subscribed && (
        <p className="mt-4 text-sm text-muted">
          {trial
            ? `${TRIAL_PHRASE}, then $${price} per ${per}. Cancel anytime.`
            : `Your free trial has been used, so billing starts today: $${price} per ${per}. Cancel anytime.`}
          {offer && trial ? " The offer lowers your first bill, the one at the end of the free trial." : ""}
        </p>
      )}
      {owned ? (
        <div className="mt-6">
          <p role="status">You already have {plan.name}.</p>
          <ButtonLink to={paths.billing} className="mt-4">
            Manage billing
          </ButtonLink>
        </div>
      ) : state.subscribed ? (
        <div className="mt-6">
          <p role="status">
            You have {state.subscription_tier}: change your plan instead of starting another.
          </p>
          <ButtonLink to={change} className="mt-4">
            Change plan
          </ButtonLink>
        </div>
      ) : (
        <div className="mt-8 flex flex-col-reverse gap-3 sm:flex-row sm:justify-end">
          <Button variant="secondary" size="lg" onClick={() => navigate(paths.pricing)}>
            Cancel
          </Button>
          <Button size="lg" busy={start.isPending} disabled={loading} onClick={() => start.mutate()}>
            Start subscription
          </Button>
        </div>
      )}
    </Card>
  );
}

function Row({ term, value }: { term: string; value: string }) {
  return <TermRow term={term} value={value} className="items-center gap-4 px-4 py-3 text-sm" />;
}

function Started({ state }: { state: SubscriptionState }) {
  const end = formatLongDate(state.subscription_end);
  return (
    <Card className="text-center sm:p-8" role="status">
      <CheckCircle2 aria-hidden="true" className="mx-auto size-12 text-sage" />
      <h2 className="mt-4 text-2xl">You're on {state.subscription_tier}</h2>
      <p className="mt-2 text-muted">
        {state.status === "trialing" && end
          ? `Your free trial runs until ${end}.`
          : "Your subscription is active."}{" "}
        You can close this tab, or go straight to your journey.
      </p>
      <div className="mt-6 flex flex-col justify-center gap-3 sm:flex-row">
        <ButtonLink to={paths.dashboard}>Go to your journey</ButtonLink>
        <ButtonLink to={paths.billing} variant="secondary">
          Manage billing
        </ButtonLink>
      </div>
    </Card>
  );
}
