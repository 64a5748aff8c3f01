import { useCallback, useEffect, useState } from "react";
import { flushSync } from "react-dom";
import { printableLayout } from "../../../content/printable-layouts";
import { printablePrompts } from "../../../content/printables";
import type { Printable } from "../../../content/schema";
import { toast } from "../../lib/toast";
import { downloadWorksheetPdf } from "../../lib/worksheet-pdf";
import { pdfFilename, printableSubtitle } from "./printable-labels";

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
      await downloadWorksheetPdf(
        {
          title: printable.title,
          subtitle: printableSubtitle(printable),
          prompts: [...printablePrompts],
          guidance: printable.description,
          response: notes,
          linesLabel: notes?.trim() ? "More space to write" : "Notes",
          blocks: printableLayout(printable.id),
        },
        pdfFilename(printable),
      );
    } catch (error) {
      console.error("[printables] PDF failed:", error);
      toast.error("The PDF could not be made. Please try again.");
    }
  }, []);

  return { job, print, download };
}
