import { and, count, eq, isNotNull, max } from "drizzle-orm";
import { PROMPT_CHANGED } from "../../content/content-editing";
import { canOpenDay, JOURNEY_DAYS } from "../../domain/day-access";
import { isSealed } from "../../domain/text-limits";
import { loadEntitlement } from "../billing/entitlement";
import type { AppDeps } from "../context";
import type { Db } from "../db/client";
import { journalEntries } from "../db/schema";
import { httpError } from "../http/errors";
import { pdfPool } from "../pdf/pdf-pool";
import type { RecoveryBook } from "../pdf/recovery-book";
import type { MemberData } from "./member-data";

// Her certificate and her recovery book, built from her own rows (docs/architecture.md, "Her words back") and drawn in a worker
// thread (pdf/pdf-pool.ts), so the event loop keeps serving everyone else meanwhile.

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

/** The question she answered, and whether the day has asked another since (the coach edited it). */
export interface AnsweredPrompt {
  text: string;
  changed: boolean;
}

/**
 * The question of each day she wrote on, as it read when she wrote (docs/architecture.md, "Editing the
 * content"), when her plan opens that day (a paid question is not handed out once her plan no longer opens
 * it): for the recovery book and the Markdown export.
 */
export async function promptsSheMayRead(
  { subscriberCache, texts }: Pick<AppDeps, "subscriberCache" | "texts">,
  data: MemberData,
  userId: string,
  isAdmin: boolean,
): Promise<Map<number, AnsweredPrompt>> {
  const entitlement = await loadEntitlement(subscriberCache, userId, isAdmin);
  const published = texts.current;
  const open = data.reflections.filter((entry) => canOpenDay(entitlement, entry.day));
  return new Map(
    await Promise.all(
      open.map(async (entry) => {
        const now = published.day(entry.day).prompt;
        const version = entry.promptVersion ?? 1;
        const then =
          version === published.version(entry.day)
            ? now
            : (await texts.atVersion(entry.day, version))?.prompt;
        return [entry.day, { text: then ?? now, changed: then !== undefined && then !== now }] as const;
      }),
    ),
  );
}

/** The question as the recovery book prints it, with the quiet line when it has changed since. */
const promptLine = (prompt: AnsweredPrompt | undefined) =>
  prompt?.text
    ? prompt.changed
      ? `${prompt.text} (${PROMPT_CHANGED.toLowerCase().replace(/\.$/, "")})`
      : prompt.text
    : null;

/** Her reflections in day order with the questions she may still open, her check-ins and her open pages. */
/** What the server's book prints for words sealed on her device (a private journal): it cannot read them. */
export const SEALED_IN_BOOK =
  "Sealed in your private journal. This book is made on our server, which cannot read these words.";

const printable = (text: string) => (isSealed(text) ? SEALED_IN_BOOK : text);

export async function recoveryBookFor(
  deps: Pick<AppDeps, "subscriberCache" | "texts">,
  data: MemberData,
  userId: string,
  isAdmin: boolean,
  signal?: AbortSignal,
) {
  const prompts = await promptsSheMayRead(deps, data, userId, isAdmin);
  const input: RecoveryBook = {
    name: fullName(data.profile),
    generatedOn: new Date(),
    days: data.reflections
      .filter((entry) => entry.text.trim())
      .map((entry) => ({
        day: entry.day,
        title: entry.title,
        prompt: promptLine(prompts.get(entry.day)),
        content: printable(entry.text),
        completedAt: entry.completedAt ? new Date(entry.completedAt) : null,
      })),
    checkIns: data.checkIns.map(({ date, mood, energy, gratitude, challenge, intention }) => ({
      date,
      mood,
      energy,
      answers: {
        gratitude: printable(gratitude),
        challenge: printable(challenge),
        intention: printable(intention),
      },
    })),
    pages: data.pages
      .filter((page) => page.text.trim() || page.title.trim())
      .map((page) => ({ date: page.date, title: page.title, content: printable(page.text) })),
  };
  return pdfPool.render({ kind: "recovery-book", input }, signal);
}
