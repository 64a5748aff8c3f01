import { Sprout } from "lucide-react";
import { useEffect, useRef } from "react";
import { JOURNEY_DAYS } from "../../../domain/day-access";
import { paths } from "../../../domain/routes";
import { ButtonLink } from "../../components/ui/button";

/**
 * The quiet moment after "Complete Day n →" (docs/architecture.md D26): what she finished, and the next
 * day one link away instead of opened for her. After day 75 the way on is the journey itself (spec §2).
 */
export function DayCompleted({ day, title }: { day: number; title: string }) {
  const heading = useRef<HTMLHeadingElement>(null);
  // The button she pressed is gone: the acknowledgement takes focus, so a screen reader says it.
  useEffect(() => heading.current?.focus(), []);
  const last = day >= JOURNEY_DAYS;
  return (
    <section
      aria-labelledby="day-completed"
      className="mt-4 rounded-2xl border border-sage/30 bg-sage-soft/60 p-6 text-center sm:p-8"
    >
      <Sprout aria-hidden="true" className="mx-auto size-8 text-sage" />
      <h2 id="day-completed" ref={heading} tabIndex={-1} className="mt-3 text-2xl outline-none">
        Day {day} is complete
      </h2>
      <p className="mx-auto mt-2 max-w-md leading-relaxed text-muted">
        You finished “{title}”.{" "}
        {last
          ? "That was the last day of the path: all of it is yours now."
          : "The next day is here when you are."}
      </p>
      <nav
        aria-label="Day navigation"
        className="mt-6 flex flex-col-reverse items-center justify-center gap-3 sm:flex-row"
      >
        <ButtonLink to={paths.dashboard} variant={last ? "primary" : "ghost"}>
          ← Back to Journey
        </ButtonLink>
        {!last && <ButtonLink to={paths.day(day + 1)}>Continue to Day {day + 1} →</ButtonLink>}
      </nav>
    </section>
  );
}
