import { useId } from "react";
import { boundTo } from "../lib/bound-to";
import type { LocalFirst } from "../lib/local-first";
import { ConflictChooser } from "./conflict-chooser";
import { SyncStatus } from "./sync-status";
import { Button } from "./ui/button";

/**
 * The reflection text area: written locally at once, synced to the server (docs/architecture.md D2).
 * An open page's text uses it too (D23), with its own label, name and button.
 */
export function ReflectionEditor({
  day,
  reflection,
  label = "Your reflection",
  name = `journal-day-${day}`,
  saveLabel = "Save Reflection",
}: {
  day?: number;
  reflection: LocalFirst<string>;
  label?: string;
  name?: string;
  saveLabel?: string;
}) {
  const id = useId();
  const { value, setValue, conflict, saveNow, resolveConflict } = reflection;
  return (
    <div className="flex flex-col gap-3">
      <label htmlFor={id} className="font-display text-xl text-ink">
        {label}
      </label>
      <textarea
        id={id}
        name={name}
        {...boundTo(value, setValue)}
        placeholder="Write freely. Nobody is grading this."
        aria-describedby={`${id}-status`}
        className="min-h-64 w-full resize-y rounded-2xl border border-linen bg-white p-4 text-base leading-relaxed text-ink placeholder:text-muted/70 focus:border-clay"
      />
      <div className="flex flex-wrap items-center justify-between gap-3">
        <SyncStatus id={`${id}-status`} doc={reflection} />
        <Button variant="secondary" onClick={() => saveNow()} disabled={Boolean(conflict)}>
          {saveLabel}
        </Button>
      </div>
      {conflict && (
        <ConflictChooser
          local={conflict.local}
          server={conflict.server}
          onChoose={(choice) => resolveConflict(choice)}
        />
      )}
    </div>
  );
}
