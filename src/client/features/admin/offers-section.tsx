import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { type FormEvent, useId, useState } from "react";
import { plans } from "../../../domain/plans";
import {
  type OfferDuration,
  type OfferKind,
  offerDurationLabels,
  offerKindLabels,
} from "../../../domain/retention";
import { Button } from "../../components/ui/button";
import { Card } from "../../components/ui/card";
import { SelectField } from "../../components/ui/select-field";
import { ApiError } from "../../lib/api";
import { answer } from "../../lib/api-client";
import { adminOfferApi } from "../../lib/retention-api";
import { toast } from "../../lib/toast";
import { adminKeys } from "./admin-keys";

const field = "mt-1 w-full rounded-xl border border-linen bg-white px-3 py-2 text-sm";

type NewOffer = Parameters<typeof adminOfferApi.index.$post>[0]["json"];

/** The operator's offers (issue #26): create one, see how often each was used, end one. */
export function OffersSection() {
  const id = useId();
  const queryClient = useQueryClient();
  const list = useQuery({ queryKey: adminKeys.offers(), queryFn: () => answer(adminOfferApi.index.$get()) });
  // Only the duration is held here, since it decides whether Months shows; the rest is read on submit.
  const [duration, setDuration] = useState<OfferDuration>("once");
  const failed = (error: Error) =>
    toast.error(error instanceof ApiError ? error.message : "That did not work. Please try again.");
  const create = useMutation({
    mutationFn: (offer: NewOffer) => answer(adminOfferApi.index.$post({ json: offer })),
    onSuccess: (_, offer) => {
      toast.success(`Offer ${offer.code.toUpperCase()} created.`);
      void queryClient.invalidateQueries({ queryKey: adminKeys.offers() });
    },
    onError: failed,
  });
  const end = useMutation({
    mutationFn: (offer: string) => answer(adminOfferApi[":code"].$delete({ param: { code: offer } })),
    onSuccess: () => void queryClient.invalidateQueries({ queryKey: adminKeys.offers() }),
    onError: failed,
  });
  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const form = event.currentTarget;
    const entered = new FormData(form);
    const read = (name: string) => String(entered.get(name) ?? "");
    const months = duration === "repeating" ? { months: Number(read("months")) } : {};
    // Left empty: no expiry, no cap, every plan.
    const chosenPlans = entered.getAll("plans").map(String);
    const offer = {
      code: read("code"),
      kind: read("kind") as OfferKind,
      value: Number(read("value")),
      duration,
      ...(read("expiresOn") ? { expiresOn: read("expiresOn") } : {}),
      ...(read("maxRedemptions") ? { maxRedemptions: Number(read("maxRedemptions")) } : {}),
      ...(chosenPlans.length > 0 ? { plans: chosenPlans } : {}),
    };
    // The code is cleared for the next offer; its terms stay.
    const code = form.querySelector<HTMLInputElement>("[name=code]");
    create.mutate(
      { ...offer, ...months },
      {
        onSuccess: () => {
          if (code) code.value = "";
        },
      },
    );
  };

  return (
    <Card className="mt-8" role="region" aria-labelledby={`${id}-title`}>
      <h2 id={`${id}-title`} className="text-xl">
        Offers
      </h2>
      <p className="mt-1 text-sm text-muted">A link like /pricing?offer=CODE shows the lower prices.</p>
      <form onSubmit={submit} className="mt-4 grid gap-3 sm:grid-cols-5 sm:items-end">
        <label className="text-sm font-semibold">
          Code
          <input required name="code" className={field} />
        </label>
        <SelectField label="Kind" name="kind" defaultValue="percent" options={offerKindLabels} />
        <label className="text-sm font-semibold">
          Value
          <input required name="value" type="number" min={1} defaultValue="20" className={field} />
        </label>
        <SelectField
          label="For"
          value={duration}
          onChange={(event) => setDuration(event.target.value as OfferDuration)}
          options={offerDurationLabels}
        />
        {duration === "repeating" ? (
          <label className="text-sm font-semibold">
            Months
            <input name="months" type="number" min={1} max={36} defaultValue="3" className={field} />
          </label>
        ) : (
          <span className="hidden sm:block" />
        )}
        <label className="text-sm font-semibold">
          Ends after (optional)
          {/* Chromium focuses a date field's parts, where its own ring may not show: drawn round it instead. */}
          <span className="mt-1 block rounded-xl focus-within:outline-3 focus-within:outline-offset-2 focus-within:outline-clay">
            <input name="expiresOn" type="date" className={field.replace("mt-1 ", "")} />
          </span>
        </label>
        <label className="text-sm font-semibold">
          Most uses (optional)
          <input name="maxRedemptions" type="number" min={1} className={field} />
        </label>
        <fieldset className="text-sm sm:col-span-3">
          <legend className="font-semibold">Plans (none ticked: every plan)</legend>
          <div className="mt-2 flex flex-wrap gap-4">
            {plans.map((plan) => (
              <label key={plan.key} className="flex items-center gap-2">
                <input type="checkbox" name="plans" value={plan.key} />
                {plan.name}
              </label>
            ))}
          </div>
        </fieldset>
        <Button type="submit" busy={create.isPending} className="sm:col-span-5 sm:justify-self-start">
          Create offer
        </Button>
      </form>
      {list.data && list.data.offers.length > 0 && (
        <ul className="mt-6 divide-y divide-linen rounded-xl border border-linen">
          {list.data.offers.map((offer) => (
            <li
              key={offer.code}
              className="flex flex-col gap-2 px-4 py-3 text-sm sm:flex-row sm:items-center"
            >
              <span className="font-semibold">{offer.code}</span>
              <span className="flex-1 text-muted">
                {offer.description} Used {offer.redemptions} time{offer.redemptions === 1 ? "" : "s"}.
                {offer.endedAt ? " Ended." : ""}
              </span>
              {!offer.endedAt && (
                <Button variant="ghost" size="sm" onClick={() => end.mutate(offer.code)}>
                  End {offer.code}
                </Button>
              )}
            </li>
          ))}
        </ul>
      )}
    </Card>
  );
}
