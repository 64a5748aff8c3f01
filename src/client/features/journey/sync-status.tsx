import { CloudOff, LoaderCircle, TriangleAlert } from "lucide-react";
import type { ReactNode } from "react";
import type { SyncStatus } from "../../lib/local-first";

const time = (date: Date) => date.toLocaleTimeString([], { hour: "numeric", minute: "2-digit" });

/** DESIGN D2: "Saved" with the time, "Saving…", or "Offline — will sync", announced politely. */
export function SyncStatusLine({
  status,
  savedAt,
  error,
}: {
  status: SyncStatus;
  savedAt: Date | null;
  error: string | null;
}) {
  let content: ReactNode = "Saves as you write";
  if (status === "saved") content = savedAt ? `Saved ${time(savedAt)}` : "Saved";
  if (status === "saving")
    content = (
      <>
        <LoaderCircle aria-hidden="true" className="size-4 animate-spin" />
        Saving…
      </>
    );
  if (status === "offline")
    content = (
      <>
        <CloudOff aria-hidden="true" className="size-4" />
        Offline — will sync
      </>
    );
  if (status === "conflict") content = "Changed on another device — choose a version below";
  if (status === "error")
    content = (
      <>
        <TriangleAlert aria-hidden="true" className="size-4 shrink-0" />
        {error ?? "Could not save. Please try again."}
      </>
    );
  return (
    <p
      role="status"
      data-status={status}
      className={`flex min-h-6 items-center gap-1.5 text-sm ${status === "error" || status === "conflict" ? "font-semibold text-clay-dark" : "text-muted"}`}
    >
      {content}
    </p>
  );
}
