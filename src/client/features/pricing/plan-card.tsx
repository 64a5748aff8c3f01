import { Check } from "lucide-react";
import type { MouseEvent } from "react";
import { planOpensLine } from "../../../domain/plan-opens";
import { annualSaving, formatDollars, type Plan, type PlanChoice, planPrice } from "../../../domain/plans";
import { PlanIcon } from "../../components/meaning-icons";
import { Button, ButtonLink } from "../../components/ui/button";

const variants: Record<Plan["variant"], string> = {
  soft: "border-linen bg-white/80",
  featured: "border-clay bg-white shadow-lg ring-1 ring-clay/30 lg:-translate-y-2",
  premium: "border-gold/50 bg-gradient-to-b from-white to-sand/60",
};

interface PlanCardProps {
  plan: Plan;
  isAnnual: boolean;
  choice: PlanChoice;
  /**
   * Where the button leads: the checkout page in a new tab (spec §7), or /auth for a visitor. A real
   * link, so a press before the page's code has arrived still opens the tab (docs/architecture.md,
   * "Presses before the code arrives").
   */
  action: {
    to: string;
    newTab: boolean;
    state?: unknown;
    onClick?(event: MouseEvent<HTMLAnchorElement>): void;
  };
}

/**
 * spec §9 plan card; spec §4: the member's own plan shows "Current Plan" and a disabled button; her
 * other plans offer a change of plan.
 */
export function PlanCard({ plan, isAnnual, choice, action }: PlanCardProps) {
  const headingId = `plan-${plan.key}`;
  const label = {
    subscribe: plan.buttonLabel,
    current: "Current Plan",
    upgrade: "Upgrade",
    switch: "Switch",
    resume: "Resume now",
    after_gift: "After your gift ends",
    after_resume: "After you resume",
  }[choice];
  const waits = choice === "current" || choice === "after_gift" || choice === "after_resume";
  return (
    <article
      aria-labelledby={headingId}
      className={`relative flex h-full flex-col rounded-2xl border p-6 sm:p-7 ${variants[plan.variant]}`}
    >
      {plan.popular && (
        <p className="absolute -top-3.5 left-1/2 -translate-x-1/2 whitespace-nowrap rounded-full bg-clay px-4 py-1 text-xs font-semibold uppercase tracking-wide text-white">
          Most Popular
        </p>
      )}
      <PlanIcon plan={plan.key} />
      <h2 id={headingId} className="mt-4 text-2xl">
        {plan.name}
      </h2>
      <p className="mt-2 text-sm leading-relaxed text-muted">{plan.description}</p>
      <p className="mt-3 text-sm font-semibold leading-relaxed text-ink">{planOpensLine(plan.name)}</p>
      <p className="mt-6 flex items-baseline gap-1">
        <span className="font-display text-5xl text-ink">
          {formatDollars(planPrice(plan, isAnnual) * 100)}
        </span>
        <span className="text-muted">/{isAnnual ? "year" : "month"}</span>
      </p>
      <p className="mt-1 min-h-6 text-sm font-semibold text-sage">
        {isAnnual ? `Save ${formatDollars(annualSaving(plan) * 100)} a year` : ""}
      </p>
      <ul className="mt-6 flex flex-1 flex-col gap-3 text-sm">
        {plan.features.map((feature) => (
          <li key={feature} className="flex gap-2.5">
            <Check aria-hidden="true" className="mt-0.5 size-4 shrink-0 text-sage" />
            <span>{feature}</span>
          </li>
        ))}
      </ul>
      {waits ? (
        <Button
          size="lg"
          variant={plan.popular ? "primary" : "secondary"}
          className="mt-8 w-full"
          disabled
          aria-describedby={headingId}
        >
          {label}
        </Button>
      ) : (
        <ButtonLink
          to={action.to}
          state={action.state}
          onClick={action.onClick}
          {...(action.newTab ? { target: "_blank", rel: "noopener" } : {})}
          size="lg"
          variant={plan.popular ? "primary" : "secondary"}
          className="mt-8 w-full"
          aria-describedby={headingId}
        >
          {label}
        </ButtonLink>
      )}
    </article>
  );
}
