import type { JourneyDaySummary, JourneySection } from "../../../domain/journey";
import { Tabs, TabsContent, TabsList, TabsTrigger } from "../../components/ui/tabs";
import { DayCard } from "./day-card";

/** spec §2: one tab per section listing its day cards; the tab of the next unfinished day opens first. */
export function SectionTabs({
  sections,
  days,
  nextDay,
}: {
  sections: JourneySection[];
  days: JourneyDaySummary[];
  nextDay: number | null;
}) {
  const openFirst =
    sections.find(
      (section) => nextDay !== null && nextDay >= section.startDay && nextDay <= section.endDay,
    ) ?? sections[0];
  return (
    <Tabs defaultValue={openFirst?.id}>
      <TabsList
        aria-label="Sections of the path"
        className="-mx-4 overflow-x-auto rounded-none bg-transparent px-4 pb-2 sm:mx-0 sm:flex-wrap sm:rounded-2xl sm:bg-sand sm:p-1.5"
      >
        {sections.map((section) => (
          <TabsTrigger
            key={section.id}
            value={section.id}
            className="flex-none bg-sand sm:bg-transparent data-[state=active]:bg-white"
          >
            {section.label}
          </TabsTrigger>
        ))}
      </TabsList>
      {sections.map((section) => {
        const sectionDays = days.filter((day) => day.section === section.id);
        return (
          <TabsContent key={section.id} value={section.id} className="pt-6">
            <div className="flex flex-wrap items-baseline justify-between gap-2">
              <h3 className="text-2xl">{section.label}</h3>
              <p className="text-sm text-muted">
                Days {section.startDay}–{section.endDay} · {sectionDays.filter((day) => day.completed).length}{" "}
                of {sectionDays.length} completed
              </p>
            </div>
            <ul className="mt-5 grid grid-cols-2 gap-3 sm:grid-cols-3 lg:grid-cols-5">
              {sectionDays.map((day) => (
                <li key={day.day}>
                  <DayCard day={day} isNext={day.day === nextDay} />
                </li>
              ))}
            </ul>
          </TabsContent>
        );
      })}
    </Tabs>
  );
}
