import type { CheckInHistoryEntry } from "../../../domain/journal-archive";
import { isSealed } from "../../../domain/text-limits";
import { JournalLockedNotice } from "../../components/private-journal-notice";
import { checkInKeys } from "../../lib/check-in-queries";
import { useOpened } from "../../lib/private-journal/use-opened";
import { dayInWords } from "./growth-data";

// Her check-in history as she wrote it (docs/architecture.md, "Her words back"): one entry per day, newest first, with her
// gratitude, what weighed on her and her intention, to be read rather than scanned like a table.

const fields = [
  { id: "gratitude", label: "Grateful for" },
  { id: "challenge", label: "Weighing on you" },
  { id: "intention", label: "Your intention" },
] as const;

const longDate = (date: string) =>
  dayInWords(date, { weekday: "long", year: "numeric", month: "long", day: "numeric" });

/** Newest first, whatever order they come in. */
export function newestFirst(checkIns: readonly CheckInHistoryEntry[]): CheckInHistoryEntry[] {
  return [...checkIns].sort((a, b) => b.date.localeCompare(a.date));
}

export function CheckInList({
  checkIns: asStored,
  labelOf,
}: {
  checkIns: readonly CheckInHistoryEntry[];
  labelOf: (value: string) => string;
}) {
  // A private journal's answers are opened on her device (docs/architecture.md, "The private journal").
  const sealed = asStored.some((entry) => fields.some(({ id }) => isSealed(entry[id])));
  const opened = useOpened(checkInKeys.openedList(), asStored, sealed, (opening, userId, entries) =>
    opening.openCheckIns(userId, entries),
  );
  if (opened.locked) return <JournalLockedNotice what="your check-in answers" />;
  const checkIns = opened.value;
  if (!checkIns) return <p className="mt-4 text-muted">Opening your check-ins on this device...</p>;
  return (
    <ol className="mt-4 flex flex-col gap-4" aria-label="Your check-ins, newest first">
      {newestFirst(checkIns).map((entry) => {
        const written = fields.filter(({ id }) => entry[id].trim() !== "");
        return (
          <li key={entry.date} className="rounded-2xl border border-linen bg-white/60 p-4 sm:p-5">
            <h3 className="font-sans text-base font-semibold text-ink">
              <time dateTime={entry.date}>{longDate(entry.date)}</time>
            </h3>
            <p className="mt-1 text-sm text-muted">
              Mood: {labelOf(entry.mood)} · Energy: {labelOf(entry.energy)}
            </p>
            {written.length > 0 ? (
              <dl className="mt-3 grid gap-3 sm:grid-cols-3">
                {written.map(({ id, label }) => (
                  <div key={id} className="min-w-0">
                    <dt className="text-xs font-semibold uppercase tracking-wide text-clay-dark">{label}</dt>
                    <dd className="mt-1 whitespace-pre-line break-words text-ink">{entry[id]}</dd>
                  </div>
                ))}
              </dl>
            ) : (
              <p className="mt-3 text-sm text-muted">No words with this check-in.</p>
            )}
          </li>
        );
      })}
    </ol>
  );
}
