import type { Month } from "../../../content/schema";
import { AffirmationCard } from "./affirmation-card";
import { shortDateLabel } from "./affirmation-days";

/** Today's card is brought into view a frame after it mounts, after a page change's scroll to the top. */
const scrollToToday = (card: HTMLElement | null) => {
  if (card) requestAnimationFrame(() => card.scrollIntoView({ block: "center" }));
};

/**
 * One month of the calendar: opening title, theme, opening text and the day cards (spec §2). The
 * month holding today opens scrolled to today's card.
 */
export function MonthPanel({ month, today }: { month: Month; today: number | null }) {
  return (
    <div className="mt-8">
      <div className="rounded-3xl border border-linen bg-sand/60 p-6 sm:p-8">
        <p className="inline-flex rounded-full bg-white px-3 py-1 text-xs font-semibold text-clay-dark">
          {month.theme}
        </p>
        <h2 className="mt-4 text-3xl text-ink">{month.openingTitle}</h2>
        <p className="mt-3 max-w-3xl leading-relaxed text-muted">{month.openingBody}</p>
      </div>
      {month.days.length === 0 ? (
        <p className="mt-8 rounded-2xl border border-dashed border-linen p-8 text-center text-muted">
          Daily affirmations for {month.label} are coming soon.
        </p>
      ) : (
        <ul className="mt-8 grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
          {month.days.map((affirmation) => (
            <li key={affirmation.day} ref={today === affirmation.day ? scrollToToday : undefined}>
              <AffirmationCard
                label={shortDateLabel(month, affirmation.day)}
                context={`${month.label} ${affirmation.day} · ${month.theme}`}
                affirmation={affirmation}
                isToday={today === affirmation.day}
              />
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}
