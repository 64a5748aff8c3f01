import { eq } from "drizzle-orm";
import { z } from "zod";
import { type Appearance, defaultAppearance, toAppearance } from "../../domain/appearance";
import { documentValues } from "../../domain/document-values";
import { defaultResurfacing, type ResurfacingPreferences } from "../../domain/on-this-day";
import { defaultReminderPreferences, type ReminderPreferences } from "../../domain/reminders";
import { type SettingsKey, settingsKeys } from "../../domain/settings";
import type { Synced, SyncSaved } from "../../domain/sync";
import type { Db } from "../db/client";
import { writeRevisioned } from "../db/revisioned";
import { appearancePreferences, reminderPreferences, resurfacingPreferences } from "../db/schema";
import { httpError } from "../http/errors";
import { type SyncedDocumentKind, syncedDocumentRoutes } from "../http/sync";

// GET/PUT /api/settings/:key — her settings as synced documents (docs/architecture.md, "The store"):
// `appearance` (theme and text size, docs/offline.md) and `reminders` (her daily reminder and weekly
// letter, docs/jobs.md) and `resurfacing` (whether "On this day" shows, and heavy days with it, D23). Each is one row per member with a revision, like any other document she writes.

const stored = <T>(value: T, row: { revision: number; updatedAt: Date }): Synced<T> => ({
  value,
  revision: row.revision,
  updatedAt: row.updatedAt.toISOString(),
});

interface Setting<T> {
  schema: z.ZodType<T>;
  load(db: Db, userId: string): Promise<Synced<T>>;
  write(db: Db, userId: string, value: T, baseRevision: number): Promise<SyncSaved | null>;
}

const appearance: Setting<Appearance> = {
  schema: documentValues.appearance(),
  async load(db, userId) {
    const [row] = await db
      .select()
      .from(appearancePreferences)
      .where(eq(appearancePreferences.userId, userId));
    return row ? stored(toAppearance(row), row) : { value: defaultAppearance, revision: 0, updatedAt: null };
  },
  write: (db, userId, { theme, textSize }, baseRevision) =>
    writeRevisioned(
      db,
      appearancePreferences,
      {
        savedAt: appearancePreferences.updatedAt,
        key: { userId },
        values: { theme, textSize, updatedAt: new Date() },
      },
      baseRevision,
    ),
};

const reminders: Setting<ReminderPreferences> = {
  schema: documentValues.reminders(),
  async load(db, userId) {
    const [row] = await db.select().from(reminderPreferences).where(eq(reminderPreferences.userId, userId));
    if (!row) return { value: defaultReminderPreferences, revision: 0, updatedAt: null };
    const { enabled, hour, timeZone, affirmationOnly, weekly, news } = row;
    return stored({ enabled, hour, timeZone, affirmationOnly, weekly, news }, row);
  },
  write: (db, userId, value, baseRevision) =>
    writeRevisioned(
      db,
      reminderPreferences,
      {
        savedAt: reminderPreferences.updatedAt,
        key: { userId },
        values: { ...value, updatedAt: new Date() },
      },
      baseRevision,
    ),
};

const resurfacing: Setting<ResurfacingPreferences> = {
  schema: documentValues.resurfacing(),
  async load(db, userId) {
    const [row] = await db
      .select()
      .from(resurfacingPreferences)
      .where(eq(resurfacingPreferences.userId, userId));
    if (!row) return { value: defaultResurfacing, revision: 0, updatedAt: null };
    return stored({ onThisDay: row.onThisDay, heavyDays: row.heavyDays }, row);
  },
  write: (db, userId, value, baseRevision) =>
    writeRevisioned(
      db,
      resurfacingPreferences,
      {
        savedAt: resurfacingPreferences.updatedAt,
        key: { userId },
        values: { ...value, updatedAt: new Date() },
      },
      baseRevision,
    ),
};

const settings: { [K in SettingsKey]: Setting<unknown> } = {
  appearance: appearance as Setting<unknown>,
  reminders: reminders as Setting<unknown>,
  resurfacing: resurfacing as Setting<unknown>,
};

/** The setting a path names; any other name is a 404, for a read as for a write. */
function settingOf(key: string): Setting<unknown> {
  if (!(settingsKeys as readonly string[]).includes(key)) throw httpError(404, "There is no such setting.");
  return settings[key as SettingsKey];
}

function settingsOf(db: Db): SyncedDocumentKind<string, unknown> {
  return {
    key: z.string(),
    valueSchema: (key) => settingOf(key).schema,
    load: (userId, key) => settingOf(key).load(db, userId),
    write: (userId, key, value, baseRevision, via) =>
      settingOf(key).write(via ?? db, userId, value, baseRevision),
  };
}

export const settingsRoutes = (db: Db) => syncedDocumentRoutes(db, settingsOf(db));
