import { and, eq, inArray, ne, sql } from "drizzle-orm";
import { journeyOutline } from "../../content/journey-outline";
import { journeyPrompts } from "../../content/journey-prompts";
import { excerptOf } from "../../domain/journal-archive";
import {
  MAX_ON_THIS_DAY,
  type OnThisDayItem,
  type ResurfaceKind,
  resurfacingDates,
} from "../../domain/on-this-day";
import { pagePath, pageTitle } from "../../domain/open-pages";
import { paths } from "../../domain/routes";
import type { Db } from "./client";
import { journalEntries, pages, resurfacingHidden, resurfacingPreferences } from "./schema";

// On this day (D23): her day reflections (by the date she first wrote them, UTC) and open pages (by
// their own date) from a week, a month and a year before `today`, minus what she hid. Scoped by her id.
// Nothing when she turned the card off; entries of days marked heavy (the care days) only when she asked
// for them, and then with a care line (issue #49).

const titleOf = new Map(journeyOutline.map(({ day, title }) => [day, title]));
const heavyDays = new Set(journeyPrompts.filter((prompt) => prompt.care).map((prompt) => prompt.day));

export async function onThisDay(db: Db, userId: string, today: string): Promise<OnThisDayItem[]> {
  const [choice] = await db
    .select()
    .from(resurfacingPreferences)
    .where(eq(resurfacingPreferences.userId, userId));
  if (choice && !choice.onThisDay) return [];
  const withHeavy = choice?.heavyDays ?? false;
  const dates = resurfacingDates(today);
  const agoOf = new Map(dates.map(({ date, ago }) => [date, ago]));
  const wanted = dates.map(({ date }) => date);
  const writtenOn = sql<string>`to_char(${journalEntries.createdAt} at time zone 'UTC', 'YYYY-MM-DD')`;
  const [days, pageRows, hiddenRows] = await Promise.all([
    db
      .select({ day: journalEntries.day, content: journalEntries.content, date: writtenOn })
      .from(journalEntries)
      .where(
        and(eq(journalEntries.userId, userId), ne(journalEntries.content, ""), inArray(writtenOn, wanted)),
      ),
    db
      .select()
      .from(pages)
      .where(and(eq(pages.userId, userId), inArray(pages.date, wanted), ne(pages.body, ""))),
    db
      .select({ kind: resurfacingHidden.kind, key: resurfacingHidden.key })
      .from(resurfacingHidden)
      .where(eq(resurfacingHidden.userId, userId)),
  ]);
  const hidden = new Set(hiddenRows.map((row) => `${row.kind}:${row.key}`));
  const items: OnThisDayItem[] = [
    ...days
      .filter((row) => withHeavy || !heavyDays.has(row.day))
      .map((row) => ({
        kind: "day" as const,
        key: String(row.day),
        date: row.date,
        title: `Day ${row.day} · ${titleOf.get(row.day) ?? ""}`,
        excerpt: excerptOf(row.content),
        href: paths.day(row.day),
        ...(heavyDays.has(row.day) ? { care: true as const } : {}),
      })),
    ...pageRows.map((row) => ({
      kind: "page" as const,
      key: row.id,
      date: row.date,
      title: pageTitle(row),
      excerpt: excerptOf(row.body),
      href: pagePath(row.id),
    })),
  ].flatMap((item) => {
    const ago = agoOf.get(item.date);
    return ago && !hidden.has(`${item.kind}:${item.key}`) ? [{ ...item, ago }] : [];
  });
  // Nearest first: a week ago, then a month, then a year.
  items.sort((a, b) => b.date.localeCompare(a.date));
  return items.slice(0, MAX_ON_THIS_DAY);
}

/** Never resurfaces this day or page again; it stays in her journal. */
export async function hideFromOnThisDay(db: Db, userId: string, kind: ResurfaceKind, key: string) {
  await db.insert(resurfacingHidden).values({ userId, kind, key }).onConflictDoNothing();
}
