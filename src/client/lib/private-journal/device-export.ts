import { exportPaths } from "../../../domain/account";
import { isSealed } from "../../../domain/text-limits";
import { api } from "../api";
import { JournalLocked, privacyOf } from "./journal-privacy";
import { unseal } from "./sealed-values";

// Her JSON export, opened on her device (docs/architecture.md, "The private journal"): the server hands
// every record of hers with her private words sealed; here each sealed text is opened under the same
// document key and field her device sealed it with, so the file she keeps holds her words.

type Row = Record<string, unknown>;
interface Export {
  reflections?: Row[];
  checkIns?: Row[];
  pages?: Row[];
  returnReflections?: Row[];
  tools?: Row[];
  printableNotes?: Row[];
}

export async function openedExport(userId: string): Promise<Blob> {
  const { key } = await privacyOf(userId);
  if (!key) throw new JournalLocked();
  const data = await api<Export>(exportPaths.json);
  const open = async (row: Row, field: string, documentKey: string) => {
    const text = row[field];
    if (isSealed(text)) row[field] = await unseal(key, userId, documentKey, text as string);
  };
  for (const row of data.reflections ?? []) await open(row, "text", `journal-day-${row.day}`);
  for (const row of data.returnReflections ?? []) await open(row, "text", `return-month-${row.month}`);
  for (const row of data.checkIns ?? [])
    for (const field of ["gratitude", "challenge", "intention"])
      await open(row, field, `checkIn-${row.date}:${field}`);
  for (const row of data.pages ?? []) {
    await open(row, "title", `page-${row.id}:title`);
    await open(row, "text", `page-${row.id}:body`);
  }
  for (const row of data.printableNotes ?? [])
    await open(row, "notes", `printable-notes-${row.printable}:notes`);
  for (const row of data.tools ?? []) {
    const state = (row.state ?? {}) as Row;
    for (const field of Object.keys(state)) await open(state, field, `${row.tool}:${field}`);
  }
  return new Blob([JSON.stringify(data, null, 2)], { type: "application/json" });
}
