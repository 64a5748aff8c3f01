import { Lock } from "lucide-react";
import { paths } from "../../../domain/routes";
import { ButtonLink } from "../../components/ui/button";
import { Card } from "../../components/ui/card";

/** A day the member's plan does not open: the way to the plans, never the content (docs/architecture.md D1). */
export function LockedDayPanel({ day, requiredTier }: { day: number; requiredTier: string | null }) {
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
