import { CloudOff, LoaderCircle, TriangleAlert } from "lucide-react";
import type { ReactNode } from "react";
import type { LocalFirst } from "../lib/local-first";
import { Button } from "./ui/button";

// The one saving status of every synced document (docs/architecture.md, "The synced document"): one
// wording per state, the same on the day page, the tools and the printables' notes.

const timeFormat = new Intl.DateTimeFormat(undefined, { hour: "numeric", minute: "2-digit" });

type StatusDoc = Pick<LocalFirst<unknown>, "status" | "savedAt" | "loading" | "error">;

function statusContent(doc: StatusDoc, idleText: string): ReactNode {
  switch (doc.status) {
    case "saving":
      return (
        <>
          <LoaderCircle aria-hidden="true" className="size-4 animate-spin" />
          Saving…
        </>
      );
    case "saved":
      // spec §2 Check-in: a "Last saved" time; every document says it the same way.
      return doc.savedAt ? `Last saved: ${timeFormat.format(doc.savedAt)}` : "Saved";
    case "offline":
      return (
        <>
          <CloudOff aria-hidden="true" className="size-4" />
          Offline — will sync
        </>
      );
    case "error":
      return (
        <>
          <TriangleAlert aria-hidden="true" className="size-4 shrink-0" />
          {doc.error ?? "Could not save. We will keep trying."}
        </>
      );
    case "conflict":
      return "Changed on another device — choose a version below";
    default:
      return doc.loading ? "Loading your saved progress…" : idleText;
  }
}

/** The saving state of a member's synced document, announced politely to screen readers. */
export function SyncStatus({
  doc,
  idleText = "Saves as you write",
  className = "",
  id,
}: {
  doc: StatusDoc;
  /** What shows before anything is saved. */
  idleText?: string;
  className?: string;
  id?: string;
}) {
  const alert = doc.status === "error" || doc.status === "conflict";
  return (
    <p
      id={id}
      role="status"
      aria-live="polite"
      data-status={doc.status}
      className={`no-print flex min-h-6 items-center gap-1.5 text-sm ${alert ? "font-semibold text-clay-dark" : "text-muted"} ${className}`}
    >
      {statusContent(doc, idleText)}
    </p>
  );
}

/** The two choices of a conflict, worded once for every synced document. */
export const CONFLICT_CHOICES = {
  local: "Keep this device's version",
  server: "Use the other device's version",
} as const;

/** The one way a conflict is announced, with `what` changed ("This reflection", "Your notes"). */
export const conflictHeading = (what: string) =>
  `${what} was changed on another device while this one had unsaved changes.`;

/** When two devices changed the same thing, the member chooses which version to keep. */
export function ConflictNotice({ doc, what }: { doc: LocalFirst<unknown>; what: string }) {
  if (!doc.conflict) return null;
  return (
    <div role="alert" className="no-print rounded-2xl border border-gold/50 bg-gold/10 p-4 text-sm text-ink">
      <p className="flex items-start gap-2 font-semibold">
        <TriangleAlert aria-hidden="true" className="mt-0.5 size-4 shrink-0 text-gold" />
        {conflictHeading(what)}
      </p>
      <p className="mt-1 text-muted">Choose which version to keep. The other one will be replaced.</p>
      <div className="mt-3 flex flex-wrap gap-2">
        <Button size="sm" onClick={() => void doc.resolveConflict("local")}>
          {CONFLICT_CHOICES.local}
        </Button>
        <Button size="sm" variant="secondary" onClick={() => void doc.resolveConflict("server")}>
          {CONFLICT_CHOICES.server}
        </Button>
      </div>
    </div>
  );
}
