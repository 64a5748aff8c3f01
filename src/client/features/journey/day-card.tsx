import { Check, Lock } from "lucide-react";
import type { JourneyDaySummary } from "../../../domain/journey";
import { paths } from "../../../domain/routes";
import { Link } from "../../lib/router";

/**
 * spec §2: day number and title; a locked day is dimmed with a lock and leads to /pricing. Dimmed by
 * color, not opacity, so its text keeps a readable contrast.
 */
export function DayCard({ day, isNext }: { day: JourneyDaySummary; isNext: boolean }) {
  const state = day.locked
    ? `locked, opens with ${day.requiredTier}`
    : day.completed
      ? "completed"
      : isNext
        ? "your next day"
        : undefined;
  return (
    <Link
      to={day.locked ? paths.pricing : paths.day(day.day)}
      aria-label={`Day ${day.day}: ${day.title}${state ? ` (${state})` : ""}`}
      data-locked={day.locked || undefined}
      className={`group flex h-full min-h-28 flex-col rounded-2xl border p-4 transition ${
        day.locked
          ? "border-dashed border-linen bg-sand/60 text-muted hover:border-clay/40"
          : isNext
            ? "border-clay/50 bg-white shadow-sm hover:-translate-y-0.5 hover:shadow-md"
            : "border-linen bg-white/80 shadow-sm hover:-translate-y-0.5 hover:border-clay/40 hover:shadow-md"
      }`}
    >
      <span className="flex items-center justify-between gap-2">
        <span className="text-xs font-semibold uppercase tracking-[0.14em] text-clay-dark">
          Day {day.day}
        </span>
        {day.locked ? (
          <Lock aria-hidden="true" className="size-4 text-muted" />
        ) : day.completed ? (
          <span className="inline-flex size-6 items-center justify-center rounded-full bg-sage-soft text-sage">
            <Check aria-hidden="true" className="size-3.5" />
          </span>
        ) : isNext ? (
          <span className="rounded-full bg-clay-soft px-2 py-0.5 text-xs font-semibold text-clay-dark">
            Next
          </span>
        ) : null}
      </span>
      <span
        data-part="title"
        className={`mt-2 font-display text-lg leading-snug ${day.locked ? "text-muted" : "text-ink"}`}
      >
        {day.title}
      </span>
      {day.locked && <span className="mt-auto pt-2 text-xs text-muted">{day.requiredTier}</span>}
    </Link>
  );
}
