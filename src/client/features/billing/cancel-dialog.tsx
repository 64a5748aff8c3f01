import * as Dialog from "@radix-ui/react-dialog";
import { type ReactNode, useId, useState } from "react";
import type { SubscriptionState } from "../../../domain/billing-api";
import { planOpensLine } from "../../../domain/plan-opens";
import { tierRank } from "../../../domain/plans";
import {
  alternativeFor,
  type CancelAlternative,
  type CancelReason,
  cancelReasonLabels,
  cancelReasons,
} from "../../../domain/retention";
import { paths } from "../../../domain/routes";
import { Button, ButtonLink } from "../../components/ui/button";
import { RadioChoices } from "../../components/ui/radio-choices";
import { answer } from "../../lib/api-client";
import { formatLongDate } from "../../lib/format-date";
import { retentionApi } from "../../lib/retention-api";
import { BillingSection } from "./billing-section";
import { canPause } from "./pause-card";
import { useBillingAction } from "./use-billing-action";

const whenChoices = ["period_end", "now"] as const;
type When = (typeof whenChoices)[number];

/** The one alternative, in a sentence and (when it is an action) a link on this page. */
function AlternativeNote({ alternative }: { alternative: CancelAlternative }) {
  const words: Record<CancelAlternative, string> = {
    pause: "If time is the trouble, you could pause for a month or three instead: you pay nothing meanwhile.",
    lower_plan: `If the price is the trouble, Grace Flow costs less. ${planOpensLine("Grace Flow")}`,
    offer: "If the price is the trouble, there may be an offer for you on the pricing page.",
    keep_words:
      "Whatever you decide, your words stay yours: you can download everything you wrote, and the first five days stay open.",
  };
  const link: Record<CancelAlternative, { to: string; label: string } | null> = {
    pause: { to: `${paths.billing}#pause`, label: "See pause options" },
    lower_plan: { to: `${paths.billing}?plan=flow`, label: "See Grace Flow" },
    offer: { to: paths.pricing, label: "See the plans" },
    keep_words: { to: paths.account, label: "Download my journal" },
  };
  const action = link[alternative];
  return (
    <div className="mt-4 rounded-xl bg-clay-soft/40 p-4 text-sm" aria-live="polite">
      <p>{words[alternative]}</p>
      {action && (
        <Dialog.Close asChild>
          <ButtonLink to={action.to} variant="ghost" size="sm" className="mt-2 -ml-2">
            {action.label}
          </ButtonLink>
        </Dialog.Close>
      )}
    </div>
  );
}

/**
 * The kinder cancel (issue #26): one screen that asks, optionally, why, shows at most one alternative that fits,
 * and cancels with one press. No second confirmation, nothing hidden.
 */
export function CancelDialog({ state }: { state: SubscriptionState }) {
  const id = useId();
  const [open, setOpen] = useState(false);
  const [reason, setReason] = useState<CancelReason | null>(null);
  const [note, setNote] = useState("");
  const [when, setWhen] = useState<When>("period_end");
  const cancel = useBillingAction(
    (json: { reason?: CancelReason; note?: string; when: When }) =>
      answer(retentionApi.cancel.$post({ json })),
    (next: SubscriptionState) =>
      next.cancel_at_period_end
        ? "Your membership ends with this period. Your words stay yours."
        : "Your membership is canceled. Your words stay yours.",
  );
  const plan = state.subscription_tier ?? "your plan";
  const ends = formatLongDate(state.subscription_end);
  // Paused: no period is running, so the one thing left is to end it today.
  const endsToday = state.status === "paused";
  const alternative = alternativeFor(reason, {
    hasLowerPlan: tierRank(state.subscription_tier) > 1,
    retentionOffer: false,
    canPause: canPause(state),
  });

  function submit() {
    cancel.mutate(
      {
        ...(reason ? { reason } : {}),
        ...(note.trim() ? { note: note.trim() } : {}),
        when: endsToday ? "now" : when,
      },
      { onSuccess: () => setOpen(false) },
    );
  }

  return (
    <Dialog.Root open={open} onOpenChange={setOpen}>
      <Dialog.Trigger asChild>
        <Button variant="secondary">Cancel membership</Button>
      </Dialog.Trigger>
      <Dialog.Portal>
        <Dialog.Overlay className="fixed inset-0 z-50 bg-scrim" />
        <Dialog.Content className="fixed left-1/2 top-1/2 z-50 max-h-[calc(100dvh-2rem)] w-[calc(100%-2rem)] max-w-lg -translate-x-1/2 -translate-y-1/2 overflow-y-auto rounded-2xl bg-cream p-6 shadow-xl">
          <Dialog.Title className="font-display text-2xl">Cancel {plan}</Dialog.Title>
          <Dialog.Description className="mt-2 text-muted">
            Thank you for the time you gave yourself here. If you like, tell us why; it helps, and it is
            optional.
          </Dialog.Description>
          <RadioChoices
            legend="What is the main reason? (optional)"
            choices={cancelReasons}
            value={reason}
            onChange={setReason}
            label={(value) => cancelReasonLabels[value]}
            layout="grid gap-2 sm:grid-cols-2"
            className="mt-4"
          />
          <label className="mt-4 block text-sm font-semibold" htmlFor={`${id}-note`}>
            Anything else you would like us to know? (optional)
          </label>
          <textarea
            id={`${id}-note`}
            value={note}
            maxLength={1000}
            rows={2}
            onChange={(event) => setNote(event.target.value)}
            className="mt-2 w-full rounded-xl border border-linen bg-white p-3 text-sm"
          />
          {alternative && <AlternativeNote alternative={alternative} />}
          {!endsToday && (
            <RadioChoices
              legend="When"
              choices={whenChoices}
              value={when}
              onChange={setWhen}
              label={(choice) =>
                choice === "now"
                  ? "Today: the paid days close now"
                  : `At the end of this period${ends ? `: keep ${plan} until ${ends}` : ""}`
              }
              layout="grid gap-2"
              className="mt-4"
            />
          )}
          <div className="mt-6 flex flex-col-reverse gap-3 sm:flex-row sm:justify-end">
            <Dialog.Close asChild>
              <Button variant="ghost">Keep my plan</Button>
            </Dialog.Close>
            <Button busy={cancel.isPending} onClick={submit}>
              Cancel my membership
            </Button>
          </div>
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}

/** The billing page's Cancel card: a line on when a cancel takes effect, then the dialog after anything offered first. */
export function CancelCard({
  state,
  lead = "Cancel whenever you need to: at the end of the period to keep access until then, or today.",
  children,
}: {
  state: SubscriptionState;
  lead?: string;
  children?: ReactNode;
}) {
  return (
    <BillingSection title="Cancel">
      <p className="mt-2 text-sm text-muted">{lead}</p>
      <div className="mt-4 flex flex-wrap gap-3">
        {children}
        <CancelDialog state={state} />
      </div>
    </BillingSection>
  );
}
