import { and, count, eq, isNotNull, max } from "drizzle-orm";
import { journeyPrompts } from "../../content/journey-prompts";
import { canOpenDay, JOURNEY_DAYS } from "../../domain/day-access";
import { loadEntitlement } from "../billing/entitlement";
import type { SubscriberCache } from "../billing/subscriber-cache";
import type { Db } from "../db/client";
import { journalEntries } from "../db/schema";
import { httpError } from "../http/errors";
import { pdfPool } from "../pdf/pdf-pool";
import type { RecoveryBook } from "../pdf/recovery-book";
import type { MemberData } from "./member-data";

// Her certificate and her recovery book, built from her own rows (docs/architecture.md, "Her words back") and drawn in a worker
// thread (pdf/pdf-pool.ts), so the event loop keeps serving everyone else meanwhile.

const promptOf = new Map(journeyPrompts.map(({ day, prompt }) => [day, prompt]));

/** Her first and last name as she gave them, or the name she signed up with. */
export const fullName = (who: { firstName?: string | null; lastName?: string | null; name: string }) =>
  [who.firstName, who.lastName].filter(Boolean).join(" ").trim() || who.name;

/** The certificate once all 75 days are completed; before that a 403 saying how many remain. */
export async function certificateFor(
  db: Db,
  userId: string,
  name: string,
  signal?: AbortSignal,
): Promise<Uint8Array> {
  const [row] = await db
    .select({ completed: count(), finished: max(journalEntries.completedAt) })
    .from(journalEntries)
    .where(and(eq(journalEntries.userId, userId), isNotNull(journalEntries.completedAt)));
  const completed = row?.completed ?? 0;
  if (completed < JOURNEY_DAYS || !row?.finished) {
    const remaining = JOURNEY_DAYS - completed;
    throw httpError(
      403,
      `Your certificate is waiting at the end of the path: ${remaining} ${remaining === 1 ? "day" : "days"} to go.`,
      { remaining },
    );
  }
  return pdfPool.render({ kind: "certificate", input: { name, completedOn: row.finished } }, signal);
}

/**
 * The question of each day she wrote on, when her plan opens that day (a paid question is not handed
 * out once her plan no longer opens it): for the recovery book and the Markdown export.
 */
export async function promptsSheMayRead(
  subscriberCache: SubscriberCache,
  data: MemberData,
  userId: string,
  isAdmin: boolean,
) {
  const entitlement = await loadEntitlement(subscriberCache, userId, isAdmin);
  return new Map(
    data.reflections.flatMap((entry) =>
      canOpenDay(entitlement, entry.day) ? [[entry.day, promptOf.get(entry.day) ?? ""] as const] : [],
    ),
  );
}

/** Her reflections in day order with the questions she may still open, her check-ins and her open pages. */
export async function recoveryBookFor(
  subscriberCache: SubscriberCache,
  data: MemberData,
  userId: string,
  isAdmin: boolean,
  signal?: AbortSignal,
) {
  const prompts = await promptsSheMayRead(subscriberCache, data, userId, isAdmin);
  const input: RecoveryBook = {
    name: fullName(data.profile),
    generatedOn: new Date(),
    days: data.reflections
      .filter((entry) => entry.text.trim())
      .map((entry) => ({
        day: entry.day,
        title: entry.title,
        prompt: prompts.get(entry.day) || null,
        content: entry.text,
        completedAt: entry.completedAt ? new Date(entry.completedAt) : null,
      })),
    checkIns: data.checkIns.map(({ date, mood, energy, gratitude, challenge, intention }) => ({
      date,
      mood,
      energy,
      answers: { gratitude, challenge, intention },
    })),
    pages: data.pages
      .filter((page) => page.text.trim() || page.title.trim())
      .map((page) => ({ date: page.date, title: page.title, content: page.text })),
  };
  return pdfPool.render({ kind: "recovery-book", input }, signal);
}
