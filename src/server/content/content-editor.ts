import { and, desc, eq, sql } from "drizzle-orm";
import { alias } from "drizzle-orm/pg-core";
import type { ContentItem, ContentKindName, ContentList, EditableValue } from "../../content/content-editing";
import type { Db } from "../db/client";
import { contentItems, contentVersions, user } from "../db/schema";
import { httpError } from "../http/errors";
import type { EditableKind } from "./editable-kinds";
import { LOCALE } from "./editable-kinds";
import { isPublishedVersion, nextVersion, versionsOf } from "./published-texts";

// The coach edits her texts (docs/architecture.md, "Editing the content"): a draft members do not see, checked
// against the content rules on publish; a publish or a restore is a new version, and every version is kept.
// The same for each kind (a day, an affirmation, a printable), keyed as editable-kinds.ts declares.

const REPOSITORY = "the repository";
const FORMER = "a former team member";

const itemOf = (kind: ContentKindName, key: string) =>
  and(eq(contentItems.kind, kind), eq(contentItems.key, key), eq(contentItems.locale, LOCALE));

/** The 404 for a piece that does not exist (a key of no piece, or one not seeded). */
export const missing = <K extends ContentKindName>(kind: EditableKind<K>, key: string) =>
  httpError(404, `There is no ${kind.repository.has(key) ? kind.label(key) : `such ${kind.name}`}.`);

export async function listItems<K extends ContentKindName>(
  db: Db,
  kind: EditableKind<K>,
): Promise<ContentList> {
  const rows = await db
    .select({
      key: contentItems.key,
      version: contentItems.publishedVersion,
      hasDraft: sql<boolean>`${contentItems.draft} is not null`,
      edited: sql<boolean>`${contentItems.seededFrom} is null`,
      value: contentVersions.value,
    })
    .from(contentItems)
    .innerJoin(contentVersions, isPublishedVersion)
    .where(and(eq(contentItems.kind, kind.name), eq(contentItems.locale, LOCALE)));
  const byKey = new Map(rows.map((row) => [row.key, row]));
  return {
    items: [...kind.repository.keys()].flatMap((key) => {
      const row = byKey.get(key);
      if (!row) return [];
      const { value, ...rest } = row;
      return [{ ...rest, label: kind.label(key), title: kind.title(value as EditableValue<K>) }];
    }),
  };
}

/** One piece for the editor, in one statement: every version with its author's name, the published text, the draft. */
export async function readItem<K extends ContentKindName>(
  db: Db,
  kind: EditableKind<K>,
  key: string,
): Promise<ContentItem<EditableValue<K>>> {
  const author = alias(user, "author");
  const drafter = alias(user, "drafter");
  const rows = await db
    .select({
      version: contentVersions.version,
      at: contentVersions.at,
      byId: contentVersions.by,
      by: author.name,
      value: sql<unknown>`case when ${contentVersions.version} = ${contentItems.publishedVersion} then ${contentVersions.value} end`,
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
    .where(itemOf(kind.name, key))
    .orderBy(desc(contentVersions.version));
  const [first] = rows;
  const published = rows.find((row) => row.value !== null);
  if (!first || !published?.value) throw missing(kind, key);
  const summary = (row: (typeof rows)[number]) => ({
    version: row.version,
    at: row.at.toISOString(),
    // A version with no author is the repository's; one whose author's account is gone, a former member's.
    by: row.byId === null ? REPOSITORY : (row.by ?? FORMER),
  });
  const draft = first.draft as EditableValue<K> | null;
  return {
    published: { ...summary(published), value: published.value as EditableValue<K> },
    draft: draft
      ? {
          value: draft,
          at: (first.draftAt ?? new Date()).toISOString(),
          by: first.draftBy ?? FORMER,
          problem: kind.ruleBreak(draft),
        }
      : null,
    draftRevision: first.draftRevision,
    versions: rows.map(summary),
  };
}

/** Saves her draft unless someone saved another since `baseRevision` (409, with the draft as it is now). */
export async function saveDraft<K extends ContentKindName>(
  db: Db,
  kind: EditableKind<K>,
  key: string,
  value: EditableValue<K>,
  baseRevision: number,
  by: string,
): Promise<ContentItem<EditableValue<K>>> {
  const saved = await db
    .update(contentItems)
    .set({
      draft: value,
      draftRevision: sql`${contentItems.draftRevision} + 1`,
      draftAt: sql`now()`,
      draftBy: by,
    })
    .where(and(itemOf(kind.name, key), eq(contentItems.draftRevision, baseRevision)))
    .returning({ key: contentItems.key });
  if (saved.length === 0) {
    const current = await readItem(db, kind, key);
    throw httpError(409, "Someone saved this draft after you opened it. Their draft is shown now.", {
      current,
    });
  }
  return readItem(db, kind, key);
}

/** Publishes `value` as the piece's next version and clears the draft; answers the new version. */
async function publishValue<K extends ContentKindName>(
  db: Db,
  kind: EditableKind<K>,
  key: string,
  value: EditableValue<K>,
  by: string,
): Promise<number> {
  return db.transaction(async (tx) => {
    const t = tx as unknown as Db;
    const [item] = await t.select().from(contentItems).where(itemOf(kind.name, key)).for("update");
    if (!item) throw missing(kind, key);
    const version = await nextVersion(t, kind.name, key);
    await t.insert(contentVersions).values({ kind: kind.name, key, locale: LOCALE, version, value, by });
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
      .where(itemOf(kind.name, key));
    return version;
  });
}

/** Publishes the piece's draft: 409 without one, 400 naming the rule and field it breaks. */
export async function publishDraft<K extends ContentKindName>(
  db: Db,
  kind: EditableKind<K>,
  key: string,
  by: string,
): Promise<number> {
  const [item] = await db
    .select({ draft: contentItems.draft })
    .from(contentItems)
    .where(itemOf(kind.name, key));
  if (!item) throw missing(kind, key);
  const draft = item.draft as EditableValue<K> | null;
  if (!draft) throw httpError(409, "There is no draft to publish.");
  const problem = kind.ruleBreak(draft);
  if (problem) throw httpError(400, problem.error, { rule: problem.rule, field: problem.field });
  return publishValue(db, kind, key, draft, by);
}

/** Publishes an earlier version again, as the newest one. */
export async function restoreVersion<K extends ContentKindName>(
  db: Db,
  kind: EditableKind<K>,
  key: string,
  version: number,
  by: string,
): Promise<number> {
  const [row] = await db
    .select({ value: contentVersions.value })
    .from(contentVersions)
    .where(versionsOf(kind.name, key, version));
  if (!row) throw httpError(404, `${kind.label(key)} has no version ${version}.`);
  return publishValue(db, kind, key, row.value as EditableValue<K>, by);
}
