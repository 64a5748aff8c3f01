import { and, eq } from "drizzle-orm";
import { Hono } from "hono";
import { type CheckInRecord, checkInRecordSchema, dateKeySchema } from "../../domain/check-in";
import type { AppEnv } from "../context";
import type { Db } from "../db/client";
import { checkIns } from "../db/schema";
import { type Synced, sameValue, syncConflict, syncWriteSchema } from "../http/sync";
import { parseParam, readJson } from "../http/validate";

// GET/PUT /api/check-ins/:date — a member's own check-in for one UTC date (spec §3, DESIGN D2).
//
// check_ins has no revision column, so the revision of a stored check-in is its saved_at time in
// milliseconds: every write moves it strictly forward, and a write based on an older one is a conflict.
// The record's `timestamp` is the server's saved_at, so every device shows the same "Last saved".

type StoredCheckIn = Synced<CheckInRecord | null>;

/** A revision is a save time: it stays before the year 10000, which PostgreSQL timestamps and Date share. */
const MAX_SAVED_AT = Date.UTC(9999, 0, 1);

const emptyCheckIn: StoredCheckIn = { value: null, revision: 0, updatedAt: null };

async function loadCheckIn(db: Db, userId: string, date: string): Promise<StoredCheckIn> {
  const [row] = await db
    .select()
    .from(checkIns)
    .where(and(eq(checkIns.userId, userId), eq(checkIns.date, date)));
  if (!row) return emptyCheckIn;
  const { mood, energy, gratitude, challenge, intention, savedAt } = row;
  return {
    value: checkInRecordSchema.parse({
      mood,
      energy,
      gratitude,
      challenge,
      intention,
      timestamp: savedAt.toISOString(),
    }),
    revision: savedAt.getTime(),
    updatedAt: savedAt.toISOString(),
  };
}

/** Writes only when the stored check-in is still the one at `baseRevision`; returns saved_at, or null. */
async function writeCheckIn(
  db: Db,
  userId: string,
  date: string,
  record: CheckInRecord,
  baseRevision: number,
) {
  const { mood, energy, gratitude, challenge, intention } = record;
  const answers = { mood, energy, gratitude, challenge, intention };
  const returning = { savedAt: checkIns.savedAt };
  if (baseRevision === 0) {
    const [row] = await db
      .insert(checkIns)
      .values({ userId, date, ...answers, savedAt: new Date() })
      .onConflictDoNothing()
      .returning(returning);
    return row?.savedAt ?? null;
  }
  const savedAt = new Date(Math.max(Date.now(), baseRevision + 1));
  const [row] = await db
    .update(checkIns)
    .set({ ...answers, savedAt })
    .where(
      and(eq(checkIns.userId, userId), eq(checkIns.date, date), eq(checkIns.savedAt, new Date(baseRevision))),
    )
    .returning(returning);
  return row?.savedAt ?? null;
}

export function checkInRoutes(db: Db) {
  return new Hono<AppEnv>()
    .get("/:date", async (c) => {
      const date = parseParam(dateKeySchema, c.req.param("date"));
      return c.json(await loadCheckIn(db, c.var.user.id, date));
    })
    .put("/:date", async (c) => {
      const date = parseParam(dateKeySchema, c.req.param("date"));
      const { value, baseRevision } = await readJson(c, syncWriteSchema(checkInRecordSchema, MAX_SAVED_AT));
      const userId = c.var.user.id;
      const savedAt = await writeCheckIn(db, userId, date, value, baseRevision);
      if (savedAt) return c.json({ revision: savedAt.getTime(), updatedAt: savedAt.toISOString() });
      const current = await loadCheckIn(db, userId, date);
      const { timestamp: _sent, ...sentAnswers } = value;
      if (current.value && sameValue({ ...current.value, timestamp: undefined }, sentAnswers)) {
        return c.json({ revision: current.revision, updatedAt: current.updatedAt });
      }
      throw syncConflict(current);
    });
}
