import { authFor } from "../../../domain/next-page";
import { planAddsLine, VAULT_OPENS_LINE } from "../../../domain/plan-opens";
import { type Plan, periodOf, planChoice, plans, TRIAL_PHRASE } from "../../../domain/plans";
import { paths } from "../../../domain/routes";
import { unsubscribedState } from "../../../domain/subscription-status";
import { SubscriptionStatusCard } from "../../components/subscription-status-card";
import { useDocumentTitle } from "../../lib/document-title";
import { useHydrated } from "../../lib/hydrated";
import { usePublicConfig } from "../../lib/public-config";
import { useSearchParams } from "../../lib/router";
import { useSession } from "../../lib/session";
import { useSubscription } from "../../lib/subscription";
import { BillingToggle } from "./billing-toggle";
import { OfferBanner } from "./offer-banner";
import { PlanCard } from "./plan-card";

/** The checkout page for `plan` (checkout-page.tsx decides there: test mode, Stripe, or a plan change). */
const checkoutFor = (plan: Plan, isAnnual: boolean, offer: string | null) =>
  `${paths.checkout}?${new URLSearchParams({ plan: plan.key, period: periodOf(isAnnual), ...(offer ? { offer } : {}) })}`;

export default function PricingPage() {
  useDocumentTitle("Pricing | Grind to Grace");
  const { session } = useSession();
  // The prerendered HTML is a visitor's: her card and her plan's labels follow once React has the page.
  const hydrated = useHydrated();
  const subscription = useSubscription();
  const state = hydrated ? subscription.state : unsubscribedState;
  const config = usePublicConfig();
  const [params] = useSearchParams();
  const isAnnual = params.get("period") === "annual";
  const offer = params.get("offer");
  // spec §2 Pricing: a visitor goes to /auth, on Sign Up with the plan she chose named, and on to its
  // checkout once she has confirmed her address. Until the session is known (and in the prerendered page)
  // the link is the checkout's, whose page sends a visitor to the same place.
  const visitor = hydrated && session.status === "signed-out";

  return (
    <section className="mx-auto max-w-6xl px-4 py-12 sm:px-6 sm:py-16">
      <div className="mx-auto max-w-2xl text-center">
        <p className="text-sm font-semibold uppercase tracking-[0.18em] text-clay-dark">Pricing</p>
        <h1 className="mt-4 text-4xl sm:text-5xl">Choose the pace that feels like grace</h1>
        <p className="mt-4 text-lg text-muted">
          Three ways to walk the soul path. Start gently, go deeper when you are ready.
        </p>
      </div>

      <OfferBanner isAnnual={isAnnual} />

      <div className="mt-10">
        <BillingToggle isAnnual={isAnnual} offer={offer} />
      </div>

      <ul className="mt-12 grid gap-8 lg:grid-cols-3 lg:gap-6">
        {plans.map((plan) => (
          <li key={plan.key}>
            <PlanCard
              plan={plan}
              isAnnual={isAnnual}
              choice={planChoice(
                plan,
                { subscribed: state.subscribed, tier: state.subscription_tier },
                state.status,
              )}
              action={
                visitor
                  ? { to: authFor(checkoutFor(plan, isAnnual, offer)), newTab: false }
                  : state.status === "paused" && state.subscription_tier === plan.name
                    ? { to: paths.billing, newTab: false }
                    : {
                        to: checkoutFor(plan, isAnnual, offer),
                        newTab: true,
                        // The period as the address has it at the press: an Annual pressed a moment
                        // before may not have re-rendered this link yet.
                        onClick: (event) => {
                          const query = new URLSearchParams(window.location.search);
                          const annual = query.get("period") === "annual";
                          event.currentTarget.href = checkoutFor(plan, annual, query.get("offer"));
                        },
                      }
              }
            />
          </li>
        ))}
      </ul>

      <p className="mt-10 text-center text-sm text-muted">
        All plans include a {TRIAL_PHRASE}. Cancel anytime.
      </p>
      <p className="mt-2 text-center text-sm text-muted">
        {VAULT_OPENS_LINE} {planAddsLine("Grace Collective")}
      </p>
      {config.data?.paymentProvider === "local" && (
        <p className="mt-2 text-center text-xs text-muted">
          Payments on this server run in test mode: no card is charged.
        </p>
      )}

      {/* Below the plans: shown once her session is known, it must not push a plan's button away
          from under a press (docs/architecture.md, "Presses before the code arrives"). */}
      {hydrated && session.status === "signed-in" && (
        <SubscriptionStatusCard className="mx-auto mt-10 max-w-3xl" />
      )}
    </section>
  );
}
