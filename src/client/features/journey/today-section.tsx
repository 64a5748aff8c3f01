import { ArrowRight, Footprints, MessageCircleHeart } from "lucide-react";
import type { ReactNode } from "react";
import { affirmationCareLine } from "../../../content/care";
import { energyOptions, moodOptions } from "../../../content/tools";
import { continueDay } from "../../../domain/continue-day";
import type { JourneyDaySummary } from "../../../domain/journey";
import { paths } from "../../../domain/routes";
import { CareNote } from "../../components/care-note";
import { type Icon, Sun } from "../../components/first-screen-icons";
import { ChoiceIcon } from "../../components/meaning-icons";
import { ButtonLink } from "../../components/ui/button";
import { Card } from "../../components/ui/card";
import { Link } from "../../lib/router";
import { useTodaysAffirmation, useTodaysCheckIn } from "./today-queries";

/**
 * What the dashboard opens with: her next day, today's affirmation and
 * today's check-in, before the progress, the sections and the subscription.
 */
export function TodaySection({ days }: { days: readonly JourneyDaySummary[] }) {
  return (
    <section aria-labelledby="today-heading">
      <h2 id="today-heading" className="sr-only">
        Today
      </h2>
      <div className="grid gap-5 lg:grid-cols-3">
        <ContinueCard days={days} />
        <AffirmationCard />
        <CheckInCard />
      </div>
    </section>
  );
}

function TodayCard({
  icon: Icon,
  eyebrow,
  children,
  action,
  className = "",
}: {
  icon: Icon;
  eyebrow: string;
  children: ReactNode;
  action: ReactNode;
  className?: string;
}) {
  return (
    <Card className={`flex flex-col ${className}`}>
      <p className="flex items-center gap-2 text-xs font-semibold uppercase tracking-[0.14em] text-clay-dark">
        <Icon aria-hidden="true" className="size-4" />
        {eyebrow}
      </p>
      <div className="mt-3 flex-1">{children}</div>
      <div className="mt-5">{action}</div>
    </Card>
  );
}

function ContinueCard({ days }: { days: readonly JourneyDaySummary[] }) {
  const next = continueDay(days);
  if (!next) {
    return (
      <TodayCard
        icon={Footprints}
        eyebrow="Your path"
        className="border-clay/40"
        action={<ButtonLink to={paths.journal}>Read your journal</ButtonLink>}
      >
        <p className="font-display text-2xl leading-snug text-ink">You have walked all 75 days.</p>
      </TodayCard>
    );
  }
  const { day, open } = next;
  return (
    <TodayCard
      icon={Footprints}
      eyebrow={open ? "Your next day" : "Your path goes on"}
      className="border-clay/40"
      action={
        open ? (
          <ButtonLink to={paths.day(day.day)} size="lg">
            Continue with Day {day.day}
            <ArrowRight aria-hidden="true" className="size-4" />
          </ButtonLink>
        ) : (
          <ButtonLink to={paths.pricing}>See plans</ButtonLink>
        )
      }
    >
      <p className="text-sm font-semibold text-muted">Day {day.day}</p>
      <p className="mt-1 font-display text-2xl leading-snug text-ink">{day.title}</p>
      {!open && (
        <p className="mt-2 text-sm text-muted">
          Day {day.day} opens with {day.requiredTier}.
        </p>
      )}
    </TodayCard>
  );
}

function AffirmationCard() {
  const { data, isPending } = useTodaysAffirmation();
  return (
    <TodayCard
      icon={Sun}
      eyebrow="Today's affirmation"
      action={
        <Link
          to={paths.affirmations}
          className="rounded text-sm font-semibold text-clay-dark underline-offset-4 hover:underline"
        >
          Open the calendar →
        </Link>
      }
    >
      {data ? (
        <figure>
          <blockquote className="font-display text-xl leading-snug text-ink">{data.text}</blockquote>
          <figcaption className="mt-2 text-sm text-muted">
            {data.monthLabel} {data.day}
          </figcaption>
          {data.care && <CareNote>{affirmationCareLine}</CareNote>}
        </figure>
      ) : (
        <p className="text-muted">
          {isPending ? "Finding today's words…" : "Today's words wait in the calendar."}
        </p>
      )}
    </TodayCard>
  );
}

function CheckInCard() {
  const { data: checkIn, isPending } = useTodaysCheckIn();
  const mood = moodOptions.find((option) => option.value === checkIn?.mood);
  const energy = energyOptions.find((option) => option.value === checkIn?.energy);
  return (
    <TodayCard
      icon={MessageCircleHeart}
      eyebrow="Today's check-in"
      action={
        checkIn ? (
          <Link
            to={paths.checkIn}
            className="rounded text-sm font-semibold text-clay-dark underline-offset-4 hover:underline"
          >
            Look at your check-in →
          </Link>
        ) : (
          <ButtonLink to={paths.checkIn} variant="secondary">
            Check in
          </ButtonLink>
        )
      }
    >
      {isPending ? (
        <p className="text-muted">Looking for today's check-in…</p>
      ) : checkIn && mood && energy ? (
        <>
          <p className="text-ink">You checked in today.</p>
          <ul className="mt-3 flex flex-wrap gap-2 text-sm font-semibold text-ink">
            {[mood, energy].map((answer, index) => (
              <li
                key={answer.value}
                className="inline-flex items-center gap-1.5 rounded-full bg-sand/80 px-3 py-1"
              >
                <ChoiceIcon name={answer.icon} />
                {answer.label}
                {index === 1 && " energy"}
              </li>
            ))}
          </ul>
        </>
      ) : (
        <p className="text-ink">How are you, today? A few quiet minutes to notice where you are.</p>
      )}
    </TodayCard>
  );
}
