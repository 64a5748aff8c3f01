import type { InputHTMLAttributes } from "react";
import { LabelledField, useFieldIds } from "./labelled-field";

interface TextFieldProps extends InputHTMLAttributes<HTMLInputElement> {
  label: string;
  hint?: string;
}

export function TextField({ label, hint, id, className = "", ...rest }: TextFieldProps) {
  const { inputId, hintId } = useFieldIds(id, hint);
  return (
    <LabelledField label={label} inputId={inputId} className={className}>
      <input
        id={inputId}
        aria-describedby={hintId}
        className="min-h-11 w-full min-w-0 rounded-xl border border-linen bg-white px-3.5 text-base text-ink placeholder:text-muted/70 focus:border-clay"
        {...rest}
      />
      {hint && (
        <p id={hintId} className="text-xs text-muted">
          {hint}
        </p>
      )}
    </LabelledField>
  );
}
