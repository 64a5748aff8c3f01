import { eq, sql } from "drizzle-orm";
import { Hono } from "hono";
import { returnPrompts } from "../../content/return-prompts";
import { documentValues } from "../../domain/document-values";
import { wordCount } from "../../domain/journal-archive";
import {
  finishedPath,
  RETURN_LOCKED_MESSAGE,
  RETURN_MONTHS,
  type ReturnPromptsOverview,
} from "../../domain/return-prompts";
import { beyondLimit, isSealed, MAX_REFLECTION_LENGTH, tooLongMessage } from "../../domain/text-limits";
import type { AppEnv } from "../context";
import type { Db } from "../db/client";
import { completedDays } from "../db/journal-entries";
import { readRevisioned, writeRevisioned } from "../db/revisioned";
import { returnEntries } from "../db/schema";
import { httpError } from "../http/errors";
import { type SyncedDocumentKind, syncedDocumentRoutes } from "../http/sync";
import { ordinalParam } from "../http/validate";

// GET /api/journey/return-prompts: the twelve monthly return prompts and whether they are open to her (D23).
// GET/PUT /api/journey/return-prompts/:key: her answer to month `key` (1–12), saved like a reflection; the
// writes open once she has completed all 75 days.

const answerRow = (userId: string, month: number) => ({
  savedAt: returnEntries.updatedAt,
  key: { userId, month },
});

const hasFinished = async (db: Db, userId: string) => finishedPath((await completedDays(db, userId)).length);

function returnAnswers(db: Db): SyncedDocumentKind<number, string> {
  return {
    key: ordinalParam(RETURN_MONTHS, "month"),
    valueSchema: documentValues.returnAnswer,
    load: (userId, month) =>
      readRevisioned(db, returnEntries, { ...answerRow(userId, month), value: returnEntries.content }, ""),
    write: (userId, month, value, baseRevision, via) =>
      writeRevisioned(
        via ?? db,
        returnEntries,
        { ...answerRow(userId, month), values: { content: value, updatedAt: sql`now()` } },
        baseRevision,
      ),
    async beforeWrite(user, _month, value) {
      if (beyondLimit(value, MAX_REFLECTION_LENGTH)) {
        throw httpError(413, `This answer ${tooLongMessage(MAX_REFLECTION_LENGTH)}.`);
      }
      if (!user.isAdmin && !(await hasFinished(db, user.id))) throw httpError(403, RETURN_LOCKED_MESSAGE);
    },
    conflictMessage: "This answer was changed on another device.",
  };
}

export const returnPromptRoutes = (db: Db) =>
  new Hono<AppEnv>()
    .get("/", async (c) => {
      const userId = c.get("user").id;
      const [open, rows] = await Promise.all([
        hasFinished(db, userId),
        db.select().from(returnEntries).where(eq(returnEntries.userId, userId)),
      ]);
      const contentOf = new Map(rows.map((row) => [row.month, row.content]));
      // Words sealed on her device (a private journal) are written but cannot be counted here.
      const wordsOf = (content = "") => (isSealed(content) ? null : wordCount(content));
      const overview: ReturnPromptsOverview = {
        open: open || c.get("isAdmin"),
        currentMonth: new Date().getUTCMonth() + 1,
        prompts: returnPrompts.map((prompt) => ({ ...prompt, words: wordsOf(contentOf.get(prompt.month)) })),
      };
      return c.json(overview);
    })
    .route("/", syncedDocumentRoutes(db, returnAnswers(db)));
