import { affirmationCareLine } from "../../../content/care";
import type { Month } from "../../../content/schema";
import { CareNote } from "../../components/care-note";
import { AffirmationCard } from "./affirmation-card";
import { shortDateLabel } from "./affirmation-days";

/**
 * One month of the calendar: opening title, theme, opening text and the day cards (spec §2). The
 * month holding today shows today's words first, above its opening: the page opens at its top like
 * every other page (docs/architecture.md, "The router"), and today is on the first screen.
 */
export function MonthPanel({ month, today }: { month: Month; today: number | null }) {
  const todays = month.days.find((affirmation) => affirmation.day === today);
  return (
    <div className="mt-8">
      {todays && (
        <section
          aria-label="Today's affirmation"
          className="mb-8 rounded-3xl border border-clay/40 bg-white/80 p-6 shadow-sm sm:p-8"
        >
          <p className="text-sm font-semibold tracking-wide text-clay-dark">
            Today · {shortDateLabel(month, todays.day)}
          </p>
          <p className="mt-3 font-display text-2xl leading-snug text-ink">{todays.text}</p>
          {todays.guidance && (
            <p className="mt-4 leading-relaxed text-muted">
              <span className="font-semibold text-sage">Today's action step: </span>
              {todays.guidance}
            </p>
          )}
          {todays.care && <CareNote>{affirmationCareLine}</CareNote>}
        </section>
      )}
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
            <li key={affirmation.day}>
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
