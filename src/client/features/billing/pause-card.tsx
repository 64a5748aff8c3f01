import { useState } from "react";
import type { SubscriptionState } from "../../../domain/billing-api";
import { type PauseMonths, pauseMonths } from "../../../domain/retention";
import { Button } from "../../components/ui/button";
import { RadioChoices } from "../../components/ui/radio-choices";
import { answer } from "../../lib/api-client";
import { formatLongDate } from "../../lib/format-date";
import { retentionApi } from "../../lib/retention-api";
import { BillingSection } from "./billing-section";
import { useBillingAction } from "./use-billing-action";

/** Only a paid, running plan can pause: not a trial, not a failing payment, not a gift (issue #26). */
export function canPause(state: SubscriptionState): boolean {
  return state.subscribed && state.status === "active" && !state.cancel_at_period_end;
}

/**
 * Pause for 1, 2 or 3 months, or, while paused, when she comes back and "Resume now". Her words stay hers
 * to read, search and download the whole time; only the paid days close.
 */
export function PauseCard({ state }: { state: SubscriptionState }) {
  const [months, setMonths] = useState<PauseMonths>(1);
  const pause = useBillingAction(
    (json: { months: PauseMonths }) => answer(retentionApi.pause.$post({ json })),
    "Your membership is paused.",
  );
  const resume = useBillingAction(
    () => answer(retentionApi.resume.$post()),
    "Welcome back. Your plan is open again.",
  );

  if (state.status === "paused") {
    const until = formatLongDate(state.resumes_at) ?? "its end date";
    return (
      <BillingSection title={`Paused until ${until}`}>
        <p className="mt-2 text-muted">
          {state.subscription_tier} comes back on {until} and billing starts again that day. Meanwhile you pay
          nothing, and everything you wrote stays yours to read, search and download.
        </p>
        <Button className="mt-5" busy={resume.isPending} onClick={() => resume.mutate()}>
          Resume now
        </Button>
      </BillingSection>
    );
  }
  if (!canPause(state)) return null;
  return (
    <BillingSection title="Take a break">
      <p className="mt-2 text-sm text-muted">
        Heavy months happen. Pause and pay nothing; your journal stays yours, and your plan comes back on its
        own.
      </p>
      <form
        className="mt-4 flex flex-col gap-4"
        onSubmit={(event) => {
          event.preventDefault();
          pause.mutate({ months });
        }}
      >
        <RadioChoices
          legend="Pause for"
          choices={pauseMonths}
          value={months}
          onChange={setMonths}
          label={(value) => (
            <span className="text-sm font-semibold">
              {value} month{value === 1 ? "" : "s"}
            </span>
          )}
          layout="flex flex-wrap gap-2 sm:max-w-md"
          look="roomy boxes"
        />
        <Button type="submit" variant="secondary" busy={pause.isPending} className="self-start">
          Pause membership
        </Button>
      </form>
    </BillingSection>
  );
}
