import { eq } from "drizzle-orm";
import type { PgInsertValue, PgUpdateSetSource } from "drizzle-orm/pg-core";
import { z } from "zod";
import { defaultAppearance, toAppearance } from "../../domain/appearance";
import { documentValues } from "../../domain/document-values";
import { defaultResurfacing } from "../../domain/on-this-day";
import { defaultReminderPreferences } from "../../domain/reminders";
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

type SettingsTable =
  | typeof appearancePreferences
  | typeof reminderPreferences
  | typeof resurfacingPreferences;

/**
 * A setting kept as her one row of `table`: read through `fromRow` (the default until she saves it), written
 * as its fields, each write stamping `updated_at`.
 */
function setting<R extends SettingsTable, T extends Partial<R["$inferInsert"]>>(
  table: R,
  schema: z.ZodType<T>,
  empty: T,
  fromRow: (row: R["$inferSelect"]) => T,
): Setting<T> {
  return {
    schema,
    async load(db, userId) {
      const [row] = (await db
        .select()
        .from(table as SettingsTable)
        .where(eq(table.userId, userId))) as R["$inferSelect"][];
      return row ? stored(fromRow(row), row) : { value: empty, revision: 0, updatedAt: null };
    },
    write: (db, userId, value, baseRevision) =>
      writeRevisioned(
        db,
        table,
        {
          savedAt: table.updatedAt,
          key: { userId } as Partial<PgInsertValue<R>>,
          // T's fields are columns of R (its constraint); TypeScript cannot follow that through R's union.
          values: { ...value, updatedAt: new Date() } as PgUpdateSetSource<R>,
        },
        baseRevision,
      ),
  };
}

const appearance = setting(
  appearancePreferences,
  documentValues.appearance(),
  defaultAppearance,
  toAppearance,
);

const reminders = setting(
  reminderPreferences,
  documentValues.reminders(),
  defaultReminderPreferences,
  ({ enabled, hour, timeZone, affirmationOnly, weekly, news }) => ({
    enabled,
    hour,
    timeZone,
    affirmationOnly,
    weekly,
    news,
  }),
);

const resurfacing = setting(
  resurfacingPreferences,
  documentValues.resurfacing(),
  defaultResurfacing,
  ({ onThisDay, heavyDays }) => ({ onThisDay, heavyDays }),
);

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
