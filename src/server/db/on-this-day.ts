import { and, desc, eq, inArray, ne, notInArray, type SQLWrapper, sql } from "drizzle-orm";
import { excerptOf } from "../../domain/journal-archive";
import {
  MAX_ON_THIS_DAY,
  type OnThisDayItem,
  type ResurfaceKind,
  resurfacingDates,
} from "../../domain/on-this-day";
import { pagePath, pageTitle } from "../../domain/open-pages";
import { paths } from "../../domain/routes";
import type { PublishedTexts } from "../content/published-texts";
import type { Db } from "./client";
import { journalEntries, pages, resurfacingHidden, resurfacingPreferences } from "./schema";

// On this day (D23): her day reflections (by the date she first wrote them, UTC) and open pages (by
// their own date) from a week, a month and a year before `today`, minus what she hid. Scoped by her id.
// Nothing when she turned the card off; entries of days marked heavy (the care days) only when she asked
// for them, and then with a care line (issue #49).

/** `texts`: the days as published now, for each reflection's title and whether its day is heavy. */
export async function onThisDay(
  db: Db,
  texts: PublishedTexts,
  userId: string,
  today: string,
): Promise<OnThisDayItem[]> {
  const heavyDays = texts.careDays();
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
  // docs/security.md, "Expensive reads": only the stored openings leave the database, at most a card's
  // worth of each kind, and what she hid is left out there (she may keep thousands of pages).
  const notHidden = (kind: ResurfaceKind, key: SQLWrapper) =>
    sql`not exists (select 1 from ${resurfacingHidden} where ${resurfacingHidden.userId} = ${userId}
      and ${resurfacingHidden.kind} = ${kind} and ${resurfacingHidden.key} = ${key})`;
  const [days, pageRows] = await Promise.all([
    db
      .select({ day: journalEntries.day, opening: journalEntries.opening, date: writtenOn })
      .from(journalEntries)
      .where(
        and(
          eq(journalEntries.userId, userId),
          ne(journalEntries.opening, ""),
          inArray(writtenOn, wanted),
          withHeavy ? undefined : notInArray(journalEntries.day, [...heavyDays]),
          notHidden("day", sql`${journalEntries.day}::text`),
        ),
      )
      .orderBy(desc(journalEntries.createdAt))
      .limit(MAX_ON_THIS_DAY),
    db
      .select({ id: pages.id, date: pages.date, title: pages.title, opening: pages.opening })
      .from(pages)
      .where(
        and(
          eq(pages.userId, userId),
          inArray(pages.date, wanted),
          ne(pages.opening, ""),
          notHidden("page", pages.id),
        ),
      )
      .orderBy(desc(pages.date), desc(pages.updatedAt))
      .limit(MAX_ON_THIS_DAY),
  ]);
  const items: OnThisDayItem[] = [
    ...days.map((row) => ({
      kind: "day" as const,
      key: String(row.day),
      date: row.date,
      title: `Day ${row.day} · ${texts.title(row.day)}`,
      excerpt: excerptOf(row.opening),
      href: paths.day(row.day),
      ...(heavyDays.has(row.day) ? { care: true as const } : {}),
    })),
    ...pageRows.map((row) => ({
      kind: "page" as const,
      key: row.id,
      date: row.date,
      title: pageTitle(row),
      excerpt: excerptOf(row.opening),
      href: pagePath(row.id),
    })),
  ].flatMap((item) => {
    const ago = agoOf.get(item.date);
    return ago ? [{ ...item, ago }] : [];
  });
  // Nearest first: a week ago, then a month, then a year.
  items.sort((a, b) => b.date.localeCompare(a.date));
  return items.slice(0, MAX_ON_THIS_DAY);
}

/** Never resurfaces this day or page again; it stays in her journal. */
export async function hideFromOnThisDay(db: Db, userId: string, kind: ResurfaceKind, key: string) {
  await db.insert(resurfacingHidden).values({ userId, kind, key }).onConflictDoNothing();
}
