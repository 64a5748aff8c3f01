import { ChevronLeft, ChevronRight } from "lucide-react";
import { useEffect, useRef, useState } from "react";
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
  const { listRef, more } = useScrollHint();
  return (
    <Tabs defaultValue={openFirst?.id}>
      <div className="relative -mx-4 sm:mx-0">
        <TabsList
          ref={listRef}
          aria-label="Sections of the path"
          className="overflow-x-auto rounded-none bg-transparent px-4 pb-2 [scrollbar-width:none] sm:flex-wrap sm:rounded-2xl sm:bg-sand sm:p-1.5"
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
        {more.before && (
          <span
            aria-hidden="true"
            className="pointer-events-none absolute inset-y-0 left-0 flex w-12 items-start bg-gradient-to-r from-cream via-cream/90 to-transparent pt-2.5 pl-1 text-clay-dark sm:hidden"
          >
            <ChevronLeft className="size-5" />
          </span>
        )}
        {more.after && (
          <span
            aria-hidden="true"
            data-testid="more-sections"
            className="pointer-events-none absolute inset-y-0 right-0 flex w-14 items-start justify-end bg-gradient-to-l from-cream via-cream/90 to-transparent pt-2.5 pr-1 text-clay-dark sm:hidden"
          >
            <ChevronRight className="size-5" />
          </span>
        )}
      </div>
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

/**
 * On a phone the tabs scroll sideways: a faded edge with an arrow shows on each side that
 * has more tabs, and the open tab is scrolled into view.
 */
function useScrollHint() {
  const listRef = useRef<HTMLDivElement>(null);
  const [more, setMore] = useState({ before: false, after: false });
  useEffect(() => {
    const list = listRef.current;
    if (!list) return;
    const update = () =>
      setMore({
        before: list.scrollLeft > 4,
        after: list.scrollLeft + list.clientWidth < list.scrollWidth - 4,
      });
    const active = list.querySelector<HTMLElement>('[data-state="active"]');
    if (active && list.scrollWidth > list.clientWidth) {
      list.scrollLeft = active.offsetLeft - (list.clientWidth - active.offsetWidth) / 2;
    }
    update();
    list.addEventListener("scroll", update, { passive: true });
    const observer = new ResizeObserver(update);
    observer.observe(list);
    return () => {
      list.removeEventListener("scroll", update);
      observer.disconnect();
    };
  }, []);
  return { listRef, more };
}
