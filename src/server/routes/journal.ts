import { Hono } from "hono";
import { z } from "zod";
import { JOURNEY_DAYS } from "../../domain/day-access";
import { journeyProgress, MAX_REFLECTION_LENGTH } from "../../domain/journey";
import type { AppDeps, AppEnv } from "../context";
import { completeDay, completedDays, readReflection, saveReflection } from "../db/journal-entries";
import { httpError } from "../http/errors";
import { MAX_REVISION } from "../http/sync";
import { parseParam, readJson } from "../http/validate";
import { assertCanOpenDay } from "./journey";

const dayMessage = `The day must be a whole number from 1 to ${JOURNEY_DAYS}.`;

// Unlike the day page, a write never falls back to day 1: a bad id must not touch another day.
const dayParam = z
  .string()
  .regex(/^\d{1,2}$/, dayMessage)
  .transform(Number)
  .refine((day) => day >= 1 && day <= JOURNEY_DAYS, dayMessage);

const saveBody = z.object({
  value: z.string({ error: "the reflection must be text." }),
  baseRevision: z.number().int().min(0).max(MAX_REVISION),
});

// GET/PUT /api/journal/:day: the member's own reflection, as a sync document (client/lib/local-first.ts).
// POST /api/journal/:day/complete: records the day as completed (DESIGN D3).
export function journalRoutes({ database: { db } }: AppDeps) {
  return new Hono<AppEnv>()
    .get("/:day", async (c) => {
      const day = parseParam(dayParam, c.req.param("day"));
      return c.json(await readReflection(db, c.var.user.id, day));
    })
    .put("/:day", async (c) => {
      const day = parseParam(dayParam, c.req.param("day"));
      const { value, baseRevision } = await readJson(c, saveBody);
      if (value.length > MAX_REFLECTION_LENGTH) {
        throw httpError(
          413,
          `This reflection is too long to save: the limit is ${MAX_REFLECTION_LENGTH.toLocaleString("en-US")} characters.`,
        );
      }
      const userId = c.var.user.id;
      await assertCanOpenDay(db, { id: userId, isAdmin: c.var.isAdmin }, day);
      const result = await saveReflection(db, userId, day, value, baseRevision);
      if (result.saved) return c.json({ revision: result.revision, updatedAt: result.updatedAt });
      // A retried write (its first answer was lost) finds its own words stored: that is no conflict.
      const { current } = result;
      if (current.value === value)
        return c.json({ revision: current.revision, updatedAt: current.updatedAt });
      throw httpError(409, "This reflection was changed on another device.", { current });
    })
    .post("/:day/complete", async (c) => {
      const day = parseParam(dayParam, c.req.param("day"));
      const userId = c.var.user.id;
      await assertCanOpenDay(db, { id: userId, isAdmin: c.var.isAdmin }, day);
      await completeDay(db, userId, day);
      return c.json({ day, completed: true, progress: journeyProgress(await completedDays(db, userId)) });
    });
}
