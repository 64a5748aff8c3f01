import { and, eq } from "drizzle-orm";
import { type Context, Hono } from "hono";
import { z } from "zod";
import { PROMPT_CHANGED } from "../../content/content-editing";
import { journeyOutline } from "../../content/journey-outline";
import { pdfFilename, printableSubtitle } from "../../content/printable-labels";
import { printableLayout } from "../../content/printable-layouts";
import { printablePrompts, printables } from "../../content/printables";
import { sections } from "../../content/sections";
import { JOURNEY_DAYS } from "../../domain/day-access";
import { boundedText, isSealed, MAX_REFLECTION_LENGTH } from "../../domain/text-limits";
import { printableNotesToolId } from "../../domain/tool-states";
import { SEALED_IN_BOOK } from "../account/keepsakes";
import type { AppDeps, AppEnv } from "../context";
import type { Db } from "../db/client";
import { journalEntries, toolStates } from "../db/schema";
import { httpError } from "../http/errors";
import { pdfRequests } from "../http/member-limit";
import { jsonBody, params } from "../http/validate";
import { pdfPool } from "../pdf/pdf-pool";
import { assertCanOpenDay, dayIdParams } from "./journey";

// POST /api/worksheets/days/:day { reflection }: the day's printable worksheet, with her reflection.
// POST /api/worksheets/printables/:id { notes }: a monthly printable, with her notes.
//
// Drawn in the PDF workers, off the event loop (pdf/pdf-pool.ts). Made here rather than in the browser so her words print in every script she writes (the server
// has the fonts: docs/architecture.md, "Her words back"). The prompt and guidance come from the
// server's content, under the same access rule as the day page (D1); her words come in the body,
// exactly as the page shows them, so a PDF made right after typing, or while a change is still
// waiting to sync, holds what she sees.

const herReflection = z.object({ reflection: boundedText(MAX_REFLECTION_LENGTH).default("") });
// Without `notes` (the PDF button on a printable's card, where the notes are not open), her saved
// notes are used, so a download never leaves out what she typed (issue #27 item 10).
const herNotes = z.object({ notes: boundedText(MAX_REFLECTION_LENGTH).optional() });

async function savedNotes(db: Db, userId: string, printableId: string): Promise<string> {
  const [row] = await db
    .select({ state: toolStates.state })
    .from(toolStates)
    .where(and(eq(toolStates.userId, userId), eq(toolStates.tool, printableNotesToolId(printableId))));
  const notes = (row?.state as { notes?: unknown } | undefined)?.notes;
  // Notes sealed on her device (a private journal) cannot be printed here: a sentence says so.
  if (isSealed(notes)) return SEALED_IN_BOOK;
  return typeof notes === "string" ? notes : "";
}

const sectionOfDay = new Map(journeyOutline.map((entry) => [entry.day, entry.section]));

/** The question her saved reflection answers, when the day has asked another since (docs/architecture.md, "Editing the content"). */
async function earlierPrompt(deps: AppDeps, userId: string, day: number): Promise<string | null> {
  const [row] = await deps.database.db
    .select({ version: journalEntries.promptVersion })
    .from(journalEntries)
    .where(and(eq(journalEntries.userId, userId), eq(journalEntries.day, day)));
  const texts = deps.texts.current;
  const version = row ? (row.version ?? 1) : texts.version(day);
  if (version === texts.version(day)) return null;
  const then = (await deps.texts.atVersion(day, version))?.prompt;
  return then && then !== texts.day(day).prompt ? then : null;
}
const printableById = new Map(printables.map((printable) => [printable.id, printable]));

function pdfResponse(c: Context<AppEnv>, pdf: Uint8Array, filename: string) {
  c.header("Content-Disposition", `attachment; filename="${filename}"`);
  c.header("Cache-Control", "no-store");
  return c.body(pdf as Uint8Array<ArrayBuffer>, 200, { "Content-Type": "application/pdf" });
}

export function worksheetRoutes(deps: AppDeps) {
  const {
    database: { db },
    subscriberCache,
  } = deps;
  return (
    new Hono<AppEnv>()
      // A page with a PDF button asks for this as it opens: her first PDF then finds the fonts ready (issue #50).
      .post("/warm", (c) => {
        pdfPool.warm();
        return c.body(null, 204);
      })
      .post("/days/:day", pdfRequests, params(dayIdParams), jsonBody(herReflection), async (c) => {
        const { day } = c.req.valid("param");
        await assertCanOpenDay(subscriberCache, { id: c.get("user").id, isAdmin: c.get("isAdmin") }, day);
        const { reflection } = c.req.valid("json");
        const text = deps.texts.current.day(day);
        const answered = reflection.trim() ? await earlierPrompt(deps, c.get("user").id, day) : null;
        const section = sections.find((entry) => entry.id === sectionOfDay.get(day));
        const pdf = await pdfPool.render(
          {
            kind: "worksheet",
            input: {
              title: `Day ${day} | ${text.title}`,
              subtitle: `${section?.label ?? ""} · Day ${day} of ${JOURNEY_DAYS}`,
              prompts: answered ? [answered, PROMPT_CHANGED] : [text.prompt],
              guidance: text.guidance,
              response: reflection,
            },
          },
          c.req.raw.signal,
        );
        return pdfResponse(c, pdf, `grind-to-grace-day-${day}.pdf`);
      })
      .post(
        "/printables/:id",
        pdfRequests,
        params(z.object({ id: z.string() })),
        jsonBody(herNotes),
        async (c) => {
          const printable = printableById.get(c.req.valid("param").id);
          const words = printable && deps.texts.current.printable(printable.id);
          if (!printable || !words) throw httpError(404, "There is no such printable.");
          const notes = c.req.valid("json").notes ?? (await savedNotes(db, c.get("user").id, printable.id));
          const pdf = await pdfPool.render(
            {
              kind: "worksheet",
              input: {
                title: words.title,
                subtitle: printableSubtitle(printable),
                prompts: [...printablePrompts],
                guidance: words.description,
                response: notes,
                linesLabel: notes.trim() ? "More space to write" : "Notes",
                blocks: printableLayout(printable.id),
              },
            },
            c.req.raw.signal,
          );
          return pdfResponse(c, pdf, pdfFilename(printable));
        },
      )
  );
}
