import { type ReactNode, useId } from "react";

interface RadioChoicesProps<T extends string | number> {
  legend: string;
  /** The legend is read by screen readers only, where the choices say enough on their own. */
  hideLegend?: boolean;
  choices: readonly T[];
  /** The choice made, or null while none is. */
  value: NoInfer<T> | null;
  onChange: (choice: NoInfer<T>) => void;
  /** What a choice reads as beside its button. */
  label: (choice: NoInfer<T>) => ReactNode;
  /**
   * "boxes": a labelled box for each choice, laid out by `layout` (roomy ones for choices that say more
   * than a word or two). "pill": a few short choices side by side, the chosen one filled, for how a page
   * shows what it shows.
   */
  look?: "boxes" | "roomy boxes" | "pill";
  /** How the boxes sit: a grid or a wrapping row, with their gaps. */
  layout?: string;
  className?: string;
  /** Said under the choices, inside the group. */
  children?: ReactNode;
}

const boxes = "flex cursor-pointer items-center gap-3 rounded-xl border border-linen bg-white";
const checkedBox = "has-[:checked]:border-clay has-[:checked]:bg-clay-soft/50";
const looks = {
  boxes: `${boxes} px-3 py-2 text-sm ${checkedBox}`,
  "roomy boxes": `${boxes} px-4 py-3 ${checkedBox}`,
  pill: "cursor-pointer rounded-full px-4 py-2 text-sm font-semibold has-[:focus-visible]:outline-3 has-[:focus-visible]:outline-clay",
};

/** One choice among a few, as radio buttons under a legend. */
export function RadioChoices<T extends string | number>({
  legend,
  hideLegend = false,
  choices,
  value,
  onChange,
  label,
  look = "boxes",
  layout = "",
  className,
  children,
}: RadioChoicesProps<T>) {
  const name = useId();
  const pill = look === "pill";
  const group = pill ? "inline-flex rounded-full border border-linen bg-white/80 p-1" : layout;
  return (
    <fieldset className={className}>
      <legend className={hideLegend ? "sr-only" : `text-sm font-semibold ${pill ? "text-ink" : ""}`}>
        {legend}
      </legend>
      <div className={hideLegend ? group : `mt-2 ${group}`}>
        {choices.map((choice) => {
          const chosen = value === choice;
          const pillColours = chosen ? "bg-clay-dark text-white" : "text-muted hover:text-ink";
          return (
            <label key={choice} className={pill ? `${looks.pill} ${pillColours}` : looks[look]}>
              <input
                type="radio"
                name={name}
                value={choice}
                checked={chosen}
                onChange={() => onChange(choice)}
                className={
                  pill
                    ? "sr-only"
                    : "accent-clay focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-clay"
                }
              />
              {label(choice)}
            </label>
          );
        })}
      </div>
      {children}
    </fieldset>
  );
}

/** A radio button read by screen readers and keyboards, drawn by the label around it. */
export function HiddenRadio(props: { id: string; name: string; checked: boolean; onChange: () => void }) {
  return <input type="radio" className="sr-only" {...props} />;
}
