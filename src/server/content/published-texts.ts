import { createHash } from "node:crypto";
import { and, eq, sql } from "drizzle-orm";
import {
  affirmationKey,
  type ContentKindName,
  dayAsRead,
  type EditableAffirmation,
  type EditableDay,
  type EditablePrintable,
  type EditableValue,
} from "../../content/content-editing";
import { ceremonyAfterNotes, ceremonySteps } from "../../content/journey-ceremonies";
import { journeyOutline } from "../../content/journey-outline";
import { dayPrintables } from "../../content/journey-prompts";
import { months } from "../../content/months/index";
import { monthLabel } from "../../content/printable-labels";
import { printables } from "../../content/printables";
import type { Month } from "../../content/schema";
import { canOpenDay, requiredTierForDay } from "../../domain/day-access";
import type { JourneyDayContent, JourneyDaySummary } from "../../domain/journey";
import type { Entitlement } from "../../domain/plans";
import type { PrintableTexts } from "../../domain/printable-texts";
import type { ChangeFeed } from "../db/change-feed";
import type { Db } from "../db/client";
import type { MemberProgress } from "../db/member-progress";
import { contentItems, contentVersions } from "../db/schema";
import { type EditableKind, editableKinds, LOCALE } from "./editable-kinds";

// The texts members read (docs/architecture.md, "Editing the content"): the published version of every day,
// affirmation and printable, held in memory so a read runs no SQL, and read again on every server when the
// coach publishes (the change feed's "content"). The repository's text (src/content) seeds the database and
// stays the default: a piece the coach never edited follows the repository when a deploy changes it.

type Published = { version: number; value: unknown };
/** Each kind's published pieces, by key. */
type PublishedPieces = ReadonlyMap<string, ReadonlyMap<string, Published>>;

const repositoryDays = editableKinds.day.repository;

const outlineSection = new Map(journeyOutline.map((entry) => [entry.day, entry.section]));

export const hashOf = (value: unknown) => createHash("sha256").update(JSON.stringify(value)).digest("hex");

/** What the dashboard shows that depends only on her plan: every day's card but whether she completed it. */
export type PlanDays = Omit<JourneyDaySummary, "completed">[];

const planKeyOf = (e: Entitlement) => `${e.subscribed}|${e.tier}|${e.isAdmin}`;

/** One set of published texts; replaced whole when the coach publishes, so its caches go with it. */
export class PublishedTexts {
  #json = new Map<number, string>();
  #planDays = new Map<string, PlanDays>();
  #careDays: ReadonlySet<number> | undefined;
  #calendar: { body: string; etag: string } | undefined;
  #printables: string | undefined;
  /** Each member's dashboard JSON by plan, kept with her progress object, which her writes replace. */
  #dashboards = new WeakMap<MemberProgress, Map<string, string>>();

  constructor(private readonly pieces: PublishedPieces) {}

  /** A piece as published (the repository's when the database has none yet); undefined for no such piece. */
  #piece<K extends ContentKindName>(kind: K, key: string): EditableValue<K> | undefined {
    const value = this.pieces.get(kind)?.get(key)?.value ?? editableKinds[kind].repository.get(key);
    return value as EditableValue<K> | undefined;
  }

  /** The day as published. */
  day(day: number): EditableDay {
    const value = this.#piece("day", String(day));
    if (!value) throw new Error(`journey content is missing day ${day}`);
    return value;
  }

  /** The published version her reflection answers when she writes it today. */
  version(day: number): number {
    return this.pieces.get("day")?.get(String(day))?.version ?? 1;
  }

  /** The days that carry the care note (the heavy days), computed once per set. */
  careDays(): ReadonlySet<number> {
    this.#careDays ??= new Set([...repositoryDays.keys()].map(Number).filter((day) => this.day(day).care));
    return this.#careDays;
  }

  title(day: number): string {
    return this.#piece("day", String(day))?.title ?? `Day ${day}`;
  }

  /** The day read's JSON, written once per day and set. */
  json(day: number): string {
    let json = this.#json.get(day);
    if (json === undefined) {
      json = JSON.stringify(dayContent(day, this.day(day), this));
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

  /** Her dashboard's JSON for her plan and progress, made by `make` once per progress object and plan. */
  dashboard(entitlement: Entitlement, progress: MemberProgress, make: () => string): string {
    const byPlan = this.#dashboards.get(progress) ?? new Map<string, string>();
    this.#dashboards.set(progress, byPlan);
    const plan = planKeyOf(entitlement);
    let json = byPlan.get(plan);
    if (json === undefined) {
      json = make();
      byPlan.set(plan, json);
    }
    return json;
  }

  /** One day of the calendar (month 1–12), or undefined for a date it does not have. */
  affirmation(month: number, day: number): EditableAffirmation | undefined {
    return this.#piece("affirmation", affirmationKey(month, day));
  }

  /** A month's name (month 1–12), or undefined for no such month. */
  monthLabel(month: number): string | undefined {
    return months[month - 1]?.label;
  }

  /** The twelve months with their published affirmations, as GET /api/affirmations answers, and its ETag. */
  calendar(): { body: string; etag: string } {
    if (!this.#calendar) {
      const calendar: Month[] = months.map((month, index) => ({
        ...month,
        days: month.days.map(({ day }) => {
          const { text, guidance, care } = this.affirmation(index + 1, day) as EditableAffirmation;
          return { day, text, ...(guidance ? { guidance } : {}), ...(care ? { care: true as const } : {}) };
        }),
      }));
      const body = JSON.stringify({ months: calendar });
      this.#calendar = { body, etag: `"${hashOf(body).slice(0, 27)}"` };
    }
    return this.#calendar;
  }

  /** A printable's title and description as published, or undefined for no such printable. */
  printable(id: string): EditablePrintable | undefined {
    return this.#piece("printable", id);
  }

  /** Every printable's title and description, by id, as GET /api/printables answers. */
  printablesJson(): string {
    if (this.#printables === undefined) {
      const answer: PrintableTexts = {
        printables: Object.fromEntries(
          printables.map(({ id }) => [id, this.printable(id) as EditablePrintable]),
        ),
      };
      this.#printables = JSON.stringify(answer);
    }
    return this.#printables;
  }
}

/** The printable that fits the day (#29 item 9), as the day page names it. */
function printableFor(day: number, texts: PublishedTexts): Pick<JourneyDayContent, "printable"> {
  const printable = printables.find((p) => p.id === dayPrintables[day]);
  if (!printable) return {};
  return {
    printable: {
      month: printable.month,
      title: texts.printable(printable.id)?.title ?? printable.title,
      label: `${monthLabel(printable)} ${printable.kind === "worksheet" ? "worksheet" : "reflection page"}`,
    },
  };
}

/** One day's layers as the day page reads them (D13). */
export function dayContent(day: number, text: EditableDay, texts: PublishedTexts): JourneyDayContent {
  const section = outlineSection.get(day);
  if (!section) throw new Error(`journey content is missing day ${day}`);
  return {
    ...dayAsRead(day, section, text),
    ...(ceremonySteps[day] ? { steps: [...(ceremonySteps[day] ?? [])] } : {}),
    ...(ceremonyAfterNotes[day] ? { afterSteps: ceremonyAfterNotes[day] } : {}),
    ...printableFor(day, texts),
  };
}

/**
 * Puts the repository's texts in the database: a piece it does not hold yet as version 1, and a piece whose
 * published version came from the repository as a new version when a deploy changed its text. A piece the
 * coach published stays hers. Servers starting together take turns (an advisory lock).
 */
export async function seedContent(db: Db): Promise<void> {
  await db.transaction(async (tx) => {
    await tx.execute(sql`select pg_advisory_xact_lock(hashtext('content_seed'))`);
    const items = await tx
      .select({
        kind: contentItems.kind,
        key: contentItems.key,
        seededFrom: contentItems.seededFrom,
        last: sql<number>`(select max(${contentVersions.version}) from ${contentVersions} where ${contentVersions.kind} = ${contentItems.kind} and ${contentVersions.key} = ${contentItems.key} and ${contentVersions.locale} = ${contentItems.locale})::int`,
      })
      .from(contentItems)
      .where(eq(contentItems.locale, LOCALE));
    const byKey = new Map(items.map((item) => [`${item.kind}:${item.key}`, item]));
    const versions: (typeof contentVersions.$inferInsert)[] = [];
    const upserts: (typeof contentItems.$inferInsert)[] = [];
    for (const kind of Object.values(editableKinds) as EditableKind<ContentKindName>[]) {
      for (const [key, value] of kind.repository) {
        const hash = hashOf(value);
        const item = byKey.get(`${kind.name}:${key}`);
        if (item && (item.seededFrom === null || item.seededFrom === hash)) continue;
        const version = item ? (item.last ?? 0) + 1 : 1;
        versions.push({ kind: kind.name, key, locale: LOCALE, version, value, by: null });
        upserts.push({ kind: kind.name, key, locale: LOCALE, publishedVersion: version, seededFrom: hash });
      }
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

/** The version the piece's next publish gets. */
export async function nextVersion(db: Db, kind: ContentKindName, key: string): Promise<number> {
  const [row] = await db
    .select({ last: sql<number>`coalesce(max(${contentVersions.version}), 0)::int` })
    .from(contentVersions)
    .where(versionsOf(kind, key));
  return (row?.last ?? 0) + 1;
}

/** Joins each piece to the version members see. */
export const isPublishedVersion = and(
  eq(contentVersions.kind, contentItems.kind),
  eq(contentVersions.key, contentItems.key),
  eq(contentVersions.locale, contentItems.locale),
  eq(contentVersions.version, contentItems.publishedVersion),
);

/** The versions of one piece (all of them, or one). */
export const versionsOf = (kind: ContentKindName, key: string, version?: number) =>
  and(
    eq(contentVersions.kind, kind),
    eq(contentVersions.key, key),
    eq(contentVersions.locale, LOCALE),
    version === undefined ? undefined : eq(contentVersions.version, version),
  );

/** Every published piece, read in one statement. */
async function readPublished(db: Db): Promise<PublishedPieces> {
  const rows = await db
    .select({
      kind: contentItems.kind,
      key: contentItems.key,
      version: contentVersions.version,
      value: contentVersions.value,
    })
    .from(contentItems)
    .innerJoin(contentVersions, isPublishedVersion)
    .where(eq(contentItems.locale, LOCALE));
  const pieces = new Map<string, Map<string, Published>>();
  for (const { kind, key, version, value } of rows) {
    const ofKind = pieces.get(kind) ?? new Map<string, Published>();
    pieces.set(kind, ofKind.set(key, { version, value }));
  }
  return pieces;
}

/**
 * This server's published texts: `current` is always a whole set, replaced when any server announces a
 * publish (or the feed was lost). Old versions of a day, which never change, are remembered once read.
 */
export class PublishedTextStore {
  current: PublishedTexts = new PublishedTexts(new Map());
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
    const pieces = await readPublished(this.db);
    // A later reload may have finished first: keep the newest.
    if (generation === this.#generation) this.current = new PublishedTexts(pieces);
  }

  /** The day as it read at `version` (null when no such version was kept). */
  async atVersion(day: number, version: number): Promise<EditableDay | null> {
    const key = `${day}:${version}`;
    if (this.#versions.has(key)) return this.#versions.get(key) ?? null;
    const [row] = await this.db
      .select({ value: contentVersions.value })
      .from(contentVersions)
      .where(versionsOf("day", String(day), version));
    const value = (row?.value as EditableDay | undefined) ?? null;
    this.#versions.set(key, value);
    return value;
  }
}
