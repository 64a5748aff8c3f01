import { and, eq, isNotNull, max, ne, sql } from "drizzle-orm";
import { JOURNEY_DAYS } from "../../domain/day-access";
import { journeyProgress } from "../../domain/journey";
import { decideReminder, localTime } from "../../domain/reminders";
import { paths } from "../../domain/routes";
import { queueSequenceMessages } from "../broadcasts/sequences";
import type { PublishedTexts } from "../content/published-texts";
import type { Db } from "../db/client";
import { checkIns, journalEntries, reminderPreferences, user } from "../db/schema";
import { describeForLog } from "../http/errors";
import type { Mailer } from "../mail/mailer";
import { reminderMail } from "../mail/reminder-mails";
import type { UnsubscribeLinks } from "./unsubscribe-links";
import { queueWeeklyLetters } from "./weekly-letters";

// Every app server looks once a minute for members whose reminder hour has come in their own time
// zone (docs/jobs.md, "Reminders"). A reminder is a mail job whose unique key is her id and local
// date, so servers looking at the same moment queue it once; the rules are src/domain/reminders.ts.

export const SCAN_EVERY_MS = 60_000;
/**
 * A scan that comes a little after her hour has ended still sends that day's reminder: reminders
 * turned on at 8:59 for 8 o'clock, and the next look falls at 9:00. Larger than the scan interval,
 * so a scan that ran late (a busy or restarting server) is covered too.
 */
export const LATE_BY_MS = 5 * 60_000;

/** The affirmation of a calendar date (YYYY-MM-DD) from the twelve-month calendar, as published. */
function affirmationOn(texts: PublishedTexts, date: string): string {
  return texts.affirmation(Number(date.slice(5, 7)), Number(date.slice(8, 10)))?.text ?? "";
}

export class ReminderScheduler {
  #timer: ReturnType<typeof setInterval> | undefined;
  #scanning: Promise<number> | undefined;

  constructor(
    private readonly db: Db,
    private readonly mailer: Mailer,
    private readonly links: UnsubscribeLinks,
    private readonly publicUrl: string,
    /** The days' titles and the affirmations as published now (content/published-texts.ts). */
    private readonly texts: { current: PublishedTexts },
    /** The clock: tests pass their own to move days forward without waiting. */
    private readonly now: () => Date = () => new Date(),
  ) {}

  start() {
    this.#timer ??= setInterval(() => void this.#scanAndLog(), SCAN_EVERY_MS);
    void this.#scanAndLog();
  }

  /** A failed scan is logged by kind and stack only: a query's message carries its parameters
   * (her address, her id), which never go to the log (docs/security.md). */
  async #scanAndLog() {
    try {
      await this.scan();
    } catch (error) {
      const described = error instanceof Error ? describeForLog(error) : typeof error;
      console.error(`[reminders] scan failed: ${described}`);
    }
  }

  stop() {
    clearInterval(this.#timer);
    this.#timer = undefined;
  }

  /**
   * Queues the reminders, weekly letters (D23) and sequence messages (D28) due at `now`; returns how many
   * were queued by this call.
   */
  scan(now = this.now()): Promise<number> {
    // One scan at a time on this server; another server scanning at once is fine (unique keys).
    this.#scanning ??= this.#scan(now).finally(() => {
      this.#scanning = undefined;
    });
    return this.#scanning;
  }

  async #scan(now: Date): Promise<number> {
    const rows = await this.db
      .select()
      .from(reminderPreferences)
      .where(eq(reminderPreferences.enabled, true));
    let queued = 0;
    for (const row of rows) {
      // Her hour now, or a few minutes ago (LATE_BY_MS); the reminder belongs to that moment's date.
      const due = [now, new Date(now.getTime() - LATE_BY_MS)]
        .map((at) => localTime(at, row.timeZone))
        .find((local) => local.hour === row.hour);
      if (!due || row.lastSentOn === due.date) continue;
      if (await this.#remind(row, due.date, due.hour)) queued++;
    }
    queued += await queueWeeklyLetters(this.db, this.mailer, this.links, this.publicUrl, now);
    // The coach's automatic messages (D28) due now; their mail jobs wake the workers themselves.
    queued += await queueSequenceMessages(this.db, now);
    return queued;
  }

  async #remind(row: typeof reminderPreferences.$inferSelect, today: string, hour: number) {
    const { userId } = row;
    const [member] = await this.db
      .select({ email: user.email, name: user.name, firstName: user.firstName })
      .from(user)
      .where(eq(user.id, userId));
    if (!member) return false;
    const [written] = await this.db
      .select({ at: max(journalEntries.updatedAt) })
      .from(journalEntries)
      .where(
        and(
          eq(journalEntries.userId, userId),
          ne(journalEntries.content, ""),
          sql`${journalEntries.revision} > 0`,
        ),
      );
    const [checkedIn] = await this.db
      .select({ at: max(checkIns.savedAt) })
      .from(checkIns)
      .where(eq(checkIns.userId, userId));
    const completed = await this.db
      .select({ day: journalEntries.day })
      .from(journalEntries)
      .where(and(eq(journalEntries.userId, userId), isNotNull(journalEntries.completedAt)));
    const latest = [written?.at, checkedIn?.at]
      .filter((at): at is Date => Boolean(at))
      .sort((a, b) => +b - +a)[0];
    const progress = journeyProgress(completed.map((c) => c.day));
    const decision = decideReminder({
      today,
      hour,
      preferences: row,
      lastWroteOn: latest ? localTime(latest, row.timeZone).date : null,
      // When she has never written, quiet days count from when she last set her reminders.
      remindedSince: localTime(row.updatedAt, row.timeZone).date,
      lastSentOn: row.lastSentOn,
      pathComplete: progress.completed >= JOURNEY_DAYS,
    });
    if (!decision.send) return false;
    const next = decision.affirmationOnly ? null : progress.nextDay;
    const message = reminderMail({
      to: member.email,
      name: member.firstName || member.name,
      affirmation: affirmationOn(this.texts.current, today),
      nextDay: next
        ? {
            number: next,
            title: this.texts.current.title(next),
            url: `${this.publicUrl}${paths.day(next)}`,
          }
        : undefined,
      gentle: decision.gentle,
      unsubscribeUrl: this.links.url(userId),
    });
    const queued = await this.mailer.send(message, { uniqueKey: `reminder:${userId}:${today}` });
    await this.db
      .update(reminderPreferences)
      .set({ lastSentOn: today })
      .where(eq(reminderPreferences.userId, userId));
    return queued;
  }
}
