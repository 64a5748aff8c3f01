import { useState } from "react";
import { type Appearance, sizeLabels, textSizes, themeLabels, themes } from "../../../domain/appearance";
import { Card } from "../../components/ui/card";
import { RadioChoices } from "../../components/ui/radio-choices";
import { applyAppearance } from "../../lib/appearance";
import { type SyncStatus, useDocument } from "../../lib/local-first";

/** What the line under the choices says once she has chosen, by where her appearance document stands. */
const saveMessages: Record<SyncStatus, string> = {
  idle: "",
  saving: "Saving…",
  saved: "Saved. Your other devices will look the same.",
  offline: "Saved on this device. Your other devices will follow when you are back online.",
  error: "We could not save this just now; it holds on this device and we will keep trying.",
  conflict: "",
};

/** The two choices, each a field of her appearance with the words for its values. */
const appearanceChoices: {
  field: keyof Appearance;
  legend: string;
  choices: readonly string[];
  labels: Record<string, string>;
}[] = [
  { field: "theme", legend: "Theme", choices: themes, labels: themeLabels },
  { field: "textSize", legend: "Text size", choices: textSizes, labels: sizeLabels },
];

/** Her theme and text size: applied at once, kept on the server for every device she uses. */
export function AppearanceSettings() {
  const doc = useDocument("appearance", undefined);
  const [chosen, setChosen] = useState(false);
  const appearance = doc.value;
  const choose = (next: Appearance) => {
    setChosen(true);
    applyAppearance(next);
    doc.setValue(next);
    void doc.saveNow();
  };

  return (
    <Card aria-busy={doc.loading}>
      <h2 className="text-xl">Appearance</h2>
      <p className="mt-2 text-muted">For reading late at night, or with tired eyes.</p>
      <div className="mt-5 flex flex-col gap-5">
        {appearanceChoices.map(({ field, legend, choices, labels }) => (
          <RadioChoices<string>
            key={field}
            legend={legend}
            look="pill"
            choices={choices}
            label={(choice) => labels[choice]}
            value={appearance[field]}
            onChange={(choice) => choose({ ...appearance, [field]: choice })}
          />
        ))}
      </div>
      <p role="status" className="mt-4 min-h-6 text-sm text-muted">
        {chosen ? saveMessages[doc.status] : ""}
      </p>
    </Card>
  );
}
