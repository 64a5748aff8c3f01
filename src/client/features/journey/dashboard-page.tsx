import { Compass, NotebookPen, ShieldCheck, TrendingUp } from "lucide-react";
import { lazy, Suspense } from "react";
import { ceremonyInView } from "../../../domain/ceremony-card";
import { JOURNEY_DAYS } from "../../../domain/day-access";
import type { JourneyOverview } from "../../../domain/journey";
import { WHAT_COMES_NEXT, whatComesNextPath } from "../../../domain/return-prompts";
import { paths } from "../../../domain/routes";
import { BookOpen } from "../../components/first-screen-icons";
import { PaymentProblemBanner } from "../../components/payment-problem-banner";
import { SubscriptionStatusCard } from "../../components/subscription-status-card";
import { Button, ButtonLink } from "../../components/ui/button";
import { useDocumentTitle } from "../../lib/document-title";
import { useJourney } from "../../lib/journey-queries";
import { useSession } from "../../lib/session";
import { BonusVaultCard, GraceCeremonyCard } from "./journey-access-cards";
import { JourneyProgressCard } from "./journey-progress-card";
import { SectionTabs } from "./section-tabs";
import { TodaySection } from "./today-section";

// spec §2 Dashboard, in a calmer order: today first (her next day, today's affirmation,
// today's check-in), then progress and the two access cards, the sections' days, and last, smaller,
// the subscription.
export default function DashboardPage() {
  useDocumentTitle("Your 75-Day Soul Path | Grind to Grace");
  const { session } = useSession();
  const journey = useJourney();

  return (
    <section className="mx-auto w-full max-w-6xl px-4 py-10 sm:px-6 sm:py-14">
      {session.isAdmin && (
        <p
          role="note"
          className="mb-8 flex items-center gap-3 rounded-2xl border border-gold/40 bg-gold/10 px-4 py-3 text-sm font-semibold text-ink"
        >
          <ShieldCheck aria-hidden="true" className="size-5 shrink-0 text-gold" />
          Admin Preview Mode — full access enabled for review.
        </p>
      )}
      <div className="mb-8 empty:hidden">
        <PaymentProblemBanner />
      </div>
      <header>
        <p className="text-sm font-semibold uppercase tracking-[0.18em] text-clay-dark">Your journey</p>
        <h1 className="mt-3 text-4xl leading-tight sm:text-5xl">Your 75-Day Soul Path</h1>
      </header>
      <div className="mt-8 flex flex-col gap-10">
        {journey.data ? (
          <JourneyOverviewView overview={journey.data} />
        ) : journey.isError ? (
          <div role="alert" className="rounded-2xl border border-linen bg-white/80 p-6">
            <p className="text-ink">{journey.error.message}</p>
            <Button variant="secondary" className="mt-4" onClick={() => journey.refetch()}>
              Try again
            </Button>
          </div>
        ) : (
          <p role="status" className="py-16 text-center text-muted">
            Loading your path...
          </p>
        )}
        <SubscriptionStatusCard compact className="lg:max-w-3xl" />
      </div>
    </section>
  );
}

// The cards of her own story come with their data, after the path: their code comes with it, off the
// dashboard's own download (docs/architecture.md, "Budgets").
const herStory = () => import("./her-story-cards");
const WelcomeBackCard = lazy(() => herStory().then(({ WelcomeBackCard }) => ({ default: WelcomeBackCard })));
const OnThisDayCard = lazy(() => herStory().then(({ OnThisDayCard }) => ({ default: OnThisDayCard })));

function JourneyOverviewView({ overview }: { overview: JourneyOverview }) {
  const showCeremony = ceremonyInView(overview.days);
  return (
    <>
      <Suspense fallback={null}>
        <WelcomeBackCard />
      </Suspense>
      <TodaySection days={overview.days} />
      <Suspense fallback={null}>
        <OnThisDayCard />
      </Suspense>
      <div className="flex flex-col gap-5">
        <nav aria-label="Your writing" className="flex flex-wrap gap-3">
          <ButtonLink to={paths.journal} variant="secondary" size="sm">
            <BookOpen aria-hidden="true" className="size-4" />
            Your journal
          </ButtonLink>
          <ButtonLink to={paths.growth} variant="secondary" size="sm">
            <TrendingUp aria-hidden="true" className="size-4" />
            Your growth
          </ButtonLink>
          <ButtonLink to={paths.pages} variant="secondary" size="sm">
            <NotebookPen aria-hidden="true" className="size-4" />
            Open pages
          </ButtonLink>
          {overview.progress.completed >= JOURNEY_DAYS && (
            <ButtonLink to={whatComesNextPath} variant="secondary" size="sm">
              <Compass aria-hidden="true" className="size-4" />
              {WHAT_COMES_NEXT}
            </ButtonLink>
          )}
        </nav>
        <div className={`grid gap-5 md:grid-cols-2 ${showCeremony ? "lg:grid-cols-3" : ""}`}>
          <JourneyProgressCard progress={overview.progress} latestEnergy={overview.latestEnergy} />
          {showCeremony && <GraceCeremonyCard entitlement={overview.entitlement} />}
          <BonusVaultCard />
        </div>
      </div>
      <section aria-labelledby="path-heading">
        <h2 id="path-heading" className="sr-only">
          Days of the path
        </h2>
        <SectionTabs sections={overview.sections} days={overview.days} nextDay={overview.progress.nextDay} />
      </section>
    </>
  );
}
