import { Clock } from "lucide-react";
import { useState } from "react";
import { gentleGuidance, type JourneyDayContent, prefersGentle, timeLabel } from "../../domain/journey";
import { paths } from "../../domain/routes";
import { useJourney } from "../lib/journey-queries";
import { Link } from "../lib/router";
import { CareNote } from "./care-note";
import { Printer } from "./first-screen-icons";
import { TextButton } from "./ui/button";
import { Card } from "./ui/card";

/**
 * The prompt area of an open day (docs/architecture.md D13): the core question, a switch to the gentle version for
 * a low-energy day (offered first when her latest check-in energy is low or depleted), the optional
 * go-deeper follow-up, the time label, the care note on heavy days and the ceremony steps.
 */
export function DayPromptCard({ content }: { content: JourneyDayContent }) {
  const latestEnergy = useJourney().data?.latestEnergy;
  const [choice, setChoice] = useState<"core" | "gentle" | null>(null);
  const gentle = (choice ?? (prefersGentle(latestEnergy) ? "gentle" : "core")) === "gentle";
  const [deeper, setDeeper] = useState(false);

  return (
    <Card className="p-6 sm:p-8">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <h2 className="text-xs font-semibold uppercase tracking-[0.16em] text-clay-dark">
          {gentle ? "Gentle version" : "Soul prompt"}
        </h2>
        <p className="inline-flex items-center gap-1.5 text-sm text-muted">
          <Clock aria-hidden className="size-4" />
          {timeLabel(content.minutes, gentle)}
        </p>
      </div>
      {content.careNote && (
        <CareNote after={content.safetyNote && <span className="mt-2 block">{content.safetyNote}</span>}>
          {content.careNote}
        </CareNote>
      )}
      <p
        data-testid="day-question"
        className="mt-4 font-display text-2xl leading-snug text-ink sm:text-[length:calc(1.7rem*var(--reading-scale,1))]"
      >
        {gentle ? content.gentlePrompt : content.prompt}
      </p>
      <div className="mt-4 flex flex-wrap gap-x-5 gap-y-2 text-sm">
        <TextButton aria-pressed={gentle} onClick={() => setChoice(gentle ? "core" : "gentle")}>
          {gentle ? "Show the full question" : "Low energy today?"}
        </TextButton>
        {!gentle && (
          <TextButton aria-expanded={deeper} onClick={() => setDeeper(!deeper)} className="text-muted">
            {deeper ? "Hide go deeper" : "Go deeper (optional)"}
          </TextButton>
        )}
      </div>
      {gentle && prefersGentle(latestEnergy) && choice === null && (
        <p className="mt-2 text-sm text-muted">
          Your last check-in said your energy was low, so today starts gently.
        </p>
      )}
      {!gentle && deeper && <p className="mt-3 leading-relaxed text-ink">{content.deeperPrompt}</p>}
      {content.steps && (
        <ol className="mt-6 list-decimal space-y-2 pl-5 leading-relaxed text-ink">
          {content.steps.map((step) => (
            <li key={step}>{step}</li>
          ))}
        </ol>
      )}
      {content.afterSteps && <p className="mt-4 text-sm leading-relaxed text-muted">{content.afterSteps}</p>}
      {content.guidance && (
        <div className="mt-6 rounded-xl bg-cream p-4">
          <h3 className="font-sans text-xs font-semibold uppercase tracking-[0.16em] text-muted">Guidance</h3>
          <p className="mt-2 leading-relaxed text-muted">
            {gentle ? gentleGuidance(Boolean(content.safetyNote)) : content.guidance}
          </p>
        </div>
      )}
      {content.printable && (
        <p className="mt-4 flex items-start gap-2 text-sm text-muted">
          <Printer aria-hidden className="mt-0.5 size-4 shrink-0 text-clay-dark" />
          <span>
            On paper, the {content.printable.label}{" "}
            <Link
              to={`${paths.printables}#printables-${content.printable.month}`}
              className="font-semibold text-clay-dark underline underline-offset-4"
            >
              “{content.printable.title}”
            </Link>{" "}
            fits today.
          </span>
        </p>
      )}
    </Card>
  );
}
