import * as Switch from "@radix-ui/react-switch";
import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { useEffect, useId, useState } from "react";
import { defaultReminderPreferences, isTimeZone, type ReminderPreferences } from "../../../domain/reminders";
import { Button } from "../../components/ui/button";
import { Card } from "../../components/ui/card";
import { answer, remindersApi } from "../../lib/api-client";
import { FormMessage } from "./form-message";

const hourLabel = (hour: number) =>
  new Date(Date.UTC(2026, 0, 1, hour)).toLocaleTimeString(undefined, { hour: "numeric", timeZone: "UTC" });
const HOURS = Array.from({ length: 24 }, (_, hour) => hour);
const browserTimeZone = () => Intl.DateTimeFormat().resolvedOptions().timeZone || "UTC";

/** Her daily reminder: off until she turns it on; at her hour, in her time zone; never pushy. */
export function ReminderSettings() {
  const queryClient = useQueryClient();
  const stored = useQuery({
    queryKey: ["reminders"],
    queryFn: () => answer(remindersApi.index.$get()),
  });
  const [draft, setDraft] = useState<ReminderPreferences>(defaultReminderPreferences);
  useEffect(() => {
    if (!stored.data) return;
    // A first visit suggests the browser's own zone; a saved choice is kept as she left it.
    const fresh = !stored.data.enabled && !stored.data.weekly && stored.data.timeZone === "UTC";
    setDraft(fresh ? { ...stored.data, timeZone: browserTimeZone() } : stored.data);
  }, [stored.data]);
  const save = useMutation({
    mutationFn: (next: ReminderPreferences) => answer(remindersApi.index.$put({ json: next })),
    onSuccess: (saved) => queryClient.setQueryData(["reminders"], saved),
  });
  const ids = { toggle: useId(), hour: useId(), zone: useId(), only: useId(), weekly: useId() };
  const zoneValid = isTimeZone(draft.timeZone);

  return (
    <Card>
      <h2 className="text-xl">Daily reminder</h2>
      <p className="mt-2 text-muted">
        One short e-mail a day with today's affirmation and your next day, only on days you have not written
        yet. If you take a break, they space out on their own.
      </p>
      <form
        className="mt-4 flex flex-col gap-4"
        onSubmit={(event) => {
          event.preventDefault();
          if (zoneValid && !save.isPending) save.mutate(draft);
        }}
      >
        <div className="flex items-center gap-3">
          <Switch.Root
            id={ids.toggle}
            checked={draft.enabled}
            onCheckedChange={(enabled) => setDraft({ ...draft, enabled })}
            className="relative h-8 w-14 shrink-0 rounded-full bg-linen transition-colors data-[state=checked]:bg-clay"
          >
            <Switch.Thumb className="block size-6 translate-x-1 rounded-full bg-white shadow transition-transform data-[state=checked]:translate-x-7" />
          </Switch.Root>
          <label htmlFor={ids.toggle} className="font-semibold text-ink">
            Send me a daily reminder
          </label>
        </div>
        <div className="grid grid-cols-1 gap-4 sm:grid-cols-2">
          <div className="flex flex-col gap-1.5">
            <label htmlFor={ids.hour} className="text-sm font-semibold text-ink">
              At
            </label>
            <select
              id={ids.hour}
              value={draft.hour}
              onChange={(event) => setDraft({ ...draft, hour: Number(event.target.value) })}
              className="min-h-11 w-full min-w-0 rounded-xl border border-linen bg-white px-3 text-base text-ink"
            >
              {HOURS.map((hour) => (
                <option key={hour} value={hour}>
                  {hourLabel(hour)}
                </option>
              ))}
            </select>
          </div>
          <div className="flex flex-col gap-1.5">
            <label htmlFor={ids.zone} className="text-sm font-semibold text-ink">
              Time zone
            </label>
            <input
              id={ids.zone}
              value={draft.timeZone}
              onChange={(event) => setDraft({ ...draft, timeZone: event.target.value.trim() })}
              aria-invalid={!zoneValid || undefined}
              className="min-h-11 w-full min-w-0 rounded-xl border border-linen bg-white px-3.5 text-base text-ink"
            />
          </div>
        </div>
        <div className="flex items-start gap-3">
          <input
            id={ids.only}
            type="checkbox"
            checked={draft.affirmationOnly}
            onChange={(event) => setDraft({ ...draft, affirmationOnly: event.target.checked })}
            className="mt-1 size-4 accent-clay"
          />
          <label htmlFor={ids.only} className="text-ink">
            Affirmation only (no journal nudge; keeps coming after you finish the path)
          </label>
        </div>
        <div className="flex items-start gap-3">
          <input
            id={ids.weekly}
            type="checkbox"
            checked={draft.weekly ?? false}
            onChange={(event) => setDraft({ ...draft, weekly: event.target.checked })}
            className="mt-1 size-4 accent-clay"
          />
          <label htmlFor={ids.weekly} className="text-ink">
            A weekly letter on Sundays (from the hour above): the days you wrote, one line of yours and the
            coming week's theme. Nothing is counted against you.
          </label>
        </div>
        <div className="flex flex-wrap items-center gap-4">
          <Button type="submit" busy={save.isPending} disabled={!zoneValid || !stored.data}>
            Save reminder
          </Button>
          <FormMessage
            success={
              save.isSuccess
                ? save.data.enabled
                  ? `Saved. See you at ${hourLabel(save.data.hour)}.`
                  : "Saved. Reminders are off."
                : null
            }
            error={
              !zoneValid
                ? "That time zone is not one we know, e.g. Europe/London."
                : (save.error?.message ?? stored.error?.message)
            }
          />
        </div>
      </form>
    </Card>
  );
}
