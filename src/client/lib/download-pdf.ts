import { useEffect } from "react";
import { apiPath } from "../../domain/api-paths";
import { ApiError } from "./api";
import { journalIsPrivate, NO_PRIVATE_PDFS } from "./private-journal/journal-privacy";

/**
 * A page with a PDF button asks the server, once it has settled, to ready its PDF worker and fonts, so her
 * first PDF does not wait for them (issue #50). Nothing is drawn for her; a failure changes nothing.
 */
export function useWarmPdfs() {
  useEffect(() => {
    const timer = setTimeout(() => {
      void fetch(`${apiPath("worksheets")}/warm`, { method: "POST", credentials: "same-origin" }).catch(
        () => undefined,
      );
    }, 1000);
    return () => clearTimeout(timer);
  }, []);
}

/** A PDF button's label while the server makes the PDF (the button is disabled meanwhile). */
export const MAKING_PDF = "Making your PDF…";

/**
 * Asks the server to make a PDF from `body` (POST `path`) and hands it to the browser as a download
 * named `filename`. PDFs are made on the server, which has the fonts for every script members write
 * in; throws ApiError with the server's message, or a plain one when the server cannot be reached.
 */
export async function downloadPdf(path: string, body: unknown, filename: string): Promise<void> {
  // Her words would reach the server in the request (docs/architecture.md, "The private journal").
  if (journalIsPrivate()) throw new ApiError(NO_PRIVATE_PDFS, 423);
  let res: Response;
  try {
    res = await fetch(path, {
      method: "POST",
      credentials: "same-origin",
      headers: { "content-type": "application/json" },
      body: JSON.stringify(body),
    });
  } catch {
    throw new ApiError(
      "We could not reach the server to make the PDF. Check your connection and try again.",
      0,
    );
  }
  if (!res.ok) {
    let data: Record<string, unknown> = {};
    try {
      data = (await res.json()) as Record<string, unknown>;
    } catch {
      // not JSON: the status says enough
    }
    const message =
      typeof data.error === "string" ? data.error : "The PDF could not be made. Please try again.";
    throw new ApiError(message, res.status, data);
  }
  const url = URL.createObjectURL(await res.blob());
  const link = document.createElement("a");
  link.href = url;
  link.download = filename;
  link.rel = "noopener";
  document.body.append(link);
  link.click();
  link.remove();
  setTimeout(() => URL.revokeObjectURL(url), 60_000);
}

/** What to tell her when a PDF fails: the server's words, or a calm default. */
export function pdfErrorMessage(error: unknown): string {
  return error instanceof ApiError ? error.message : "The PDF could not be made. Please try again.";
}
