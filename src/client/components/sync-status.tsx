import { CloudOff, TriangleAlert } from "lucide-react";
import type { LocalFirst } from "../lib/local-first";
import { Button } from "./ui/button";

const timeFormat = new Intl.DateTimeFormat(undefined, { hour: "numeric", minute: "2-digit" });

function statusText(doc: Pick<LocalFirst<unknown>, "status" | "savedAt" | "loading" | "error">) {
  switch (doc.status) {
    case "saving":
      return "Saving…";
    case "saved":
      return doc.savedAt ? `Saved ${timeFormat.format(doc.savedAt)}` : "Saved";
    case "offline":
      return "Offline: your changes are kept on this device and will sync when you are back online.";
    case "error":
      return doc.error ?? "We could not save your changes. We will keep trying.";
    case "conflict":
      return "This was changed on another device.";
    default:
      return doc.loading ? "Loading your saved progress…" : "";
  }
}

/** The saving state of a member's synced document, announced politely to screen readers. */
export function SyncStatus({ doc, className = "" }: { doc: LocalFirst<unknown>; className?: string }) {
  const offline = doc.status === "offline" || doc.status === "error";
  return (
    <p role="status" aria-live="polite" className={`no-print min-h-5 text-sm text-muted ${className}`}>
      {offline && <CloudOff aria-hidden="true" className="mr-1.5 inline size-4 align-[-3px]" />}
      {statusText(doc)}
    </p>
  );
}

/** When two devices changed the same thing, the member chooses which version to keep. */
export function ConflictNotice({ doc, what }: { doc: LocalFirst<unknown>; what: string }) {
  if (!doc.conflict) return null;
  return (
    <div role="alert" className="no-print rounded-2xl border border-gold/50 bg-gold/10 p-4 text-sm text-ink">
      <p className="flex items-start gap-2 font-semibold">
        <TriangleAlert aria-hidden="true" className="mt-0.5 size-4 shrink-0 text-gold" />
        {what} was changed on another device while this one had unsaved changes.
      </p>
      <p className="mt-1 text-muted">Choose which version to keep. The other one will be replaced.</p>
      <div className="mt-3 flex flex-wrap gap-2">
        <Button size="sm" onClick={() => void doc.resolveConflict("local")}>
          Keep this device's version
        </Button>
        <Button size="sm" variant="secondary" onClick={() => void doc.resolveConflict("server")}>
          Use the other device's version
        </Button>
      </div>
    </div>
  );
}
