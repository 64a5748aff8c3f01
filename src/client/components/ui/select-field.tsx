import type { SelectHTMLAttributes } from "react";

interface SelectFieldProps extends SelectHTMLAttributes<HTMLSelectElement> {
  label: string;
  /** The choices, value → the words shown, in their order. */
  options: Readonly<Record<string, string>>;
  /** When given, a first choice with an empty value and these words ("Any"). */
  any?: string;
}

/** A labelled select: the console's filters and forms, the day editor's time label. */
export function SelectField({ label, options, any, className = "", ...select }: SelectFieldProps) {
  return (
    <label className={`flex flex-col gap-1.5 text-sm font-semibold text-ink ${className}`}>
      {label}
      <select
        className="min-h-11 w-full rounded-xl border border-linen bg-white px-3 text-base font-normal text-ink focus:border-clay"
        {...select}
      >
        {any !== undefined && <option value="">{any}</option>}
        {Object.entries(options).map(([value, words]) => (
          <option key={value} value={value}>
            {words}
          </option>
        ))}
      </select>
    </label>
  );
}
