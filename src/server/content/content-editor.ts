import { and, desc, eq, sql } from "drizzle-orm";
import { dayRuleBreak, type EditableDay } from "../../content/day-rules";
import type { ContentDayList, DayItem } from "../../domain/content-editing";
import type { Db } from "../db/client";
import { contentItems, contentVersions, user } from "../db/schema";
import { httpError } from "../http/errors";
import { DAY_KIND, dayVersions, isPublishedVersion, LOCALE, nextVersion } from "./day-texts";

// The coach edits the days (docs/architecture.md, "Editing the content"): a draft members do not see, checked
// against the content rules on publish; a publish or a restore is a new version, and every version is kept.

const REPOSITORY = "the repository";

const itemOf = (key: string) =>
  and(eq(contentItems.kind, DAY_KIND), eq(contentItems.key, key), eq(contentItems.locale, LOCALE));

/** A person's name for the editor's history, from her id (null: the repository). */
async function namesOf(db: Db, ids: (string | null)[]): Promise<Map<string | null, string>> {
  const wanted = [...new Set(ids.filter((id): id is string => id !== null))];
  const rows =
    wanted.length === 0
      ? []
      : await db.select({ id: user.id, name: user.name }).from(user).where(sql`${user.id} in ${wanted}`);
  const names = new Map<string | null, string>(rows.map((row) => [row.id, row.name]));
  names.set(null, REPOSITORY);
  return names;
}

export async function listDays(db: Db): Promise<ContentDayList> {
  const rows = await db
    .select({
      key: contentItems.key,
      version: contentItems.publishedVersion,
      hasDraft: sql<boolean>`${contentItems.draft} is not null`,
      edited: sql<boolean>`${contentItems.seededFrom} is null`,
      title: sql<string>`${contentVersions.value}->>'title'`,
    })
    .from(contentItems)
    .innerJoin(contentVersions, isPublishedVersion)
    .where(and(eq(contentItems.kind, DAY_KIND), eq(contentItems.locale, LOCALE)));
  return {
    days: rows
      .map((row) => ({ ...row, day: Number(row.key) }))
      .sort((a, b) => a.day - b.day)
      .map(({ key: _key, ...day }) => day),
  };
}

export async function readDay(db: Db, day: number): Promise<DayItem> {
  const key = String(day);
  const [item] = await db.select().from(contentItems).where(itemOf(key));
  if (!item) throw httpError(404, `There is no day ${day}.`);
  const versions = await db
    .select({
      version: contentVersions.version,
      at: contentVersions.at,
      by: contentVersions.by,
      value: contentVersions.value,
    })
    .from(contentVersions)
    .where(dayVersions(day))
    .orderBy(desc(contentVersions.version));
  const names = await namesOf(db, [...versions.map((v) => v.by), item.draftBy]);
  const published = versions.find((v) => v.version === item.publishedVersion);
  if (!published) throw new Error(`day ${day} has no version ${item.publishedVersion}`);
  const summary = (v: (typeof versions)[number]) => ({
    version: v.version,
    at: v.at.toISOString(),
    by: names.get(v.by) ?? REPOSITORY,
  });
  const draft = item.draft as EditableDay | null;
  return {
    published: { ...summary(published), value: published.value as EditableDay },
    draft: draft
      ? {
          value: draft,
          at: (item.draftAt ?? new Date()).toISOString(),
          by: names.get(item.draftBy) ?? REPOSITORY,
          problem: dayRuleBreak(draft),
        }
      : null,
    draftRevision: item.draftRevision,
    versions: versions.map(summary),
  };
}

/** Saves her draft unless someone saved another since `baseRevision` (409, with the draft as it is now). */
export async function saveDayDraft(
  db: Db,
  day: number,
  value: EditableDay,
  baseRevision: number,
  by: string,
): Promise<DayItem> {
  const saved = await db
    .update(contentItems)
    .set({
      draft: value,
      draftRevision: sql`${contentItems.draftRevision} + 1`,
      draftAt: sql`now()`,
      draftBy: by,
    })
    .where(and(itemOf(String(day)), eq(contentItems.draftRevision, baseRevision)))
    .returning({ key: contentItems.key });
  if (saved.length === 0) {
    const current = await readDay(db, day);
    throw httpError(409, "Someone saved this day's draft after you opened it. Their draft is shown now.", {
      current,
    });
  }
  return readDay(db, day);
}

/** Publishes `value` as the day's next version and clears the draft. */
async function publishValue(db: Db, day: number, value: EditableDay, by: string) {
  const key = String(day);
  await db.transaction(async (tx) => {
    const t = tx as unknown as Db;
    const [item] = await t.select().from(contentItems).where(itemOf(key)).for("update");
    if (!item) throw httpError(404, `There is no day ${day}.`);
    const version = await nextVersion(t, day);
    await t.insert(contentVersions).values({ kind: DAY_KIND, key, locale: LOCALE, version, value, by });
    await t
      .update(contentItems)
      .set({
        publishedVersion: version,
        seededFrom: null,
        draft: null,
        draftRevision: sql`${contentItems.draftRevision} + 1`,
        draftAt: null,
        draftBy: null,
      })
      .where(itemOf(key));
  });
}

/** Publishes the day's draft: 409 without one, 400 naming the rule and field it breaks. */
export async function publishDayDraft(db: Db, day: number, by: string): Promise<void> {
  const [item] = await db
    .select({ draft: contentItems.draft })
    .from(contentItems)
    .where(itemOf(String(day)));
  if (!item) throw httpError(404, `There is no day ${day}.`);
  const draft = item.draft as EditableDay | null;
  if (!draft) throw httpError(409, "There is no draft to publish.");
  const problem = dayRuleBreak(draft);
  if (problem) throw httpError(400, problem.error, { rule: problem.rule, field: problem.field });
  await publishValue(db, day, draft, by);
}

/** Publishes an earlier version again, as the newest one. */
export async function restoreDayVersion(db: Db, day: number, version: number, by: string): Promise<void> {
  const [row] = await db
    .select({ value: contentVersions.value })
    .from(contentVersions)
    .where(dayVersions(day, version));
  if (!row) throw httpError(404, `Day ${day} has no version ${version}.`);
  await publishValue(db, day, row.value as EditableDay, by);
}
