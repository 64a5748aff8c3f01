import { type ReactNode, useState } from "react";
import { journeyOutline } from "../../../content/journey-outline";
import { sections } from "../../../content/sections";
import { JOURNEY_DAYS, parseDayId } from "../../../domain/day-access";
import type { JourneyDayContent } from "../../../domain/journey";
import { paths } from "../../../domain/routes";
import { DayPromptCard } from "../../components/day-prompt-card";
import { PageLoading } from "../../components/page-loading";
import { PrivateJournalNotice } from "../../components/private-journal-notice";
import { ReflectionEditor } from "../../components/reflection-editor";
import { Button, ButtonLink } from "../../components/ui/button";
import { ApiError } from "../../lib/api";
import { useCompleteDay } from "../../lib/complete-day";
import { useDocumentTitle } from "../../lib/document-title";
import { useJourney, useJourneyDay } from "../../lib/journey-queries";
import { useDocument } from "../../lib/local-first";
import { useParams } from "../../lib/router";
import { toast } from "../../lib/toast";
import { DayCompleted } from "./day-completed";
import { LockedDayPanel } from "./locked-day-panel";
import { ReadBackNotice, ReadBacks } from "./read-backs";
import { WorksheetCard } from "./worksheet-card";

/** spec §2 Day page; unknown day ids show day 1. */
export default function DayPage() {
  const day = parseDayId(useParams().dayId);
  return <DayView key={day} day={day} />;
}

function DayView({ day }: { day: number }) {
  const outline = journeyOutline.find((entry) => entry.day === day) ?? journeyOutline[0];
  const content = useJourneyDay(day);
  const journey = useJourney();
  // The coach may have renamed the day since this code was built: the day's own answer says its title,
  // and until it comes (or on a locked day) the path's list does; the title shipped with the code is last.
  const title =
    content.data?.title ??
    journey.data?.days.find((entry) => entry.day === day)?.title ??
    outline?.title ??
    "";
  useDocumentTitle(`Day ${day} | ${title} - Grind to Grace`);
  const section = sections.find((entry) => entry.id === outline?.section);
  const locked = content.error instanceof ApiError && content.error.status === 403;

  let body: ReactNode;
  if (content.data) {
    body = <OpenDay content={content.data} />;
  } else if (locked) {
    const requiredTier = (content.error as ApiError).body.requiredTier;
    body = (
      <>
        <LockedDayPanel day={day} requiredTier={typeof requiredTier === "string" ? requiredTier : null} />
        <DayNav />
      </>
    );
  } else if (content.isError) {
    body = (
      <div role="alert" className="rounded-2xl border border-linen bg-white/80 p-6">
        <p>{content.error.message}</p>
        <Button variant="secondary" className="mt-4" onClick={() => content.refetch()}>
          Try again
        </Button>
      </div>
    );
  } else {
    body = <PageLoading className="py-16" />;
  }

  return (
    <article className="mx-auto w-full max-w-3xl px-4 py-10 sm:px-6 sm:py-14">
      <header>
        <p className="text-sm font-semibold uppercase tracking-[0.18em] text-clay-dark">
          Day {day} of {JOURNEY_DAYS} · {section?.label}
        </p>
        <h1 className="mt-3 text-4xl leading-tight sm:text-5xl">{title}</h1>
      </header>
      <div className="mt-8 flex flex-col gap-6">{body}</div>
    </article>
  );
}

function OpenDay({ content }: { content: JourneyDayContent }) {
  const { day } = content;
  const { complete, completing } = useCompleteDay();
  const [completed, setCompleted] = useState(false);
  const reflection = useDocument("reflection", day);

  async function completeDay() {
    await reflection.saveNow();
    try {
      await complete(day);
    } catch (error) {
      toast.error(error instanceof Error ? error.message : "The day could not be completed.");
      return;
    }
    // A quiet moment before the next day, which is one link away (docs/architecture.md D26).
    setCompleted(true);
  }

  return (
    <>
      <DayPromptCard content={content} />
      <ReadBacks day={day} />
      <PrivateJournalNotice>
        Your journal is private, so PDFs with your words are not made: our server would have to read them.
      </PrivateJournalNotice>
      <ReadBackNotice day={day} />
      <ReflectionEditor day={day} reflection={reflection} />
      <WorksheetCard day={day} reflection={reflection.value} />
      {completed ? (
        <DayCompleted day={day} title={content.title} />
      ) : (
        <DayNav completeLabel={`Complete Day ${day} →`} completing={completing} onComplete={completeDay} />
      )}
    </>
  );
}

function DayNav({
  completeLabel,
  completing,
  onComplete,
}: {
  completeLabel?: string;
  completing?: boolean;
  onComplete?: () => void;
}) {
  return (
    <nav
      aria-label="Day navigation"
      className="mt-4 flex flex-col-reverse gap-3 border-t border-linen pt-6 sm:flex-row sm:items-center sm:justify-between"
    >
      <ButtonLink to={paths.dashboard} variant="ghost">
        ← Back to Journey
      </ButtonLink>
      {onComplete && (
        <Button size="lg" busy={completing} onClick={onComplete}>
          {completeLabel}
        </Button>
      )}
    </nav>
  );
}
