import { careNote, safetyNote } from "../../../content/care";
import { journeyOutline } from "../../../content/journey-outline";
import { sections } from "../../../content/sections";
import type { EditableDay } from "../../../domain/content-editing";
import { JOURNEY_DAYS } from "../../../domain/day-access";
import { DayPromptCard } from "../journey/day-prompt-card";

/** The day as a member's page shows it, from the editor's text, under a "Preview" band. */
export function DayPreview({ day, value }: { day: number; value: EditableDay }) {
  const section = sections.find((entry) => entry.id === journeyOutline[day - 1]?.section);
  return (
    <section
      aria-label="Preview"
      className="overflow-hidden rounded-2xl border-2 border-dashed border-clay/60"
    >
      <p className="bg-clay px-4 py-1.5 text-center text-xs font-semibold uppercase tracking-[0.2em] text-white">
        Preview
      </p>
      <div className="bg-cream px-4 py-8 sm:px-8">
        <p className="text-sm font-semibold uppercase tracking-[0.18em] text-clay-dark">
          Day {day} of {JOURNEY_DAYS} · {section?.label}
        </p>
        <h3 className="mt-3 font-display text-4xl leading-tight">{value.title}</h3>
        <div className="mt-6">
          <DayPromptCard
            content={{
              day,
              title: value.title,
              section: section?.id ?? "core-journey",
              prompt: value.prompt,
              guidance: value.guidance,
              gentlePrompt: value.gentlePrompt,
              deeperPrompt: value.deeperPrompt,
              minutes: value.minutes,
              ...(value.care ? { careNote } : {}),
              ...(value.safety ? { safetyNote } : {}),
            }}
          />
        </div>
      </div>
    </section>
  );
}
