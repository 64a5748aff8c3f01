import { CircleCheck } from "lucide-react";
import { useId } from "react";
import type { PressPlayAction } from "../../../content/schema";
import type { PressPlayActionValue } from "../../../domain/press-play";
import { HiddenRadio } from "../../components/ui/radio-choices";

interface ActionChoicesProps {
  actions: readonly PressPlayAction[];
  selected: PressPlayActionValue | null;
  completed: readonly PressPlayActionValue[];
  onSelect: (value: PressPlayActionValue) => void;
}

/** The eight actions as one radio group; experienced ones carry a check mark (and print as a list). */
export function ActionChoices({ actions, selected, completed, onSelect }: ActionChoicesProps) {
  const name = useId();
  return (
    <fieldset>
      <legend className="mb-3 font-display text-xl text-ink">Choose an action</legend>
      <ul className="grid gap-3 sm:grid-cols-2 print:grid-cols-2 print:gap-1">
        {actions.map((action) => {
          const done = completed.includes(action.value);
          const id = `${name}-${action.value}`;
          const chosen = selected === action.value;
          return (
            <li key={action.value}>
              <label
                htmlFor={id}
                className={`flex h-full cursor-pointer flex-col rounded-xl border px-4 py-3.5 transition-colors has-[:focus-visible]:outline-3 has-[:focus-visible]:outline-offset-2 has-[:focus-visible]:outline-clay print:border-0 print:p-1 ${
                  chosen
                    ? "border-clay bg-clay-soft"
                    : done
                      ? "border-sage/40 bg-sage-soft/60"
                      : "border-linen bg-white hover:border-clay/30"
                }`}
              >
                <HiddenRadio id={id} name={name} checked={chosen} onChange={() => onSelect(action.value)} />
                <span className="flex items-center justify-between gap-2 font-semibold text-ink">
                  {action.label}
                  {done && (
                    <span className="inline-flex items-center gap-1 text-xs font-semibold text-sage">
                      <CircleCheck aria-hidden="true" className="size-4" />
                      Experienced
                    </span>
                  )}
                </span>
                <span className="mt-1 text-sm leading-relaxed text-muted print:hidden">
                  {action.description}
                </span>
              </label>
            </li>
          );
        })}
      </ul>
    </fieldset>
  );
}
