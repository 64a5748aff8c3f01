import { and, desc, eq, ne } from "drizzle-orm";
import { Hono } from "hono";
import { pagePath, pageTitle } from "../../domain/open-pages";
import { paths } from "../../domain/routes";
import type { LeftOff, WelcomeBack } from "../../domain/welcome-back";
import type { PublishedTexts } from "../content/published-texts";
import type { AppEnv } from "../context";
import type { Db } from "../db/client";
import { checkIns, journalEntries, pages } from "../db/schema";

// GET /api/journey/welcome-back: when she last wrote (a reflection, a page, a check-in) and where (D23).

async function lastWritten(db: Db, texts: PublishedTexts, userId: string): Promise<WelcomeBack> {
  const [day, page, checkIn] = await Promise.all([
    db
      .select({ day: journalEntries.day, at: journalEntries.updatedAt })
      .from(journalEntries)
      .where(and(eq(journalEntries.userId, userId), ne(journalEntries.content, "")))
      .orderBy(desc(journalEntries.updatedAt))
      .limit(1),
    db
      .select({ id: pages.id, title: pages.title, date: pages.date, at: pages.updatedAt })
      .from(pages)
      .where(eq(pages.userId, userId))
      .orderBy(desc(pages.updatedAt))
      .limit(1),
    db
      .select({ at: checkIns.savedAt })
      .from(checkIns)
      .where(eq(checkIns.userId, userId))
      .orderBy(desc(checkIns.savedAt))
      .limit(1),
  ]);
  const candidates: { at: Date; leftOff: LeftOff }[] = [
    ...day.map((row) => ({
      at: row.at,
      leftOff: {
        kind: "day" as const,
        title: `Day ${row.day} · ${texts.title(row.day)}`,
        href: paths.day(row.day),
      },
    })),
    ...page.map((row) => ({
      at: row.at,
      leftOff: { kind: "page" as const, title: pageTitle(row), href: pagePath(row.id) },
    })),
    ...checkIn.map((row) => ({
      at: row.at,
      leftOff: { kind: "check-in" as const, title: "Your daily check-in", href: paths.checkIn },
    })),
  ];
  const latest = candidates.sort((a, b) => b.at.getTime() - a.at.getTime())[0];
  return { lastWrittenAt: latest?.at.toISOString() ?? null, leftOff: latest?.leftOff ?? null };
}

export const welcomeBackRoutes = (db: Db, texts: { current: PublishedTexts }) =>
  new Hono<AppEnv>().get("/", async (c) => c.json(await lastWritten(db, texts.current, c.get("user").id)));
