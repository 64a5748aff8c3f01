import { useId, useState } from "react";
import {
  type Appearance,
  type TextSize,
  type Theme,
  textSizeLabels,
  textSizes,
  themeLabels,
  themes,
} from "../../../domain/appearance";
import { Card } from "../../components/ui/card";
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
        <Choices
          legend="Theme"
          options={themes}
          labels={themeLabels}
          value={appearance.theme}
          onChange={(theme: Theme) => choose({ ...appearance, theme })}
        />
        <Choices
          legend="Text size"
          options={textSizes}
          labels={textSizeLabels}
          value={appearance.textSize}
          onChange={(textSize: TextSize) => choose({ ...appearance, textSize })}
        />
      </div>
      <p role="status" className="mt-4 min-h-6 text-sm text-muted">
        {chosen ? saveMessages[doc.status] : ""}
      </p>
    </Card>
  );
}

interface ChoicesProps<T extends string> {
  legend: string;
  options: readonly T[];
  labels: Record<T, string>;
  value: T;
  onChange: (value: T) => void;
}

function Choices<T extends string>({ legend, options, labels, value, onChange }: ChoicesProps<T>) {
  const name = useId();
  return (
    <fieldset>
      <legend className="mb-3 text-sm font-semibold text-ink">{legend}</legend>
      <div className="flex flex-wrap gap-2">
        {options.map((option) => {
          const checked = option === value;
          return (
            <label
              key={option}
              className={`inline-flex min-h-11 cursor-pointer items-center rounded-full border px-4 text-sm font-semibold transition-colors has-[:focus-visible]:outline-3 has-[:focus-visible]:outline-offset-2 has-[:focus-visible]:outline-clay ${
                checked
                  ? "border-clay bg-clay text-white"
                  : "border-linen bg-white text-ink hover:border-clay/40"
              }`}
            >
              <input
                type="radio"
                name={name}
                value={option}
                checked={checked}
                onChange={() => onChange(option)}
                className="sr-only"
              />
              {labels[option]}
            </label>
          );
        })}
      </div>
    </fieldset>
  );
}
