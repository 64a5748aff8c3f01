import { useId } from "react";
import type { ChoiceOption } from "../../../content/tools";
import { ChoiceIcon } from "../../components/meaning-icons";
import { HiddenRadio } from "../../components/ui/radio-choices";

interface ChoiceGroupProps<T extends string> {
  legend: string;
  options: readonly ChoiceOption<T>[];
  value: T | "";
  onChange: (value: T) => void;
}

/**
 * One check-in question answered by choosing one option (mood, energy), each an icon with its words;
 * prints as the chosen answer.
 */
export function ChoiceGroup<T extends string>({ legend, options, value, onChange }: ChoiceGroupProps<T>) {
  const name = useId();
  const chosen = options.find((option) => option.value === value);
  return (
    <fieldset>
      <legend className="mb-3 text-sm font-semibold text-ink">{legend}</legend>
      <div className="flex flex-wrap gap-2 print:hidden">
        {options.map((option) => {
          const id = `${name}-${option.value}`;
          const checked = value === option.value;
          return (
            <label
              key={option.value}
              htmlFor={id}
              className={`inline-flex min-h-11 cursor-pointer items-center gap-2 rounded-full border px-4 text-sm font-semibold transition-colors has-[:focus-visible]:outline-3 has-[:focus-visible]:outline-offset-2 has-[:focus-visible]:outline-clay ${
                checked
                  ? "border-clay bg-clay text-white"
                  : "border-linen bg-white text-ink hover:border-clay/40"
              }`}
            >
              <HiddenRadio id={id} name={name} checked={checked} onChange={() => onChange(option.value)} />
              <ChoiceIcon name={option.icon} className="size-5" />
              {option.label}
            </label>
          );
        })}
      </div>
      <p className="hidden items-center gap-2 print:flex">
        {chosen ? (
          <>
            <ChoiceIcon name={chosen.icon} />
            {chosen.label}
          </>
        ) : (
          "Not answered"
        )}
      </p>
    </fieldset>
  );
}
