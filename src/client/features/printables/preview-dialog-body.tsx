import { useMutation } from "@tanstack/react-query";
import { FileDown } from "lucide-react";
import type { Printable } from "../../../content/schema";
import { Printer } from "../../components/first-screen-icons";
import { PrintableOnScreen } from "../../components/printable-on-screen";
import { ConflictNotice, SyncStatus } from "../../components/sync-status";
import { Button } from "../../components/ui/button";
import { TextArea } from "../../components/ui/text-area";
import { MAKING_PDF } from "../../lib/download-pdf";
import type { PrintJob } from "./use-printable-actions";
import { usePrintableNotes } from "./use-printable-notes";

interface PreviewDialogBodyProps {
  printable: Printable;
  onPrint: (job: PrintJob) => void;
  onDownload: (job: PrintJob) => Promise<void>;
}

/**
 * spec §2 Printables: the printable's own structure, then the two fixed prompts and a Notes area
 * (mounted only while the dialog is open).
 */
export function PreviewDialogBody({ printable, onPrint, onDownload }: PreviewDialogBodyProps) {
  const notes = usePrintableNotes(printable.id);
  // onDownload tells her itself when the PDF fails (use-printable-actions.ts); offline it fails at
  // once with its own message, rather than waiting paused for the network.
  const download = useMutation({ mutationFn: onDownload, networkMode: "always" });
  const job = { printable, notes: notes.value.notes };

  return (
    <div className="flex flex-col gap-5">
      <PrintableOnScreen id={printable.id} description={printable.description} />
      <ConflictNotice doc={notes} what="Your notes" />
      <div>
        <TextArea
          label="Notes"
          hint="Saved as you write, to this device and your account."
          value={notes.value.notes}
          onChange={(event) => notes.setValue({ notes: event.target.value })}
          printable={false}
        />
        <SyncStatus doc={notes} className="mt-2" />
      </div>
      <div className="flex flex-wrap gap-3">
        <Button variant="secondary" onClick={() => onPrint(job)}>
          <Printer aria-hidden="true" className="size-4" />
          Print
        </Button>
        <Button variant="secondary" busy={download.isPending} onClick={() => download.mutateAsync(job)}>
          {!download.isPending && <FileDown aria-hidden="true" className="size-4" />}
          {download.isPending ? MAKING_PDF : "Download PDF"}
        </Button>
      </div>
    </div>
  );
}
