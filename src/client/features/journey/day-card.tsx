import { Check, Lock } from "lucide-react";
import type { JourneyDaySummary } from "../../../domain/journey";
import { paths } from "../../../domain/routes";
import { Link } from "../../lib/router";

/**
 * spec §2: day number and title; a locked day is dimmed with a lock and leads to /pricing. Dimmed by
 * color, not opacity, so its text keeps a readable contrast. The link is named by what it shows
 * (WCAG 2.5.3: "Day 2 The Weight You Carry — your Next day"), the words only a screen reader needs
 * being visually hidden beside the visible ones. Each hidden piece reads as a word of its own, so
 * none may start with punctuation that must cling to the word before it.
 */
export function DayCard({ day, isNext }: { day: JourneyDaySummary; isNext: boolean }) {
  return (
    <Link
      to={day.locked ? paths.pricing : paths.day(day.day)}
      data-locked={day.locked || undefined}
      className={`group relative flex h-full min-h-28 flex-col rounded-2xl border p-4 transition ${
        day.locked
          ? "border-dashed border-linen bg-sand/60 text-muted hover:border-clay/40"
          : isNext
            ? "border-clay/50 bg-white shadow-sm hover:-translate-y-0.5 hover:shadow-md"
            : "border-linen bg-white/80 shadow-sm hover:-translate-y-0.5 hover:border-clay/40 hover:shadow-md"
      }`}
    >
      <span className="pr-8 text-xs font-semibold uppercase tracking-[0.14em] text-clay-dark">
        Day {day.day}
      </span>{" "}
      <span
        data-part="title"
        className={`mt-2 font-display text-lg leading-snug ${day.locked ? "text-muted" : "text-ink"}`}
      >
        {day.title}
      </span>{" "}
      <DayState day={day} isNext={isNext} />
    </Link>
  );
}

function DayState({ day, isNext }: { day: JourneyDaySummary; isNext: boolean }) {
  const corner = "absolute top-3.5 right-3.5";
  if (day.locked) {
    return (
      <>
        <Lock aria-hidden="true" className={`${corner} size-4 text-muted`} />
        <span className="mt-auto pt-2 text-xs text-muted">
          <span className="sr-only">— locked, opens with</span> {day.requiredTier}
        </span>
      </>
    );
  }
  if (day.completed) {
    return (
      <span
        className={`${corner} inline-flex size-6 items-center justify-center rounded-full bg-sage-soft text-sage`}
      >
        <Check aria-hidden="true" className="size-3.5" />
        <span className="sr-only">— completed</span>
      </span>
    );
  }
  if (!isNext) return null;
  return (
    <span className={`${corner} rounded-full bg-clay-soft px-2 py-0.5 text-xs font-semibold text-clay-dark`}>
      <span className="sr-only">— your</span> Next <span className="sr-only">day</span>
    </span>
  );
}
