import { and, desc, eq, ilike, or, sql } from "drizzle-orm";
import {
  type ArchiveEntry,
  excerptOf,
  excerptOfWindow,
  searchTerms,
  wordCount,
} from "../../domain/journal-archive";
import { formatPageDate, pagePath, pageTitle } from "../../domain/open-pages";
import { paths } from "../../domain/routes";
import { isSealed } from "../../domain/text-limits";
import { isToolId, printableIdOfNotes, toolTitles } from "../../domain/tool-states";
import type { PublishedTexts } from "../content/published-texts";
import type { Db } from "./client";
import { excerptWindow } from "./excerpt-start";
import { likePattern, plainText } from "./like-pattern";
import { PAGE_WINDOW } from "./pages";
import { checkIns, pages, toolStates } from "./schema";

// Everything she wrote beside the day reflections, for the archive and its search (D23, issue item 9):
// open pages, check-in answers, tool reflections and printable notes. Each is an ArchiveEntry whose
// `kind` says which; the day reflections come from journal-archive.ts. Every query is scoped by her id.

/** True when `text` holds every term (already lower-cased). */
const holdsAll = (text: string, terms: readonly string[]) => {
  const lower = text.toLowerCase();
  return terms.every((term) => lower.includes(term));
};

/** The written words of a tool's or printable's saved state, in the order it shows them. */
function writtenWords(state: unknown): string {
  if (typeof state !== "object" || state === null) return "";
  return Object.values(state)
    .filter((value): value is string => typeof value === "string" && value.trim() !== "" && !isSealed(value))
    .join("\n\n");
}

/** Words sealed on her device (a private journal): listed without an excerpt, never searched here. */
const holdsSealed = (state: unknown) =>
  typeof state === "object" && state !== null && Object.values(state).some(isSealed);

function entry(
  fields: Omit<ArchiveEntry, "excerpt" | "words" | "completedAt" | "day">,
  text: string,
  terms: readonly string[],
): ArchiveEntry {
  return { ...fields, day: null, excerpt: excerptOf(text, terms), words: wordCount(text), completedAt: null };
}

export async function listPagesWritten(db: Db, userId: string, terms: readonly string[]) {
  const rows = await db
    .select({
      id: pages.id,
      date: pages.date,
      title: pages.title,
      // Without a search the stored opening is the excerpt, as for reflections.
      ...(terms[0]
        ? excerptWindow(pages.body, terms[0], PAGE_WINDOW)
        : { window: pages.opening, cutBefore: sql<boolean>`false`, cutAfter: sql<boolean>`false` }),
      words: pages.words,
      createdAt: pages.createdAt,
      updatedAt: pages.updatedAt,
    })
    .from(pages)
    .where(
      and(
        eq(pages.userId, userId),
        or(sql`${pages.body} <> ''`, sql`${pages.title} <> ''`),
        ...terms.map((term) =>
          or(
            ilike(plainText(pages.body), likePattern(term)),
            ilike(plainText(pages.title), likePattern(term)),
          ),
        ),
      ),
    )
    .orderBy(desc(pages.updatedAt));
  return rows.map((row) => ({
    kind: "page" as const,
    key: row.id,
    day: null,
    href: pagePath(row.id),
    title: pageTitle(row),
    excerpt: excerptOfWindow(row.window, terms, { before: row.cutBefore, after: row.cutAfter }),
    words: Number(row.words),
    completedAt: null,
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
  }));
}

export async function listCheckInAnswers(db: Db, userId: string, terms: readonly string[]) {
  const answers = sql`concat_ws(' ', ${checkIns.gratitude}, ${checkIns.challenge}, ${checkIns.intention})`;
  // Sealed answers (a private journal) are listed but never searched here: her device searches them.
  const searchable = sql`concat_ws(' ', ${plainText(checkIns.gratitude)}, ${plainText(checkIns.challenge)}, ${plainText(checkIns.intention)})`;
  const rows = await db
    .select()
    .from(checkIns)
    .where(
      and(
        eq(checkIns.userId, userId),
        sql`${answers} ~ '\\S'`,
        ...terms.map((term) => sql`${searchable} ilike ${likePattern(term)}`),
      ),
    )
    .orderBy(desc(checkIns.date));
  return rows.map((row) =>
    entry(
      {
        kind: "check-in",
        key: row.date,
        href: paths.growth,
        title: `Check-in · ${formatPageDate(row.date)}`,
        createdAt: row.savedAt.toISOString(),
        updatedAt: row.savedAt.toISOString(),
      },
      [row.gratitude, row.challenge, row.intention]
        .filter((answer) => answer.trim() && !isSealed(answer))
        .join(" · "),
      terms,
    ),
  );
}

/** Tools and printable notes are a few rows each member: read whole, searched here. */
export async function listToolWritings(
  db: Db,
  texts: Pick<PublishedTexts, "printable">,
  userId: string,
  terms: readonly string[],
) {
  const rows = await db.select().from(toolStates).where(eq(toolStates.userId, userId));
  return rows.flatMap((row) => {
    const text = writtenWords(row.state);
    const sealedOnly = !text && terms.length === 0 && holdsSealed(row.state);
    if (!sealedOnly && (!text || !holdsAll(text, terms))) return [];
    const printable = printableIdOfNotes(row.tool);
    const tool = isToolId(row.tool) ? row.tool : null;
    const fields = printable
      ? { kind: "printable" as const, title: `Notes · ${texts.printable(printable)?.title ?? printable}` }
      : { kind: "tool" as const, title: tool ? toolTitles[tool] : row.tool };
    return [
      entry(
        {
          ...fields,
          key: printable ?? row.tool,
          href: printable ? paths.printables : tool ? paths[tool] : paths.bonusTools,
          createdAt: row.updatedAt.toISOString(),
          updatedAt: row.updatedAt.toISOString(),
        },
        text,
        terms,
      ),
    ];
  });
}

/** Her other writings for the archive, newest first; with a query, those holding all its words. */
export async function listOtherWritings(
  db: Db,
  texts: Pick<PublishedTexts, "printable">,
  userId: string,
  query?: string,
): Promise<ArchiveEntry[]> {
  const terms = query ? searchTerms(query) : [];
  const lists = await Promise.all([
    listPagesWritten(db, userId, terms),
    listCheckInAnswers(db, userId, terms),
    listToolWritings(db, texts, userId, terms),
  ]);
  return lists.flat();
}

/** Merges lists of entries into one, newest first. */
export const newestFirst = (entries: ArchiveEntry[]) =>
  [...entries].sort((a, b) => b.updatedAt.localeCompare(a.updatedAt));
