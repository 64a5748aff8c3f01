import type { ReactNode } from "react";
import { Button } from "../../components/ui/button";
import { FormMessage } from "./form-message";

/**
 * An account setting's form: its fields, then the button that saves them beside the line that says how it
 * went. A press while saving, or while the fields cannot be saved, does nothing.
 */
export function SettingsForm({
  submitLabel,
  busy,
  disabled = false,
  success,
  error,
  onSubmit,
  children,
}: {
  submitLabel: string;
  busy: boolean;
  disabled?: boolean;
  success: string | null;
  error: string | null | undefined;
  onSubmit: () => void;
  children: ReactNode;
}) {
  return (
    <form
      className="mt-4 flex flex-col gap-4"
      onSubmit={(event) => {
        event.preventDefault();
        if (!busy && !disabled) onSubmit();
      }}
    >
      {children}
      <div className="flex flex-wrap items-center gap-4">
        <Button type="submit" busy={busy} disabled={disabled}>
          {submitLabel}
        </Button>
        <FormMessage success={success} error={error} />
      </div>
    </form>
  );
}
