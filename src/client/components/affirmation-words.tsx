import { affirmationCareLine } from "../../content/care";
import { CareNote } from "./care-note";

/** The affirmation as its dialog shows it: the words, today's step, and on a heavy day the care line. */
export function AffirmationWords({
  affirmation,
}: {
  affirmation: { text: string; guidance?: string; care?: boolean };
}) {
  return (
    <>
      <blockquote className="font-display text-2xl leading-snug text-ink">{affirmation.text}</blockquote>
      {affirmation.guidance && (
        <div className="mt-6 rounded-2xl bg-sage-soft p-4">
          <p className="text-xs font-semibold uppercase tracking-[0.14em] text-sage">Today's action step</p>
          <p className="mt-1.5 leading-relaxed text-ink">{affirmation.guidance}</p>
        </div>
      )}
      {affirmation.care && <CareNote>{affirmationCareLine}</CareNote>}
    </>
  );
}
