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
