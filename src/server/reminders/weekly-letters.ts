import { and, eq, gte, ne } from "drizzle-orm";
import { months } from "../../content/months";
import { wordCount } from "../../domain/journal-archive";
import { localTime } from "../../domain/reminders";
import { paths } from "../../domain/routes";
import { isSealed } from "../../domain/text-limits";
import { isSunday, nextMonday, type WeekInWords, weekEndingOn } from "../../domain/weekly-letter";
import type { Db } from "../db/client";
import { checkIns, journalEntries, pages, reminderPreferences, user } from "../db/schema";
import type { Mailer, MailMessage } from "../mail/mailer";
import { weeklyLetterMail } from "../mail/weekly-letter-mail";
import type { UnsubscribeLinks } from "./unsubscribe-links";

// The weekly letter (D23; docs/jobs.md, "The weekly letter"): scanned with the reminders. On Sunday in
// her time zone, from her reminder hour on, one mail job a week, keyed by her id and that Sunday so
// servers scanning at once queue it once.

type Preferences = Pick<typeof reminderPreferences.$inferSelect, "userId" | "timeZone">;

/** How much she wrote in the week ending on `sunday` (her time zone): counts only, never her words. */
async function weekInWords(db: Db, row: Preferences, sunday: string, now: Date): Promise<WeekInWords> {
  const dates = new Set(weekEndingOn(sunday));
  // A week back and a day either side covers every time zone; each row's own local date then decides.
  const since = new Date(now.getTime() - 9 * 86_400_000);
  const localDate = (at: Date) => localTime(at, row.timeZone).date;
  const [reflections, pageRows, checkInRows] = await Promise.all([
    db
      .select({ content: journalEntries.content, at: journalEntries.updatedAt })
      .from(journalEntries)
      .where(
        and(
          eq(journalEntries.userId, row.userId),
          ne(journalEntries.content, ""),
          gte(journalEntries.updatedAt, since),
        ),
      ),
    db
      .select({ body: pages.body, at: pages.updatedAt })
      .from(pages)
      .where(and(eq(pages.userId, row.userId), ne(pages.body, ""), gte(pages.updatedAt, since))),
    db
      .select({ date: checkIns.date, at: checkIns.savedAt })
      .from(checkIns)
      .where(and(eq(checkIns.userId, row.userId), gte(checkIns.savedAt, since))),
  ]);
  const written = [
    ...reflections.map((r) => ({ text: r.content, date: localDate(r.at) })),
    ...pageRows.map((p) => ({ text: p.body, date: localDate(p.at) })),
  ].filter((entry) => dates.has(entry.date));
  const checkedIn = checkInRows.filter((c) => dates.has(localDate(c.at)));
  const daysWritten = [
    ...new Set([...written.map((w) => w.date), ...checkedIn.map((c) => localDate(c.at))]),
  ].sort();
  const month = months[Number(nextMonday(sunday).slice(5, 7)) - 1];
  return {
    daysWritten,
    // Words sealed on her device (a private journal) cannot be counted here, so a week holding any goes
    // without a count rather than with a wrong one.
    words: written.some((entry) => isSealed(entry.text))
      ? 0
      : written.reduce((sum, entry) => sum + wordCount(entry.text), 0),
    checkIns: checkedIn.length,
    theme: month?.theme ?? "",
  };
}

/** Her letter for the week ending on `lastDay` (her time zone); null when she has no account. */
export async function weeklyLetterFor(
  db: Db,
  row: Preferences,
  links: UnsubscribeLinks,
  publicUrl: string,
  lastDay: string,
  now: Date,
): Promise<MailMessage | null> {
  const [member] = await db
    .select({ email: user.email, name: user.name, firstName: user.firstName })
    .from(user)
    .where(eq(user.id, row.userId));
  if (!member) return null;
  return weeklyLetterMail({
    to: member.email,
    name: member.firstName || member.name,
    week: await weekInWords(db, row, lastDay, now),
    journalUrl: `${publicUrl}${paths.journal}`,
    unsubscribeUrl: links.url(row.userId, "weekly"),
  });
}

/** Queues the weekly letters due at `now`; returns how many were queued by this call. */
export async function queueWeeklyLetters(
  db: Db,
  mailer: Mailer,
  links: UnsubscribeLinks,
  publicUrl: string,
  now: Date,
): Promise<number> {
  const rows = await db.select().from(reminderPreferences).where(eq(reminderPreferences.weekly, true));
  let queued = 0;
  for (const row of rows) {
    const local = localTime(now, row.timeZone);
    if (!isSunday(local.date) || local.hour < row.hour || row.weeklySentOn === local.date) continue;
    const message = await weeklyLetterFor(db, row, links, publicUrl, local.date, now);
    if (!message) continue;
    if (await mailer.send(message, { uniqueKey: `weekly:${row.userId}:${local.date}` })) queued++;
    await db
      .update(reminderPreferences)
      .set({ weeklySentOn: local.date })
      .where(eq(reminderPreferences.userId, row.userId));
  }
  return queued;
}
