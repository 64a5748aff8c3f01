import { execFileSync } from "node:child_process";
import { mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";

/** The text a reader would copy out of a PDF, as poppler's pdftotext extracts it; pages end in "\f". */
export function pdfText(bytes: Uint8Array): string {
  const dir = mkdtempSync(join(tmpdir(), "pdf-text-"));
  try {
    const file = join(dir, "document.pdf");
    writeFileSync(file, bytes);
    return execFileSync("pdftotext", ["-layout", file, "-"], {
      encoding: "utf8",
      maxBuffer: 256 * 1024 * 1024,
    });
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}
