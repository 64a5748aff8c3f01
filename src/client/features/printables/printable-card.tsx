import { Eye, FileDown, NotebookPen, Printer } from "lucide-react";
import { useState } from "react";
import { kindLabel, monthLabel, printableSubtitle } from "../../../content/printable-labels";
import type { Printable } from "../../../content/schema";
import { Button } from "../../components/ui/button";
import { Dialog, DialogContent, DialogTrigger } from "../../components/ui/dialog";
import { PreviewDialogBody } from "./preview-dialog-body";
import type { PrintJob } from "./use-printable-actions";

interface PrintableCardProps {
  printable: Printable;
  onPrint: (job: PrintJob) => void;
  onDownload: (job: PrintJob) => Promise<void>;
}

export function PrintableCard({ printable, onPrint, onDownload }: PrintableCardProps) {
  const [downloading, setDownloading] = useState(false);
  const isWorksheet = printable.kind === "worksheet";
  return (
    <article
      data-testid="printable-card"
      className="flex h-full flex-col rounded-2xl border border-linen bg-white/80 p-5 shadow-sm"
    >
      <div className="flex items-center justify-between gap-3">
        <span className="text-sm font-semibold text-clay-dark">{monthLabel(printable)}</span>
        <span
          className={`inline-flex items-center gap-1.5 rounded-full px-2.5 py-0.5 text-xs font-semibold ${
            isWorksheet ? "bg-clay-soft text-clay-dark" : "bg-sage-soft text-sage"
          }`}
        >
          <NotebookPen aria-hidden="true" className="size-3.5" />
          {kindLabel(printable)}
        </span>
      </div>
      <h2 className="mt-3 text-xl leading-snug text-ink">{printable.title}</h2>
      <p className="mt-2 flex-1 text-sm leading-relaxed text-muted">{printable.description}</p>
      <div className="mt-5 flex flex-wrap gap-2">
        <Dialog>
          <DialogTrigger asChild>
            <Button size="sm" aria-label={`Preview ${printable.title}`}>
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
          variant="secondary"
          aria-label={`Print ${printable.title}`}
          onClick={() => onPrint({ printable })}
        >
          <Printer aria-hidden="true" className="size-4" />
          Print
        </Button>
        <Button
          size="sm"
          variant="ghost"
          busy={downloading}
          aria-label={`Download PDF of ${printable.title}`}
          onClick={async () => {
            setDownloading(true);
            await onDownload({ printable });
            setDownloading(false);
          }}
        >
          {!downloading && <FileDown aria-hidden="true" className="size-4" />}
          PDF
        </Button>
      </div>
    </article>
  );
}
