import { and, eq, sql } from "drizzle-orm";
import { Hono } from "hono";
import type { z } from "zod";
import { printables } from "../../content/printables";
import {
  emptyPrintableNotes,
  emptyToolStates,
  printableIdOfNotes,
  printableNotesStateSchema,
  type ToolId,
  toolIds,
  toolStateSchemas,
} from "../../domain/tool-states";
import type { AppEnv } from "../context";
import type { Db } from "../db/client";
import { toolStates } from "../db/schema";
import { httpError } from "../http/errors";
import { type Synced, sameValue, syncConflict, syncWriteSchema } from "../http/sync";
import { readJson } from "../http/validate";

// GET/PUT /api/tools/:tool — a member's own state of one bonus tool, or the notes of one printable
// (DESIGN D2). Stored in tool_states with a revision per (user, tool).

interface ToolDefinition {
  schema: z.ZodType;
  empty: unknown;
}

const printableIds = new Set(printables.map((printable) => printable.id));

function toolDefinition(tool: string): ToolDefinition {
  if ((toolIds as readonly string[]).includes(tool)) {
    const id = tool as ToolId;
    return { schema: toolStateSchemas[id], empty: emptyToolStates[id] };
  }
  const printableId = printableIdOfNotes(tool);
  if (printableId !== null && printableIds.has(printableId)) {
    return { schema: printableNotesStateSchema, empty: emptyPrintableNotes };
  }
  throw httpError(404, "There is no such tool.");
}

async function loadToolState(db: Db, userId: string, tool: string, empty: unknown): Promise<Synced<unknown>> {
  const [row] = await db
    .select({ state: toolStates.state, revision: toolStates.revision, updatedAt: toolStates.updatedAt })
    .from(toolStates)
    .where(and(eq(toolStates.userId, userId), eq(toolStates.tool, tool)));
  if (!row) return { value: empty, revision: 0, updatedAt: null };
  return { value: row.state, revision: row.revision, updatedAt: row.updatedAt.toISOString() };
}

/** Writes only when the stored revision is still `baseRevision`; returns the new revision, or null. */
async function writeToolState(db: Db, userId: string, tool: string, value: unknown, baseRevision: number) {
  const updatedAt = new Date();
  const returning = { revision: toolStates.revision, updatedAt: toolStates.updatedAt };
  const [row] =
    baseRevision === 0
      ? await db
          .insert(toolStates)
          .values({ userId, tool, state: value, revision: 1, updatedAt })
          .onConflictDoNothing()
          .returning(returning)
      : await db
          .update(toolStates)
          .set({ state: value, revision: sql`${toolStates.revision} + 1`, updatedAt })
          .where(
            and(
              eq(toolStates.userId, userId),
              eq(toolStates.tool, tool),
              eq(toolStates.revision, baseRevision),
            ),
          )
          .returning(returning);
  return row ?? null;
}

export function toolStateRoutes(db: Db) {
  return new Hono<AppEnv>()
    .get("/:tool", async (c) => {
      const tool = c.req.param("tool");
      const { empty } = toolDefinition(tool);
      return c.json(await loadToolState(db, c.var.user.id, tool, empty));
    })
    .put("/:tool", async (c) => {
      const tool = c.req.param("tool");
      const { schema, empty } = toolDefinition(tool);
      const { value, baseRevision } = await readJson(c, syncWriteSchema(schema));
      const userId = c.var.user.id;
      const written = await writeToolState(db, userId, tool, value, baseRevision);
      if (written) return c.json({ revision: written.revision, updatedAt: written.updatedAt.toISOString() });
      const current = await loadToolState(db, userId, tool, empty);
      if (current.revision > 0 && sameValue(current.value, value)) {
        return c.json({ revision: current.revision, updatedAt: current.updatedAt });
      }
      throw syncConflict(current);
    });
}
