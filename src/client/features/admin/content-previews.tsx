import type { ReactNode } from "react";
import {
  type ContentKindName,
  contentKinds,
  dayAsRead,
  type EditableAffirmation,
  type EditableDay,
  type EditablePrintable,
  type EditableValue,
} from "../../../content/content-editing";
import { journeyOutline } from "../../../content/journey-outline";
import { sections } from "../../../content/sections";
import { JOURNEY_DAYS } from "../../../domain/day-access";
import { AffirmationWords } from "../../components/affirmation-words";
import { DayPromptCard } from "../../components/day-prompt-card";
import { PrintableOnScreen } from "../../components/printable-on-screen";

// The editor's preview (docs/architecture.md, "Editing the content"): the piece as a member's page shows it,
// drawn by the member's own components from the editor's text, under a "Preview" band.

export default function ContentPreview<K extends ContentKindName>({
  kind,
  pieceKey,
  value,
}: {
  kind: K;
  pieceKey: string;
  value: EditableValue<K>;
}) {
  const label = contentKinds[kind].label(pieceKey);
  return (
    <section
      aria-label="Preview"
      className="overflow-hidden rounded-2xl border-2 border-dashed border-clay/60"
    >
      <p className="bg-clay px-4 py-1.5 text-center text-xs font-semibold uppercase tracking-[0.2em] text-white">
        Preview
      </p>
      <div className="bg-cream px-4 py-8 sm:px-8">
        {kind === "day" ? (
          <DayPreview day={Number(pieceKey)} value={value as EditableDay} />
        ) : kind === "affirmation" ? (
          <Heading over={label}>
            <AffirmationWords affirmation={value as EditableAffirmation} />
          </Heading>
        ) : (
          <Heading over={label} title={(value as EditablePrintable).title}>
            <div className="flex flex-col gap-5">
              <PrintableOnScreen id={pieceKey} description={(value as EditablePrintable).description} />
            </div>
          </Heading>
        )}
      </div>
    </section>
  );
}

function Heading({ over, title, children }: { over: string; title?: string; children: ReactNode }) {
  return (
    <>
      <p className="text-sm font-semibold uppercase tracking-[0.18em] text-clay-dark">{over}</p>
      {title && <h3 className="mt-3 font-display text-3xl leading-tight">{title}</h3>}
      <div className="mt-5">{children}</div>
    </>
  );
}

/** The day as a member's page shows it. */
function DayPreview({ day, value }: { day: number; value: EditableDay }) {
  const section = sections.find((entry) => entry.id === journeyOutline[day - 1]?.section);
  return (
    <Heading over={`Day ${day} of ${JOURNEY_DAYS} · ${section?.label}`} title={value.title}>
      <DayPromptCard content={dayAsRead(day, section?.id ?? "core-journey", value)} />
    </Heading>
  );
}
