import { and, asc, between, eq } from "drizzle-orm";
import { Hono } from "hono";
import {
  type CheckInRecord,
  checkInRecordSchema,
  dateKeySchema,
  isWritableCheckInDate,
  sameCheckIn,
} from "../../domain/check-in";
import { type CheckInPatterns, tagPatterns } from "../../domain/check-in-tags";
import { documentValues } from "../../domain/document-values";
import { type CheckInHistory, checkInRangeSchema } from "../../domain/journal-archive";
import type { Synced, SyncSaved } from "../../domain/sync";
import { isSealed } from "../../domain/text-limits";
import type { AppEnv } from "../context";
import type { Db } from "../db/client";
import type { MemberProgressReader } from "../db/member-progress";
import { writeRevisioned } from "../db/revisioned";
import { checkIns } from "../db/schema";
import { httpError } from "../http/errors";
import { type SyncedDocumentKind, syncedDocumentRoutes } from "../http/sync";
import { query } from "../http/validate";

// GET /api/check-ins?from=&to=: her saved check-ins between two dates, oldest first (the growth page).
// GET/PUT /api/check-ins/:date — a member's own check-in for one UTC date (spec §3), as a synced
// document (src/domain/sync.ts). The record's `timestamp` is the server's saved_at, so every device
// shows the same "Last saved"; a retried write is recognised by its answers alone.

type StoredCheckIn = Synced<CheckInRecord | null>;

export const CHECK_IN_DATE_MESSAGE = "A check-in can only be saved for yesterday, today or tomorrow.";

const emptyCheckIn: StoredCheckIn = { value: null, revision: 0, updatedAt: null };

async function loadCheckIn(db: Db, userId: string, date: string): Promise<StoredCheckIn> {
  const [row] = await db
    .select()
    .from(checkIns)
    .where(and(eq(checkIns.userId, userId), eq(checkIns.date, date)));
  if (!row) return emptyCheckIn;
  const { mood, energy, gratitude, challenge, intention, tags, savedAt, revision } = row;
  const timestamp = savedAt.toISOString();
  // No tags reads as no `tags` at all, so a retried write from before tags existed is recognised.
  const helped = tags.length > 0 ? { tags } : {};
  return {
    value: checkInRecordSchema.parse({ mood, energy, gratitude, challenge, intention, ...helped, timestamp }),
    revision,
    updatedAt: timestamp,
  };
}

/** Writes only when the stored check-in is still the one at `baseRevision`. */
function writeCheckIn(
  db: Db,
  progress: MemberProgressReader,
  userId: string,
  date: string,
  record: CheckInRecord,
  baseRevision: number,
): Promise<SyncSaved | null> {
  const { mood, energy, gratitude, challenge, intention, tags = [] } = record;
  return writeRevisioned(
    db,
    checkIns,
    {
      savedAt: checkIns.savedAt,
      key: { userId, date },
      values: { mood, energy, gratitude, challenge, intention, tags, savedAt: new Date() },
      // Her newest check-in's energy is on her dashboard: the other servers drop their copy.
      announce: progress.announcement(userId),
    },
    baseRevision,
  );
}

/** A day with no check-in reads as null; a write always carries one. */
const sameTags = (a: readonly string[] = [], b: readonly string[] = []) =>
  a.length === b.length && a.every((tag, index) => tag === b[index]);

/** True when a new check-in keeps the stored one's mood, energy and tags, with each answer sealed or opened. */
function onlyTextsChanged(stored: CheckInRecord, next: CheckInRecord) {
  const answers = ["gratitude", "challenge", "intention"] as const;
  return (
    stored.mood === next.mood &&
    stored.energy === next.energy &&
    sameTags(stored.tags, next.tags) &&
    answers.every(
      (answer) => stored[answer] === next[answer] || isSealed(stored[answer]) !== isSealed(next[answer]),
    )
  );
}

function checkInsOf(
  db: Db,
  progress: MemberProgressReader,
): SyncedDocumentKind<string, CheckInRecord | null> {
  return {
    key: dateKeySchema,
    valueSchema: documentValues.checkIn,
    // docs/security.md, storage: only her yesterday, today or tomorrow.
    async beforeWrite(user, date, record) {
      if (isWritableCheckInDate(date, new Date())) return;
      // Her private journal seals (or opens) an older check-in's answers (docs/architecture.md, "The
      // private journal"): only its texts may change, never its mood, energy or tags.
      const stored = (await loadCheckIn(db, user.id, date)).value;
      if (!stored || !record || !onlyTextsChanged(stored, record))
        throw httpError(400, CHECK_IN_DATE_MESSAGE);
    },
    load: (userId, date) => loadCheckIn(db, userId, date),
    write: (userId, date, record, baseRevision, via) =>
      record ? writeCheckIn(via ?? db, progress, userId, date, record, baseRevision) : Promise.resolve(null),
    // This server's copy of her dashboard's progress is brought up to date in place.
    afterWrite: (userId, date, record) => {
      if (record) progress.checkedIn(userId, date, record.energy);
    },
    sameValue: sameCheckIn,
  };
}

async function checkInHistory(db: Db, userId: string, from: string, to: string): Promise<CheckInHistory> {
  const rows = await db
    .select()
    .from(checkIns)
    .where(and(eq(checkIns.userId, userId), between(checkIns.date, from, to)))
    .orderBy(asc(checkIns.date));
  return {
    checkIns: rows.map(({ date, mood, energy, gratitude, challenge, intention, tags, savedAt }) => ({
      date,
      tags,
      mood,
      energy,
      gratitude,
      challenge,
      intention,
      savedAt: savedAt.toISOString(),
    })),
  };
}

/** Her check-ins' mood, energy and tags, all of them: a few hundred short rows at most a year. */
async function checkInPatterns(db: Db, userId: string): Promise<CheckInPatterns> {
  const rows = await db
    .select({ mood: checkIns.mood, energy: checkIns.energy, tags: checkIns.tags })
    .from(checkIns)
    .where(eq(checkIns.userId, userId));
  return tagPatterns(rows);
}

export const checkInRoutes = (db: Db, progress: MemberProgressReader) =>
  new Hono<AppEnv>()
    .get("/", query(checkInRangeSchema), async (c) => {
      const { from, to } = c.req.valid("query");
      return c.json(await checkInHistory(db, c.get("user").id, from, to));
    })
    .route("/", syncedDocumentRoutes(db, checkInsOf(db, progress)));

// GET /api/check-in-patterns: which tags came with better energy and mood (D23), as counts. An area of
// its own, since a word under /api/check-ins would sit where a check-in's date goes.
export const checkInPatternRoutes = (db: Db) =>
  new Hono<AppEnv>().get("/", async (c) => c.json(await checkInPatterns(db, c.get("user").id)));
