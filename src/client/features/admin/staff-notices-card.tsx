import type { StaffNotices } from "../../../domain/admin-console";
import { Card } from "../../components/ui/card";
import { useStaffNotices } from "./use-console";

const choices: { mode: StaffNotices["mode"]; label: string }[] = [
  { mode: "off", label: "Off" },
  { mode: "each", label: "A mail for each" },
  { mode: "digest", label: "One daily digest" },
];

/** Staff notices (docs/jobs.md, "Staff notices"): off by default. */
export function StaffNoticesCard() {
  const { current, save } = useStaffNotices();
  const mode = save.isPending ? save.variables?.mode : current.data?.mode;
  return (
    <Card>
      <fieldset disabled={current.isPending || save.isPending}>
        <legend className="text-xl font-display">Staff notices</legend>
        <p className="mt-2 text-sm text-muted">
          A mail to you when someone starts paying, cancels or has a payment fail.
        </p>
        <div className="mt-3 flex flex-col gap-2 sm:flex-row sm:gap-5">
          {choices.map((choice) => (
            <label key={choice.mode} className="flex min-h-11 items-center gap-2 text-sm">
              <input
                type="radio"
                name="staff-notices"
                value={choice.mode}
                checked={mode === choice.mode}
                onChange={() => save.mutate({ mode: choice.mode })}
                className="size-4 accent-clay"
              />
              {choice.label}
            </label>
          ))}
        </div>
        {save.isError && (
          <p className="mt-2 text-sm text-clay-dark">The choice was not saved. Please try again.</p>
        )}
      </fieldset>
    </Card>
  );
}
