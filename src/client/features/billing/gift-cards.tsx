import { useMutation, useQuery } from "@tanstack/react-query";
import { type FormEvent, useState } from "react";
import { type PlanKey, planByKey } from "../../../domain/plans";
import { dollars, type GiftMonths, giftMonths, giftPriceCents } from "../../../domain/retention";
import { Button } from "../../components/ui/button";
import { Card } from "../../components/ui/card";
import { RadioChoices } from "../../components/ui/radio-choices";
import { ApiError } from "../../lib/api";
import { answer } from "../../lib/api-client";
import { boundTo } from "../../lib/bound-to";
import { formatCalendarDay } from "../../lib/format-date";
import { giftApi } from "../../lib/retention-api";
import { useNavigate } from "../../lib/router";
import { toast } from "../../lib/toast";
import { billingKeys } from "./billing-keys";
import { BillingSection } from "./billing-section";
import { PlanChoices } from "./plan-choices";
import { useBillingAction } from "./use-billing-action";

const failed = (error: Error) =>
  toast.error(error instanceof ApiError ? error.message : "That did not work. Please try again.");

const field = "mt-1 w-full rounded-xl border border-linen bg-white px-3 py-2 text-sm";

/** Give 3, 6 or 12 months of a plan to someone else (issue #26): paid once, mailed on the day chosen. */
export function GiftCard() {
  const [plan, setPlan] = useState<PlanKey>("journey");
  const [months, setMonths] = useState<GiftMonths>(3);
  const [recipientEmail, setEmail] = useState("");
  const [recipientName, setName] = useState("");
  const [message, setMessage] = useState("");
  const [sendOn, setSendOn] = useState("");
  const buy = useMutation({
    mutationFn: () =>
      answer(
        giftApi.index.$post({
          json: {
            plan,
            months,
            recipientEmail,
            ...(recipientName.trim() ? { recipientName } : {}),
            ...(message.trim() ? { message } : {}),
            ...(sendOn ? { sendOn } : {}),
          },
        }),
      ),
    onSuccess: ({ url }) => window.location.assign(url),
    onError: failed,
  });
  const submit = (event: FormEvent) => {
    event.preventDefault();
    buy.mutate();
  };
  return (
    <BillingSection title="Give a gift">
      <p className="mt-2 text-sm text-muted">
        Months of a plan for someone else, paid once. We mail them a link on the day you choose; no card
        needed.
      </p>
      <form onSubmit={submit} className="mt-4 flex flex-col gap-4">
        <PlanChoices value={plan} onChange={setPlan} />
        <RadioChoices
          legend="Length"
          choices={giftMonths}
          value={months}
          onChange={setMonths}
          label={(value) => `${value} months`}
          layout="flex flex-wrap gap-2 sm:max-w-md"
        />
        <div className="grid gap-4 sm:grid-cols-2">
          <label className="text-sm font-semibold">
            Their e-mail
            <input
              type="email"
              required
              {...boundTo(recipientEmail, setEmail)}
              className={field}
              autoComplete="off"
            />
          </label>
          <label className="text-sm font-semibold">
            Their name (optional)
            <input {...boundTo(recipientName, setName)} className={field} />
          </label>
        </div>
        <label className="text-sm font-semibold">
          A message (optional)
          <textarea
            value={message}
            maxLength={1000}
            rows={2}
            onChange={(event) => setMessage(event.target.value)}
            className={field}
          />
        </label>
        <label className="text-sm font-semibold sm:max-w-xs">
          Send on (optional, today if empty)
          {/* Chromium focuses a date field's parts inside it, where the field's own ring may not show:
              the ring is drawn round the field's box from outside. */}
          <span className="mt-1 block rounded-xl focus-within:outline-3 focus-within:outline-offset-2 focus-within:outline-clay">
            <input type="date" {...boundTo(sendOn, setSendOn)} className={field.replace("mt-1 ", "")} />
          </span>
        </label>
        <Button type="submit" busy={buy.isPending} className="self-start">
          Give {months} months of {planByKey(plan).name} for{" "}
          {dollars(giftPriceCents(planByKey(plan), months))}
        </Button>
      </form>
    </BillingSection>
  );
}

/** Test mode's payment page for a gift (?gift_payment=ID): nothing is charged. */
export function GiftPaymentCard({ giftId }: { giftId: string }) {
  const navigate = useNavigate();
  const pay = useMutation({
    mutationFn: () => answer(giftApi.local.pay.$post({ json: { id: giftId } })),
    onSuccess: ({ sendOn }) => {
      toast.success(`Your gift is paid. We will mail it on ${formatCalendarDay(sendOn)}.`);
      navigate(window.location.pathname, { replace: true });
    },
    onError: failed,
  });
  return (
    <Card role="region" aria-label="Pay for your gift" className="sm:p-8">
      <h2 className="text-xl">Pay for your gift</h2>
      <p className="mt-2 text-sm text-muted">Test mode: no card is charged.</p>
      <Button className="mt-4" busy={pay.isPending} onClick={() => pay.mutate()}>
        Pay for the gift (test mode)
      </Button>
    </Card>
  );
}

/** The recipient's link (?gift=CODE): who gave it, what it gives and their message; one press redeems it. */
export function RedeemGiftCard({ code }: { code: string }) {
  const navigate = useNavigate();
  const gift = useQuery({
    queryKey: billingKeys.gift(code),
    queryFn: () => answer(giftApi.redeem.$get({ query: { code } })),
    retry: false,
  });
  const redeem = useBillingAction(
    () => answer(giftApi.redeem.$post({ json: { code } })),
    "Your gift is yours. Enjoy every day of it.",
  );
  const details = gift.data;
  return (
    <Card role="region" aria-label="Your gift" className="sm:p-8">
      <h2 className="text-xl">
        {details
          ? `${details.from ?? "Someone who cares about you"} gave you ${details.months} months of ${details.plan}`
          : "A gift for you"}
      </h2>
      {details?.message && (
        <blockquote className="mt-4 border-l-4 border-clay/50 pl-4 font-display text-lg leading-snug text-ink">
          <p>“{details.message}”</p>
          <footer className="mt-1 font-sans text-sm text-muted">— {details.from ?? "the giver"}</footer>
        </blockquote>
      )}
      {gift.error && <p className="mt-2 text-sm text-ink">{gift.error.message}</p>}
      {details?.redeemed ? (
        <p className="mt-4 text-sm text-muted">This gift has already been redeemed.</p>
      ) : (
        <>
          <p className="mt-4 text-sm text-muted">
            Redeem it to open the plan for the months it gives. No card is needed. If you already pay for a
            plan, keep this link: you can redeem it when your plan ends.
          </p>
          <Button
            className="mt-4"
            busy={redeem.isPending}
            disabled={Boolean(gift.error)}
            onClick={() =>
              redeem.mutate(undefined, {
                onSuccess: () => navigate(window.location.pathname, { replace: true }),
              })
            }
          >
            Redeem my gift
          </Button>
        </>
      )}
    </Card>
  );
}
