import { apiPath } from "../../../domain/api-paths";
import {
  emptyPrintableNotes,
  type PrintableNotesState,
  printableNotesToolId,
} from "../../../domain/tool-states";
import { type LocalFirst, useLocalFirst } from "../../lib/local-first";
import { useSession } from "../../lib/session";

/** The Notes of one printable, saved like a tool state (local copy first, then the member's account). */
export function usePrintableNotes(printableId: string): LocalFirst<PrintableNotesState> {
  const { session } = useSession();
  const toolId = printableNotesToolId(printableId);
  return useLocalFirst<PrintableNotesState>({
    localKey: toolId,
    url: `${apiPath("tools")}/${toolId}`,
    empty: emptyPrintableNotes,
    userId: session.user?.id ?? "",
  });
}
