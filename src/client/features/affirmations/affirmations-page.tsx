import { useMemo, useState } from "react";
import { todayInCalendar } from "../../../domain/today";
import { QueryAnswer } from "../../components/load-state";
import { Tabs, TabsContent, TabsList, TabsTrigger } from "../../components/ui/tabs";
import { useDocumentTitle } from "../../lib/document-title";
import { MonthPanel } from "./month-panel";
import { PageHeading } from "./page-heading";
import { useAffirmations } from "./use-affirmations";

// spec §2 Affirmations calendar: one tab per month, opening on the current month.
export default function AffirmationsPage() {
  useDocumentTitle("Affirmations Calendar | Monthly Progress");
  const affirmations = useAffirmations();
  const today = useMemo(() => todayInCalendar(new Date()), []);
  const [tab, setTab] = useState<string | undefined>(undefined);
  const currentTab = tab ?? affirmations.data?.months[today.monthIndex]?.id;

  return (
    <div className="mx-auto max-w-6xl px-4 py-12 sm:px-6 sm:py-16">
      <PageHeading eyebrow="Monthly progress" title="Affirmations Calendar">
        A year of small, doable affirmations, one for every day. Open today's card, read it slowly and take
        its one small step.
      </PageHeading>
      <QueryAnswer query={affirmations} loading="Loading the calendar…">
        {({ months }) => (
          <Tabs value={currentTab} onValueChange={setTab} className="mt-10">
            {/* Two rows of six on a phone, January–June over July–December; one row from lg. */}
            <TabsList
              aria-label="Months"
              className="grid grid-cols-4 gap-1 rounded-2xl min-[360px]:grid-cols-6 lg:grid-cols-12"
            >
              {months.map((month) => (
                <TabsTrigger key={month.id} value={month.id} className="rounded-xl px-1 sm:px-2">
                  <span aria-hidden="true">{month.label.slice(0, 3)}</span>
                  <span className="sr-only">{month.label}</span>
                </TabsTrigger>
              ))}
            </TabsList>
            {months.map((month, index) => (
              <TabsContent key={month.id} value={month.id} className="focus-visible:outline-offset-8">
                <MonthPanel month={month} today={index === today.monthIndex ? today.day : null} />
              </TabsContent>
            ))}
          </Tabs>
        )}
      </QueryAnswer>
    </div>
  );
}
