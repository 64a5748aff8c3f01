import { useCallback, useEffect, useState } from "react";
import { flushSync } from "react-dom";
import { pdfFilename } from "../../../content/printable-labels";
import type { Printable } from "../../../content/schema";
import { apiPath } from "../../../domain/api-paths";
import { downloadPdf, pdfErrorMessage } from "../../lib/download-pdf";
import { toast } from "../../lib/toast";

export interface PrintJob {
  printable: Printable;
  notes?: string;
}

/** The worksheet being printed (the page shows only it on paper), and how to print or download one. */
export function usePrintableActions() {
  const [job, setJob] = useState<PrintJob | null>(null);

  // After the print dialog closes, the page prints as itself again.
  useEffect(() => {
    const clear = () => setJob(null);
    window.addEventListener("afterprint", clear);
    return () => window.removeEventListener("afterprint", clear);
  }, []);

  const print = useCallback((next: PrintJob) => {
    // The sheet must be in the document before the browser lays the page out for printing.
    flushSync(() => setJob(next));
    window.print();
  }, []);

  const download = useCallback(async ({ printable, notes }: PrintJob) => {
    try {
      // Made on the server (it has the fonts for every script), with her notes as the dialog shows
      // them; from the card, where they are not open, the server adds her saved notes.
      await downloadPdf(
        `${apiPath("worksheets")}/printables/${printable.id}`,
        notes === undefined ? {} : { notes },
        pdfFilename(printable),
      );
    } catch (error) {
      console.error("[printables] PDF failed:", error);
      toast.error(pdfErrorMessage(error));
    }
  }, []);

  return { job, print, download };
}
