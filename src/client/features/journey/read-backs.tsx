import { History } from "lucide-react";
import { readBackCareNote } from "../../../content/care";
import { readBackDays, readBackNotice, readBackOnlyWhenWritten } from "../../../content/read-backs";
import { whatComesNextPath } from "../../../domain/return-prompts";
import { paths } from "../../../domain/routes";
import { isSealed } from "../../../domain/text-limits";
import { CareNote } from "../../components/care-note";
import { JournalLockedNotice } from "../../components/private-journal-notice";
import { formatLongDate } from "../../lib/format-date";
import { journalKeys, useReadBacks } from "../../lib/journal-queries";
import { useOpened } from "../../lib/private-journal/use-opened";
import { Link } from "../../lib/router";

/**
 * On a day whose prompt asks her to reread earlier entries: those entries, each folded under its
 * title, read-only (docs/architecture.md, "Her words back"). Day 75 walks the whole path, so it points to the archive instead.
 */
export function ReadBacks({ day }: { day: number }) {
  const days = readBackDays[day];
  const readBacks = useReadBacks(day, Boolean(days));
  // A private journal's words are opened on her device (lib/private-journal/opened-texts.ts).
  const sealed = readBacks.data?.entries.some((entry) => isSealed(entry.content)) ?? false;
  const opened = useOpened(
    journalKeys.readBacks(day),
    readBacks.data?.entries,
    sealed,
    (opening, userId, entries) => opening.openReadBacks(userId, entries),
  );
  const archiveLink =
    day === 75 ? (
      <p className="rounded-2xl border border-linen bg-sand/60 p-5 text-ink">
        Every entry of your path is in{" "}
        <Link to={paths.journal} className="font-semibold text-clay-dark underline">
          your journal
        </Link>
        , from day 1 to today. When you are ready,{" "}
        <Link to={whatComesNextPath} className="font-semibold text-clay-dark underline">
          what comes next
        </Link>{" "}
        is one question a month to come back to.
      </p>
    ) : null;
  if (!days || !readBacks.data) return archiveLink;
  if (opened.locked) return <JournalLockedNotice what="the entries to reread" />;
  const entries = opened.value;
  if (!entries) return archiveLink;
  // The read-backs along the way (D23) show only what she wrote; nothing at all when she did not.
  if (entries.length === 0 && readBackOnlyWhenWritten.has(day)) return archiveLink;
  return (
    <>
      {archiveLink}
      <section
        aria-labelledby="read-backs-heading"
        className="rounded-2xl border border-linen bg-sand/60 p-5 sm:p-6"
      >
        <h2 id="read-backs-heading" className="text-xl">
          {days.length === 1 ? `To reread: day ${days[0]}` : `To reread: days ${days[0]} to ${days.at(-1)}`}
        </h2>
        {entries.length === 0 ? (
          <p className="mt-2 text-muted">
            You did not write on {days.length === 1 ? "that day" : "those days"}, and that is fine. Answer
            from what you remember.
          </p>
        ) : (
          <>
            <CareNote>{readBackCareNote}</CareNote>
            <ul className="mt-3 flex flex-col gap-2">
              {entries.map((entry) => (
                <li key={entry.day}>
                  <details className="rounded-xl border border-linen bg-white/80 px-4 py-3">
                    <summary className="cursor-pointer font-semibold text-ink">
                      Day {entry.day} · {entry.title}
                      <span className="ml-2 text-sm font-normal text-muted">
                        {formatLongDate(entry.updatedAt)}
                      </span>
                    </summary>
                    <p className="mt-3 whitespace-pre-wrap leading-relaxed text-ink">{entry.content}</p>
                  </details>
                </li>
              ))}
            </ul>
          </>
        )}
      </section>
    </>
  );
}

/** On a day a later day rereads: when these words come back, so nothing returns unannounced (issue #49). */
export function ReadBackNotice({ day }: { day: number }) {
  const notice = readBackNotice(day);
  if (!notice) return null;
  return (
    <p className="flex items-start gap-2 text-sm leading-relaxed text-muted">
      <History aria-hidden className="mt-0.5 size-4 shrink-0 text-clay-dark" />
      {notice}
    </p>
  );
}
