import { type ReactNode, useId } from "react";

/** The ids that tie a field to its label and hint: the one given, or one made for it. */
export function useFieldIds(id: string | undefined, hint: string | undefined) {
  const generated = useId();
  const inputId = id ?? generated;
  return { inputId, hintId: hint ? `${inputId}-hint` : undefined };
}

/** A field with its label above it, as every form here shows one. */
export function LabelledField({
  label,
  inputId,
  className,
  children,
}: {
  label: string;
  inputId: string;
  className: string;
  children: ReactNode;
}) {
  return (
    <div className={`flex flex-col gap-1.5 ${className}`}>
      <label htmlFor={inputId} className="text-sm font-semibold text-ink">
        {label}
      </label>
      {children}
    </div>
  );
}

/**
 * A yes-or-no choice: a checkbox with its sentence beside it, which ticks it too. Kept beside the fields (not
 * a module of its own) so no new shared chunk is named in the first download's preload list.
 */
export function CheckboxRow({
  checked,
  onChange,
  disabled,
  describedBy,
  className = "",
  children,
}: {
  checked: boolean;
  onChange: (checked: boolean) => void;
  disabled?: boolean;
  /** The id of a hint said after the sentence. */
  describedBy?: string;
  className?: string;
  children: ReactNode;
}) {
  return (
    <label className={`flex items-start gap-3 text-ink ${className}`}>
      <input
        type="checkbox"
        checked={checked}
        disabled={disabled}
        onChange={(event) => onChange(event.target.checked)}
        className="mt-1 size-4 shrink-0 accent-clay"
        aria-describedby={describedBy}
      />
      {children}
    </label>
  );
}
