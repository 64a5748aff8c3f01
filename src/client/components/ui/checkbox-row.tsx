import type { ReactNode } from "react";

/** A yes-or-no choice: a checkbox with its sentence beside it, which ticks it too. */
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
        className="mt-1 size-4 accent-clay"
        aria-describedby={describedBy}
      />
      {children}
    </label>
  );
}
