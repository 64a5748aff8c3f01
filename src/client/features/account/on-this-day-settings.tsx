import { useState } from "react";
import type { ResurfacingPreferences } from "../../../domain/on-this-day";
import { Card } from "../../components/ui/card";
import { CheckboxRow } from "../../components/ui/labelled-field";
import { useDocument } from "../../lib/local-first";
import { FormMessage } from "./form-message";

/** Whether "On this day" shows on her dashboard, and whether heavy days come back with it (issue #49). */
export function OnThisDaySettings() {
  const doc = useDocument("resurfacing", undefined);
  const [changed, setChanged] = useState(false);
  const change = (next: Partial<ResurfacingPreferences>) => {
    setChanged(true);
    doc.setValue({ ...doc.value, ...next });
    void doc.saveNow();
  };
  return (
    <Card>
      <h2 className="text-xl">On this day</h2>
      <p className="mt-2 text-muted">
        A few lines you wrote on this date a week, a month or a year ago, on your dashboard. Days marked heavy
        stay out unless you let them in.
      </p>
      <div className="mt-4 flex flex-col gap-3">
        <CheckboxRow checked={doc.value.onThisDay} onChange={(onThisDay) => change({ onThisDay })}>
          Show On this day on my dashboard
        </CheckboxRow>
        <CheckboxRow
          checked={doc.value.heavyDays}
          disabled={!doc.value.onThisDay}
          onChange={(heavyDays) => change({ heavyDays })}
        >
          Include entries from days marked heavy, with a care line beside them
        </CheckboxRow>
        <FormMessage
          success={
            !changed
              ? null
              : doc.status === "saved"
                ? "Saved."
                : doc.status === "offline"
                  ? "Saved on this device."
                  : null
          }
          error={doc.status === "error" ? doc.error : null}
        />
      </div>
    </Card>
  );
}
