import { and, eq, sql } from "drizzle-orm";
import { Hono } from "hono";
import { z } from "zod";
import { returnPrompts } from "../../content/return-prompts";
import { wordCount } from "../../domain/journal-archive";
import {
  finishedPath,
  RETURN_LOCKED_MESSAGE,
  RETURN_MONTHS,
  type ReturnPromptsOverview,
} from "../../domain/return-prompts";
import type { Synced } from "../../domain/sync";
import { MAX_REFLECTION_LENGTH, tooLongMessage } from "../../domain/text-limits";
import type { AppEnv } from "../context";
import type { Db } from "../db/client";
import { completedDays } from "../db/journal-entries";
import { writeRevisioned } from "../db/revisioned";
import { returnEntries } from "../db/schema";
import { httpError } from "../http/errors";
import { type SyncedDocumentKind, syncedDocumentRoutes } from "../http/sync";

// GET /api/journey/return-prompts: the twelve monthly return prompts and whether they are open to her (D23).
// GET/PUT /api/journey/return-prompts/:key: her answer to month `key` (1–12), saved like a reflection; the
// writes open once she has completed all 75 days.

const monthMessage = `The month must be a whole number from 1 to ${RETURN_MONTHS}.`;
const monthParam = z
  .string()
  .regex(/^\d{1,2}$/, monthMessage)
  .transform(Number)
  .refine((month) => month >= 1 && month <= RETURN_MONTHS, monthMessage);

const ownMonth = (userId: string, month: number) =>
  and(eq(returnEntries.userId, userId), eq(returnEntries.month, month));

async function readEntry(db: Db, userId: string, month: number): Promise<Synced<string>> {
  const [row] = await db.select().from(returnEntries).where(ownMonth(userId, month)).limit(1);
  if (!row) return { value: "", revision: 0, updatedAt: null };
  return { value: row.content, revision: row.revision, updatedAt: row.updatedAt.toISOString() };
}

function writeEntry(db: Db, userId: string, month: number, content: string, baseRevision: number) {
  return writeRevisioned(
    db,
    returnEntries,
    {
      savedAt: returnEntries.updatedAt,
      key: { userId, month },
      values: { content, updatedAt: sql`now()` },
    },
    baseRevision,
  );
}

const hasFinished = async (db: Db, userId: string) => finishedPath((await completedDays(db, userId)).length);

function returnAnswers(db: Db): SyncedDocumentKind<number, string> {
  return {
    key: monthParam,
    valueSchema: () => z.string({ error: "the answer must be text." }),
    load: (userId, month) => readEntry(db, userId, month),
    write: (userId, month, value, baseRevision) => writeEntry(db, userId, month, value, baseRevision),
    async beforeWrite(user, _month, value) {
      if (value.length > MAX_REFLECTION_LENGTH) {
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
      const userId = c.var.user.id;
      const [open, rows] = await Promise.all([
        hasFinished(db, userId),
        db.select().from(returnEntries).where(eq(returnEntries.userId, userId)),
      ]);
      const wordsOf = new Map(rows.map((row) => [row.month, wordCount(row.content)]));
      const overview: ReturnPromptsOverview = {
        open: open || c.var.isAdmin,
        currentMonth: new Date().getUTCMonth() + 1,
        prompts: returnPrompts.map((prompt) => ({ ...prompt, words: wordsOf.get(prompt.month) ?? 0 })),
      };
      return c.json(overview);
    })
    .route("/", syncedDocumentRoutes(db, returnAnswers(db)));
