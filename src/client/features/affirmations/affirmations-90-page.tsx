import { useMemo } from "react";
import { QueryAnswer } from "../../components/load-state";
import { useDocumentTitle } from "../../lib/document-title";
import { AffirmationCard } from "./affirmation-card";
import { firstAffirmations } from "./affirmation-days";
import { PageHeading } from "./page-heading";
import { useAffirmations } from "./use-affirmations";

const DAYS = 90; // spec §9: affirmations-90 shows the first 90 days

// spec §2 90-day affirmations: the first 90 of the calendar, in order, as "Day {n}" cards.
export default function Affirmations90Page() {
  useDocumentTitle("90 Days of Inspired Daily Affirmations | Grind to Grace");
  const affirmations = useAffirmations();
  const months = affirmations.data?.months;
  const days = useMemo(() => firstAffirmations(months ?? [], DAYS), [months]);

  return (
    <div className="mx-auto max-w-6xl px-4 py-12 sm:px-6 sm:py-16">
      <PageHeading eyebrow="Action step affirmations" title="90 Days of Inspired Daily Affirmations">
        Ninety days, one affirmation at a time. Each card holds a sentence to carry with you and one small
        step to take today.
      </PageHeading>
      <QueryAnswer query={affirmations} loading="Loading your 90 days…">
        {() => (
          <ol className="mt-10 grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
            {days.map(({ number, month, affirmation }) => (
              <li key={number}>
                <AffirmationCard
                  label={`Day ${number}`}
                  context={`${month.label} ${affirmation.day} · ${month.theme}`}
                  affirmation={affirmation}
                />
              </li>
            ))}
          </ol>
        )}
      </QueryAnswer>
    </div>
  );
}
