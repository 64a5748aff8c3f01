import { buildCertificatePdf, type CertificateInput } from "./certificate";
import { buildRecoveryBookPdf, type RecoveryBook } from "./recovery-book";
import { buildWorksheetPdf, type WorksheetPdfOptions } from "./worksheet";

// What a PDF worker is asked to draw (pdf-pool.ts). Inputs are plain data: they cross to the worker
// thread by structured clone, Dates included.

export type PdfJob =
  | { kind: "certificate"; input: CertificateInput }
  | { kind: "recovery-book"; input: RecoveryBook }
  | { kind: "worksheet"; input: WorksheetPdfOptions };

/** `tooCostly`: the document passed a drawing bound (stand-ins.ts) and was given up. */
export type PdfAnswer = { ok: true; pdf: Uint8Array } | { ok: false; message: string; tooCostly?: boolean };

export function drawPdf(job: PdfJob): Promise<Uint8Array> {
  switch (job.kind) {
    case "certificate":
      return buildCertificatePdf(job.input);
    case "recovery-book":
      return buildRecoveryBookPdf(job.input);
    case "worksheet":
      return buildWorksheetPdf(job.input);
    default:
      return Promise.reject(new Error(`no such PDF: ${(job as { kind: unknown }).kind}`));
  }
}
