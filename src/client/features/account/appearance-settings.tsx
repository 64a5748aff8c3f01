import { useEffect, useId, useState } from "react";
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
import { answer, appearanceApi } from "../../lib/api-client";
import { chooseAppearance, loadAppearance, localAppearance } from "../../lib/appearance";

type SaveState = "idle" | "saving" | "saved" | "failed";
const saveMessages: Record<SaveState, string> = {
  idle: "",
  saving: "Saving…",
  saved: "Saved. Your other devices will look the same.",
  failed: "We could not save this just now; it holds on this device. Try again when you are back online.",
};

/** Her theme and text size: applied at once, kept on the server for every device she uses. */
export function AppearanceSettings() {
  // This device's copy shows at once; the server's answer confirms it.
  const [appearance, setAppearance] = useState<Appearance>(localAppearance);
  const [loading, setLoading] = useState(true);
  const [state, setState] = useState<SaveState>("idle");

  useEffect(() => {
    let current = true;
    loadAppearance()
      .then((stored) => current && stored && setAppearance(stored))
      .catch(() => undefined)
      .finally(() => current && setLoading(false));
    return () => {
      current = false;
    };
  }, []);

  const choose = (next: Appearance) => {
    setAppearance(next);
    chooseAppearance(next);
    setState("saving");
    answer(appearanceApi.index.$put({ json: next }))
      .then(() => setState("saved"))
      .catch(() => setState("failed"));
  };

  return (
    <Card aria-busy={loading}>
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
        {saveMessages[state]}
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
