import { z } from "zod";
import { printables } from "../../content/printables";
import { documentValues } from "../../domain/document-values";
import { emptyPrintableNotes, emptyToolStates, isToolId, printableIdOfNotes } from "../../domain/tool-states";
import type { Db } from "../db/client";
import { readRevisioned, writeRevisioned } from "../db/revisioned";
import { toolStates } from "../db/schema";
import { httpError } from "../http/errors";
import { type SyncedDocumentKind, syncedDocumentRoutes } from "../http/sync";

// GET/PUT /api/tools/:tool — a member's own state of one bonus tool, or the notes of one printable
// (docs/architecture.md D2). Stored in tool_states with a revision per (user, tool).

interface ToolDefinition {
  schema: z.ZodType;
  empty: unknown;
}

const printableIds = new Set(printables.map((printable) => printable.id));

function toolDefinition(tool: string): ToolDefinition {
  if (isToolId(tool)) {
    return { schema: documentValues.tool(tool), empty: emptyToolStates[tool] };
  }
  const printableId = printableIdOfNotes(tool);
  if (printableId !== null && printableIds.has(printableId)) {
    return { schema: documentValues.printableNotes(), empty: emptyPrintableNotes };
  }
  throw httpError(404, "There is no such tool.");
}

const toolRow = (userId: string, tool: string) => ({ savedAt: toolStates.updatedAt, key: { userId, tool } });

function toolStatesOf(db: Db): SyncedDocumentKind<string, unknown> {
  return {
    key: z.string(),
    // An unknown tool is a 404, for a read as for a write.
    valueSchema: (tool) => toolDefinition(tool).schema,
    load: (userId, tool) =>
      readRevisioned(
        db,
        toolStates,
        { ...toolRow(userId, tool), value: toolStates.state },
        toolDefinition(tool).empty,
      ),
    write: (userId, tool, value, baseRevision, via) =>
      writeRevisioned(
        via ?? db,
        toolStates,
        { ...toolRow(userId, tool), values: { state: value, updatedAt: new Date() } },
        baseRevision,
      ),
  };
}

export const toolStateRoutes = (db: Db) => syncedDocumentRoutes(db, toolStatesOf(db));
