import type { TextareaHTMLAttributes } from "react";
import { LabelledField, useFieldIds } from "./labelled-field";

interface TextAreaProps extends TextareaHTMLAttributes<HTMLTextAreaElement> {
  label: string;
  hint?: string;
  /** Prints the text as a paragraph instead of the box, which would cut long writing off. */
  printable?: boolean;
}

// spec §9: text areas have minimum heights only, no length limits.
export function TextArea({
  label,
  hint,
  id,
  className = "",
  printable = true,
  value,
  ...rest
}: TextAreaProps) {
  const { inputId, hintId } = useFieldIds(id, hint);
  return (
    <LabelledField label={label} inputId={inputId} className={className}>
      {hint && (
        <p id={hintId} className="text-xs text-muted print:hidden">
          {hint}
        </p>
      )}
      <textarea
        id={inputId}
        aria-describedby={hintId}
        value={value}
        className={`min-h-28 resize-y rounded-xl border border-linen bg-white px-3.5 py-3 text-base leading-relaxed text-ink placeholder:text-muted/70 focus:border-clay ${printable ? "print:hidden" : ""}`}
        {...rest}
      />
      {printable && (
        <p className="hidden min-h-16 whitespace-pre-wrap rounded-xl border border-linen px-3.5 py-3 leading-relaxed print:block">
          {value}
        </p>
      )}
    </LabelledField>
  );
}
