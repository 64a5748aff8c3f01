import { and, desc, eq, sql } from "drizzle-orm";
import { alias } from "drizzle-orm/pg-core";
import { dayRuleBreak, type EditableDay } from "../../content/day-rules";
import type { ContentDayList, DayItem } from "../../domain/content-editing";
import type { Db } from "../db/client";
import { contentItems, contentVersions, user } from "../db/schema";
import { httpError } from "../http/errors";
import { DAY_KIND, dayVersions, isPublishedVersion, LOCALE, nextVersion } from "./day-texts";

// The coach edits the days (docs/architecture.md, "Editing the content"): a draft members do not see, checked
// against the content rules on publish; a publish or a restore is a new version, and every version is kept.

const REPOSITORY = "the repository";
const FORMER = "a former team member";

const itemOf = (key: string) =>
  and(eq(contentItems.kind, DAY_KIND), eq(contentItems.key, key), eq(contentItems.locale, LOCALE));

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

/** One day for the editor, in one statement: every version with its author's name, the published text, the draft. */
export async function readDay(db: Db, day: number): Promise<DayItem> {
  const author = alias(user, "author");
  const drafter = alias(user, "drafter");
  const rows = await db
    .select({
      version: contentVersions.version,
      at: contentVersions.at,
      byId: contentVersions.by,
      by: author.name,
      value: sql<EditableDay | null>`case when ${contentVersions.version} = ${contentItems.publishedVersion} then ${contentVersions.value} end`,
      draft: contentItems.draft,
      draftRevision: contentItems.draftRevision,
      draftAt: contentItems.draftAt,
      draftBy: drafter.name,
    })
    .from(contentItems)
    .innerJoin(
      contentVersions,
      and(
        eq(contentVersions.kind, contentItems.kind),
        eq(contentVersions.key, contentItems.key),
        eq(contentVersions.locale, contentItems.locale),
      ),
    )
    .leftJoin(author, eq(author.id, contentVersions.by))
    .leftJoin(drafter, eq(drafter.id, contentItems.draftBy))
    .where(itemOf(String(day)))
    .orderBy(desc(contentVersions.version));
  const [first] = rows;
  const published = rows.find((row) => row.value !== null);
  if (!first || !published?.value) throw httpError(404, `There is no day ${day}.`);
  const summary = (row: (typeof rows)[number]) => ({
    version: row.version,
    at: row.at.toISOString(),
    // A version with no author is the repository's; one whose author's account is gone, a former member's.
    by: row.byId === null ? REPOSITORY : (row.by ?? FORMER),
  });
  const draft = first.draft as EditableDay | null;
  return {
    published: { ...summary(published), value: published.value },
    draft: draft
      ? {
          value: draft,
          at: (first.draftAt ?? new Date()).toISOString(),
          by: first.draftBy ?? FORMER,
          problem: dayRuleBreak(draft),
        }
      : null,
    draftRevision: first.draftRevision,
    versions: rows.map(summary),
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
