import { createHash } from "node:crypto";
import { and, eq, sql } from "drizzle-orm";
import { careNote, safetyNote } from "../../content/care";
import type { EditableDay } from "../../content/day-rules";
import { ceremonyAfterNotes, ceremonySteps } from "../../content/journey-ceremonies";
import { journeyOutline } from "../../content/journey-outline";
import { dayPrintables, journeyPrompts } from "../../content/journey-prompts";
import { monthLabel } from "../../content/printable-labels";
import { printables } from "../../content/printables";
import { canOpenDay, requiredTierForDay } from "../../domain/day-access";
import type { JourneyDayContent, JourneyDaySummary } from "../../domain/journey";
import type { Entitlement } from "../../domain/plans";
import type { ChangeFeed } from "../db/change-feed";
import type { Db } from "../db/client";
import { contentItems, contentVersions } from "../db/schema";

// The 75 days' texts as members read them (docs/architecture.md, "Editing the content"): the published
// version of each day, held in memory so a day read runs no SQL, and read again on every server when the coach
// publishes (the change feed's "content"). The repository's text (src/content) seeds the database and stays
// the default: a day the coach never edited follows the repository when a deploy changes it.

export const DAY_KIND = "day";
export const LOCALE = "en";

/** What the repository says of each day, as the editor edits it. */
export const repositoryDays: ReadonlyMap<number, EditableDay> = new Map(
  journeyPrompts.map(({ day, ...layers }) => [
    day,
    { title: journeyOutline.find((entry) => entry.day === day)?.title ?? `Day ${day}`, ...layers },
  ]),
);

const outlineSection = new Map(journeyOutline.map((entry) => [entry.day, entry.section]));

export const hashOf = (value: unknown) => createHash("sha256").update(JSON.stringify(value)).digest("hex");

/** What the dashboard shows that depends only on her plan: every day's card but whether she completed it. */
export type PlanDays = Omit<JourneyDaySummary, "completed">[];

const planKeyOf = (e: Entitlement) => `${e.subscribed}|${e.tier}|${e.isAdmin}`;

/** One set of published days; replaced whole when the coach publishes, so its caches go with it. */
export class DayTexts {
  #json = new Map<number, string>();
  #planDays = new Map<string, PlanDays>();
  #careDays: ReadonlySet<number> | undefined;

  constructor(
    private readonly days: ReadonlyMap<number, { version: number; value: EditableDay }>,
    /** Counts the sets this server has read: part of every cache key built on the texts. */
    readonly generation: number,
  ) {}

  /** The day as published (the repository's when the database has none yet). */
  day(day: number): EditableDay {
    const value = this.days.get(day)?.value ?? repositoryDays.get(day);
    if (!value) throw new Error(`journey content is missing day ${day}`);
    return value;
  }

  /** The published version her reflection answers when she writes it today. */
  version(day: number): number {
    return this.days.get(day)?.version ?? 1;
  }

  /** The days that carry the care note (the heavy days), computed once per set. */
  careDays(): ReadonlySet<number> {
    this.#careDays ??= new Set([...repositoryDays.keys()].filter((day) => this.day(day).care));
    return this.#careDays;
  }

  title(day: number): string {
    return this.days.get(day)?.value.title ?? repositoryDays.get(day)?.title ?? `Day ${day}`;
  }

  /** The day read's JSON, written once per day and set. */
  json(day: number): string {
    let json = this.#json.get(day);
    if (json === undefined) {
      json = JSON.stringify(dayContent(day, this.day(day)));
      this.#json.set(day, json);
    }
    return json;
  }

  /** Every day's card for one plan (a handful of plans), computed on its first dashboard. */
  planDays(entitlement: Entitlement): PlanDays {
    const key = planKeyOf(entitlement);
    let days = this.#planDays.get(key);
    if (!days) {
      days = journeyOutline.map(({ day, section }) => ({
        day,
        title: this.title(day),
        section,
        locked: !canOpenDay(entitlement, day),
        requiredTier: requiredTierForDay(day),
      }));
      this.#planDays.set(key, days);
    }
    return days;
  }

  /** The key of a cache built on these texts and her plan. */
  planKey(entitlement: Entitlement): string {
    return `${planKeyOf(entitlement)}|${this.generation}`;
  }
}

/** The printable that fits the day (#29 item 9), as the day page names it. */
function printableFor(day: number): Pick<JourneyDayContent, "printable"> {
  const printable = printables.find((p) => p.id === dayPrintables[day]);
  if (!printable) return {};
  return {
    printable: {
      month: printable.month,
      title: printable.title,
      label: `${monthLabel(printable)} ${printable.kind === "worksheet" ? "worksheet" : "reflection page"}`,
    },
  };
}

/** One day's layers as the day page reads them (D13). */
export function dayContent(day: number, text: EditableDay): JourneyDayContent {
  const section = outlineSection.get(day);
  if (!section) throw new Error(`journey content is missing day ${day}`);
  return {
    day,
    title: text.title,
    section,
    prompt: text.prompt,
    guidance: text.guidance,
    gentlePrompt: text.gentlePrompt,
    deeperPrompt: text.deeperPrompt,
    minutes: text.minutes,
    ...(text.care ? { careNote } : {}),
    ...(text.safety ? { safetyNote } : {}),
    ...(ceremonySteps[day] ? { steps: [...(ceremonySteps[day] ?? [])] } : {}),
    ...(ceremonyAfterNotes[day] ? { afterSteps: ceremonyAfterNotes[day] } : {}),
    ...printableFor(day),
  };
}

/**
 * Puts the repository's days in the database: a day it does not hold yet as version 1, and a day whose
 * published version came from the repository as a new version when a deploy changed its text. A day the coach
 * published stays hers. Servers starting together take turns (an advisory lock).
 */
export async function seedDays(db: Db): Promise<void> {
  await db.transaction(async (tx) => {
    await tx.execute(sql`select pg_advisory_xact_lock(hashtext('content_seed'))`);
    const items = await tx
      .select({
        key: contentItems.key,
        version: contentItems.publishedVersion,
        seededFrom: contentItems.seededFrom,
      })
      .from(contentItems)
      .where(and(eq(contentItems.kind, DAY_KIND), eq(contentItems.locale, LOCALE)));
    const byKey = new Map(items.map((item) => [item.key, item]));
    const versions: (typeof contentVersions.$inferInsert)[] = [];
    const upserts: (typeof contentItems.$inferInsert)[] = [];
    for (const [day, value] of repositoryDays) {
      const key = String(day);
      const hash = hashOf(value);
      const item = byKey.get(key);
      if (item && (item.seededFrom === null || item.seededFrom === hash)) continue;
      const version = item ? await nextVersion(tx as unknown as Db, day) : 1;
      versions.push({ kind: DAY_KIND, key, locale: LOCALE, version, value, by: null });
      upserts.push({ kind: DAY_KIND, key, locale: LOCALE, publishedVersion: version, seededFrom: hash });
    }
    if (versions.length === 0) return;
    await tx.insert(contentVersions).values(versions).onConflictDoNothing();
    await tx
      .insert(contentItems)
      .values(upserts)
      .onConflictDoUpdate({
        target: [contentItems.kind, contentItems.key, contentItems.locale],
        set: {
          publishedVersion: sql`excluded.published_version`,
          seededFrom: sql`excluded.seeded_from`,
        },
      });
  });
}

export async function nextVersion(db: Db, day: number): Promise<number> {
  const [row] = await db
    .select({ last: sql<number>`coalesce(max(${contentVersions.version}), 0)::int` })
    .from(contentVersions)
    .where(dayVersions(day));
  return (row?.last ?? 0) + 1;
}

/** Joins each piece to the version members see. */
export const isPublishedVersion = and(
  eq(contentVersions.kind, contentItems.kind),
  eq(contentVersions.key, contentItems.key),
  eq(contentVersions.locale, contentItems.locale),
  eq(contentVersions.version, contentItems.publishedVersion),
);

/** The versions of one day (all of them, or one). */
export const dayVersions = (day: number, version?: number) =>
  and(
    eq(contentVersions.kind, DAY_KIND),
    eq(contentVersions.key, String(day)),
    eq(contentVersions.locale, LOCALE),
    version === undefined ? undefined : eq(contentVersions.version, version),
  );

/** The published days, read in one statement. */
async function readPublished(db: Db) {
  const rows = await db
    .select({ key: contentItems.key, version: contentVersions.version, value: contentVersions.value })
    .from(contentItems)
    .innerJoin(contentVersions, isPublishedVersion)
    .where(and(eq(contentItems.kind, DAY_KIND), eq(contentItems.locale, LOCALE)));
  return new Map(
    rows.map((row) => [Number(row.key), { version: row.version, value: row.value as EditableDay }]),
  );
}

/**
 * This server's published days: `current` is always a whole set, replaced when any server announces a
 * publish (or the feed was lost). Old versions, which never change, are remembered once read.
 */
export class DayTextStore {
  current: DayTexts = new DayTexts(new Map(), 0);
  #generation = 0;
  #versions = new Map<string, EditableDay | null>();

  constructor(
    private readonly db: Db,
    changes: ChangeFeed,
  ) {
    changes.subscribe((change) => {
      if (change.kind === "content" || change.kind === "reset") void this.reload();
    });
  }

  async reload(): Promise<void> {
    const generation = ++this.#generation;
    const days = await readPublished(this.db);
    // A later reload may have finished first: keep the newest.
    if (generation === this.#generation) this.current = new DayTexts(days, generation);
  }

  /** The day as it read at `version` (null when no such version was kept). */
  async atVersion(day: number, version: number): Promise<EditableDay | null> {
    const key = `${day}:${version}`;
    if (this.#versions.has(key)) return this.#versions.get(key) ?? null;
    const [row] = await this.db
      .select({ value: contentVersions.value })
      .from(contentVersions)
      .where(dayVersions(day, version));
    const value = (row?.value as EditableDay | undefined) ?? null;
    this.#versions.set(key, value);
    return value;
  }
}
