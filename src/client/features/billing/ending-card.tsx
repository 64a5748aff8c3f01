import { useState } from "react";
import type { SubscriptionState } from "../../../domain/billing-api";
import { Button } from "../../components/ui/button";
import { answer } from "../../lib/api-client";
import { formatLongDate } from "../../lib/format-date";
import { retentionApi } from "../../lib/retention-api";
import { BillingSection } from "./billing-section";
import { useBillingAction } from "./use-billing-action";

/**
 * A cancel already scheduled (docs/architecture.md, "The subscription's states"): when it ends, "Keep my
 * plan", and ending it today only through its own, explicit button and a second word; never a silent change.
 */
export function EndingCard({ state }: { state: SubscriptionState }) {
  const [confirming, setConfirming] = useState(false);
  const keep = useBillingAction(() => answer(retentionApi.resume.$post()), "Your plan continues.");
  const endToday = useBillingAction(
    () => answer(retentionApi.cancel.$post({ json: { when: "now" } })),
    "Your membership is canceled. Your words stay yours.",
  );
  const plan = state.subscription_tier ?? "Your plan";
  const date = formatLongDate(state.subscription_end) ?? "the end of this period";
  return (
    <BillingSection title={`Ends on ${date}`}>
      <p className="mt-2 text-sm text-muted">
        {plan} stays open until {date}, and nothing more will be charged. Changed your mind? Keep your plan
        and it carries on as before.
      </p>
      <div className="mt-4 flex flex-wrap gap-3">
        <Button busy={keep.isPending} onClick={() => keep.mutate()}>
          Keep my plan
        </Button>
        {!confirming && (
          <Button variant="ghost" onClick={() => setConfirming(true)}>
            End it today instead
          </Button>
        )}
      </div>
      {confirming && (
        <section aria-label="End it today" className="mt-4 rounded-xl bg-clay-soft/40 p-4 text-sm">
          <p>
            Ending today closes {plan}'s paid days now instead of on {date}. Everything you wrote stays yours.
          </p>
          <div className="mt-3 flex flex-wrap gap-3">
            <Button size="sm" busy={endToday.isPending} onClick={() => endToday.mutate()}>
              End it today
            </Button>
            <Button size="sm" variant="ghost" onClick={() => setConfirming(false)}>
              Keep it until {date}
            </Button>
          </div>
        </section>
      )}
    </BillingSection>
  );
}
