import type { Affirmation } from "../../../content/schema";
import { AffirmationWords } from "../../components/affirmation-words";
import { Dialog, DialogContent, DialogTrigger } from "../../components/ui/dialog";

interface AffirmationCardProps {
  /** "Jan 01" on the calendar, "Day 12" on the 90-day page. */
  label: string;
  /** The dialog's heading line under the label, e.g. "January 1 · Permission to Pause". */
  context: string;
  affirmation: Affirmation;
  isToday?: boolean;
}

/** A day card that opens a dialog with the affirmation, its guidance and, on a heavy day, the care line (spec §2, D13). */
export function AffirmationCard({ label, context, affirmation, isToday = false }: AffirmationCardProps) {
  return (
    <Dialog>
      <DialogTrigger asChild>
        <button
          type="button"
          aria-current={isToday ? "date" : undefined}
          data-testid="affirmation-card"
          className={`group flex h-full w-full flex-col rounded-2xl border bg-white/80 p-5 text-left shadow-sm transition hover:-translate-y-0.5 hover:border-clay/40 hover:shadow-md ${
            isToday ? "border-clay ring-2 ring-clay/30" : "border-linen"
          }`}
        >
          <span className="flex items-center justify-between gap-2">
            <span className="text-sm font-semibold tracking-wide text-clay-dark">{label}</span>
            {isToday && (
              <span className="rounded-full bg-clay px-2.5 py-0.5 text-xs font-semibold text-white">
                Today
              </span>
            )}
          </span>
          <span className="mt-3 font-display text-lg leading-snug text-ink">{affirmation.text}</span>
        </button>
      </DialogTrigger>
      <DialogContent title={label} description={context}>
        <AffirmationWords affirmation={affirmation} />
      </DialogContent>
    </Dialog>
  );
}
