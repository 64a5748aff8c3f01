import { openedExport as opened, openedMarkdown } from "./opened-texts";

// Her JSON export, opened on her device (docs/architecture.md, "The private journal"): the server hands
// every record of hers with her private words sealed; opened-texts.ts opens each sealed text under the
// same document key and field her device sealed it with, so the file she keeps holds her words.

export async function openedExport(userId: string): Promise<Blob> {
  const data = await opened(userId);
  return new Blob([JSON.stringify(data, null, 2)], { type: "application/json" });
}

/** Her Markdown export with her private words opened on this device (opened-texts.ts). */
export async function openedMarkdownExport(userId: string): Promise<Blob> {
  return new Blob([await openedMarkdown(userId)], { type: "text/markdown;charset=utf-8" });
}
