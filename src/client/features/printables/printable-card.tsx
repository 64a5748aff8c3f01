import { useMutation } from "@tanstack/react-query";
import { Eye, FileDown } from "lucide-react";
import { kindLabel, printableSubtitle } from "../../../content/printable-labels";
import type { Printable } from "../../../content/schema";
import { Printer } from "../../components/first-screen-icons";
import { Button } from "../../components/ui/button";
import { Dialog, DialogContent, DialogTrigger } from "../../components/ui/dialog";
import { MAKING_PDF } from "../../lib/download-pdf";
import { PreviewDialogBody } from "./preview-dialog-body";
import type { PrintJob } from "./use-printable-actions";

interface PrintableCardProps {
  printable: Printable;
  onPrint: (job: PrintJob) => void;
  onDownload: (job: PrintJob) => Promise<void>;
}

/**
 * One printable, a row of its month's group (spec §2: Preview, Print): light outlined buttons, since
 * twenty-four filled ones in a row were heavy.
 */
export function PrintableCard({ printable, onPrint, onDownload }: PrintableCardProps) {
  // onDownload tells her itself when the PDF fails (use-printable-actions.ts); offline it fails at
  // once with its own message, rather than waiting paused for the network.
  const download = useMutation({ mutationFn: onDownload, networkMode: "always" });
  const isWorksheet = printable.kind === "worksheet";
  return (
    <article data-testid="printable-card" className="flex h-full flex-col">
      <p
        className={`text-xs font-semibold uppercase tracking-[0.14em] ${isWorksheet ? "text-clay-dark" : "text-sage"}`}
      >
        {kindLabel(printable)}
      </p>
      <h3 className="mt-1 text-lg leading-snug text-ink">{printable.title}</h3>
      <p className="mt-1.5 flex-1 text-sm leading-relaxed text-muted">{printable.description}</p>
      <div className="mt-3 flex flex-wrap gap-1.5">
        <Dialog>
          <DialogTrigger asChild>
            <Button size="sm" variant="secondary" aria-label={`Preview ${printable.title}`}>
              <Eye aria-hidden="true" className="size-4" />
              Preview
            </Button>
          </DialogTrigger>
          <DialogContent title={printable.title} description={printableSubtitle(printable)} width="max-w-2xl">
            <PreviewDialogBody printable={printable} onPrint={onPrint} onDownload={onDownload} />
          </DialogContent>
        </Dialog>
        <Button
          size="sm"
          variant="ghost"
          aria-label={`Print ${printable.title}`}
          onClick={() => onPrint({ printable })}
        >
          <Printer aria-hidden="true" className="size-4" />
          Print
        </Button>
        <Button
          size="sm"
          variant="ghost"
          busy={download.isPending}
          aria-label={
            download.isPending ? `${MAKING_PDF} ${printable.title}` : `Download PDF of ${printable.title}`
          }
          onClick={() => download.mutateAsync({ printable })}
        >
          {!download.isPending && <FileDown aria-hidden="true" className="size-4" />}
          {download.isPending ? MAKING_PDF : "PDF"}
        </Button>
      </div>
    </article>
  );
}
