import * as Switch from "@radix-ui/react-switch";
import { type ReactNode, useEffect, useId, useState } from "react";
import { defaultReminderPreferences, isTimeZone, type ReminderPreferences } from "../../../domain/reminders";
import { Button } from "../../components/ui/button";
import { Card } from "../../components/ui/card";
import { CheckboxRow } from "../../components/ui/labelled-field";
import { type LocalFirst, useDocument } from "../../lib/local-first";
import { FormMessage } from "./form-message";

const hourLabel = (hour: number) =>
  new Date(Date.UTC(2026, 0, 1, hour)).toLocaleTimeString(undefined, { hour: "numeric", timeZone: "UTC" });
const HOURS = Array.from({ length: 24 }, (_, hour) => hour);
const browserTimeZone = () => Intl.DateTimeFormat().resolvedOptions().timeZone || "UTC";

/** Her daily reminder: off until she turns it on; at her hour, in her time zone; never pushy. */
export function ReminderSettings() {
  const doc = useDocument("reminders", undefined);
  const stored = doc.loading && doc.status === "idle" ? null : doc.value;
  const [draft, setDraft] = useState<ReminderPreferences>(defaultReminderPreferences);
  const [pressed, setPressed] = useState(false);
  useEffect(() => {
    if (!stored) return;
    // A first visit suggests the browser's own zone; a saved choice is kept as she left it.
    const fresh = !stored.enabled && !stored.weekly && stored.timeZone === "UTC";
    setDraft(fresh ? { ...stored, timeZone: browserTimeZone() } : stored);
  }, [stored]);
  const save = () => {
    setPressed(true);
    doc.setValue(draft);
    void doc.saveNow();
  };
  const ids = { toggle: useId(), hour: useId(), zone: useId() };
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
          if (zoneValid && doc.status !== "saving") save();
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
        <ReminderCheckbox field="affirmationOnly" draft={draft} onChange={setDraft}>
          Affirmation only (no journal nudge; keeps coming after you finish the path)
        </ReminderCheckbox>
        <ReminderCheckbox field="weekly" draft={draft} onChange={setDraft}>
          A weekly letter on Sundays (from the hour above): the days you came to the page and the coming
          week's theme. None of your words are in it, and nothing is counted against you.
        </ReminderCheckbox>
        <ReminderCheckbox field="news" draft={draft} onChange={setDraft}>
          News from Grind to Grace: messages from the coach now and then. We never track whether you open
          them.
        </ReminderCheckbox>
        <div className="flex flex-wrap items-center gap-4">
          <Button type="submit" busy={pressed && doc.status === "saving"} disabled={!zoneValid || !stored}>
            Save reminder
          </Button>
          <FormMessage
            success={pressed ? savedMessage(doc) : null}
            error={
              !zoneValid
                ? "That time zone is not one we know, e.g. Europe/London."
                : doc.status === "error"
                  ? doc.error
                  : null
            }
          />
        </div>
      </form>
    </Card>
  );
}

/** The line after Save: what her reminder now does, or that it waits on this device. */
function savedMessage({ status, value }: LocalFirst<ReminderPreferences>): string | null {
  if (status === "offline") return "Saved on this device. It will reach us when you are back online.";
  if (status !== "saved") return null;
  return value.enabled ? `Saved. See you at ${hourLabel(value.hour)}.` : "Saved. Reminders are off.";
}

/** A yes-or-no field of her reminder settings. */
function ReminderCheckbox({
  field,
  draft,
  onChange,
  children,
}: {
  field: "affirmationOnly" | "weekly" | "news";
  draft: ReminderPreferences;
  onChange: (next: ReminderPreferences) => void;
  children: ReactNode;
}) {
  return (
    <CheckboxRow
      checked={draft[field] ?? field === "news"}
      onChange={(on) => onChange({ ...draft, [field]: on })}
    >
      {children}
    </CheckboxRow>
  );
}
