import { Lock, PauseCircle } from "lucide-react";
import { canOpenDay } from "../../../domain/day-access";
import { paths } from "../../../domain/routes";
import { ButtonLink } from "../../components/ui/button";
import { Card } from "../../components/ui/card";
import { formatLongDate } from "../../lib/format-date";
import { useSubscription } from "../../lib/subscription";

/**
 * A day the member's plan does not open: the way to the plans, never the content (docs/architecture.md D1).
 * A paused member is told her own plan is paused and until when, with Resume now, never sent to buy it again.
 */
export function LockedDayPanel({ day, requiredTier }: { day: number; requiredTier: string | null }) {
  const { state } = useSubscription();
  if (state.status === "paused") {
    const until = formatLongDate(state.resumes_at) ?? "its end date";
    return (
      <Card className="flex flex-col items-center px-6 py-12 text-center">
        <span className="inline-flex size-14 items-center justify-center rounded-full bg-clay-soft text-clay-dark">
          <PauseCircle aria-hidden="true" className="size-6" />
        </span>
        <h2 className="mt-5 text-2xl">Paused until {until}</h2>
        <p className="mt-3 max-w-md text-muted">
          Your {state.subscription_tier ?? "plan"} is paused.{" "}
          {canOpenDay({ subscribed: true, tier: state.subscription_tier }, day)
            ? `Day ${day} opens again when it comes back.`
            : `Day ${day} opens with ${requiredTier ?? "a higher plan"}, which you can choose once you are back.`}{" "}
          Everything you have written stays yours to read.
        </p>
        <ButtonLink to={paths.billing} className="mt-8">
          Resume now
        </ButtonLink>
      </Card>
    );
  }
  return (
    <Card className="flex flex-col items-center px-6 py-12 text-center">
      <span className="inline-flex size-14 items-center justify-center rounded-full bg-clay-soft text-clay-dark">
        <Lock aria-hidden="true" className="size-6" />
      </span>
      <h2 className="mt-5 text-2xl">This day is part of {requiredTier ?? "a paid plan"}</h2>
      <p className="mt-3 max-w-md text-muted">
        Day {day}'s prompt and guidance open with {requiredTier ?? "a plan"} or above. Upgrade whenever you
        are ready; everything you have written so far stays with you.
      </p>
      <ButtonLink to={paths.pricing} className="mt-8">
        View Plans
      </ButtonLink>
    </Card>
  );
}
