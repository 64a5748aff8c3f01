import { useMutation } from "@tanstack/react-query";
import { FileDown } from "lucide-react";
import { apiPath } from "../../../domain/api-paths";
import { Button } from "../../components/ui/button";
import { Card } from "../../components/ui/card";
import { downloadPdf, MAKING_PDF, pdfErrorMessage, useWarmPdfs } from "../../lib/download-pdf";
import { toast } from "../../lib/toast";

/**
 * The printable worksheet of a day (docs/architecture.md D9: "Download PDF" makes a real PDF). The
 * server makes it from the day's prompt and the reflection as she sees it here.
 */
export function WorksheetCard({ day, reflection }: { day: number; reflection: string }) {
  useWarmPdfs();
  const download = useMutation({
    // The reflection as it stands at the press.
    mutationFn: (text: string) =>
      downloadPdf(
        `${apiPath("worksheets")}/days/${day}`,
        { reflection: text },
        `grind-to-grace-day-${day}.pdf`,
      ),
    onError: (error) => {
      console.error("[worksheet] PDF failed:", error);
      toast.error(pdfErrorMessage(error));
    },
    // Offline, downloadPdf fails at once with its own message, rather than waiting paused for the network.
    networkMode: "always",
  });
  return (
    <Card className="flex flex-col gap-4 sm:flex-row sm:items-center">
      <span className="inline-flex size-12 shrink-0 items-center justify-center rounded-2xl bg-sage-soft text-sage">
        <FileDown aria-hidden="true" className="size-6" />
      </span>
      <div className="flex-1">
        <h2 className="text-xl">Printable worksheet</h2>
        <p className="mt-1 text-sm text-muted">
          Today's prompt and guidance with ruled space to write by hand, plus your reflection so far.
        </p>
      </div>
      <Button
        variant="secondary"
        busy={download.isPending}
        onClick={() => download.mutateAsync(reflection)}
        className="self-start sm:self-center"
      >
        {download.isPending ? MAKING_PDF : "Download PDF"}
      </Button>
    </Card>
  );
}
