import { CONFLICT_CHOICES, conflictHeading } from "./sync-status";
import { Button } from "./ui/button";

/** Both versions side by side, as plain text, until the member chooses one (docs/architecture.md D2). */
export function ConflictChooser({
  local,
  server,
  onChoose,
}: {
  local: string;
  server: string;
  onChoose(choice: "local" | "server"): void;
}) {
  const versions = [
    {
      choice: "local" as const,
      heading: "On this device",
      text: local,
      action: CONFLICT_CHOICES.local,
    },
    {
      choice: "server" as const,
      heading: "Saved from another device",
      text: server,
      action: CONFLICT_CHOICES.server,
    },
  ];
  return (
    <section
      aria-labelledby="conflict-heading"
      className="rounded-2xl border border-clay/40 bg-clay-soft/50 p-4 sm:p-5"
    >
      <h3 id="conflict-heading" className="text-lg">
        {conflictHeading("This reflection")}
      </h3>
      <p className="mt-1 text-sm text-muted">
        Nothing has been overwritten. Choose the version to keep; you can copy anything you need from the
        other first.
      </p>
      <div className="mt-4 grid gap-4 md:grid-cols-2">
        {versions.map((version) => (
          <div
            key={version.choice}
            className="flex min-w-0 flex-col rounded-xl border border-linen bg-white p-4"
          >
            <h4 className="text-sm font-semibold text-ink">{version.heading}</h4>
            <p className="mt-2 max-h-60 flex-1 overflow-y-auto whitespace-pre-wrap break-words text-sm text-ink">
              {version.text || <span className="italic text-muted">(empty)</span>}
            </p>
            <Button
              variant={version.choice === "local" ? "primary" : "secondary"}
              size="sm"
              className="mt-4 self-start"
              onClick={() => onChoose(version.choice)}
            >
              {version.action}
            </Button>
          </div>
        ))}
      </div>
    </section>
  );
}
