import type { PrintableNotesState } from "../../../domain/tool-states";
import { type LocalFirst, useDocument } from "../../lib/local-first";

/** The Notes of one printable, saved like a tool state (local copy first, then the member's account). */
export function usePrintableNotes(printableId: string): LocalFirst<PrintableNotesState> {
  return useDocument("printableNotes", printableId);
}
