import { STALLED_AFTER_DAYS } from "../../../domain/admin-console";
import { Card } from "../../components/ui/card";
import { BarChart } from "./bar-chart";
import { shortDate } from "./console-format";
import { ConsoleLoading } from "./console-loading";
import { useCohorts, useFunnel } from "./use-console";

/** Where on the 75-day path members are, where the quiet ones stopped, and how each week's joiners keep going. */
export function PathPanel() {
  const funnel = useFunnel();
  const cohorts = useCohorts();
  if (funnel.isPending || cohorts.isPending) {
    return <ConsoleLoading label="Loading the path" />;
  }
  if (funnel.isError || cohorts.isError) return <p className="mt-6">The path could not be loaded.</p>;
  const { steps, stalled } = funnel.data;
  // Week 1 is the week they joined.
  const weekNumbers = cohorts.data.cohorts.map((_, k) => k + 1);
  return (
    <div className="mt-6 flex flex-col gap-6">
      <Card>
        <h2 className="text-xl">How far members have come</h2>
        <BarChart
          title="Members who completed at least this day"
          categoryHeading="Day"
          categories={steps.map((step) => `Day ${step.day}`)}
          series={[{ label: "Members", className: "fill-sage", values: steps.map((step) => step.members) }]}
        />
      </Card>
      <Card>
        <h2 className="text-xl">Where quiet members stopped</h2>
        <p className="mt-2 text-sm text-muted">
          Members who have not written, completed a day or checked in for {STALLED_AFTER_DAYS} days, by the
          last day they completed.
        </p>
        {stalled.length === 0 ? (
          <p className="mt-3">Nobody has gone quiet.</p>
        ) : (
          <BarChart
            title="Quiet members by the last day they completed"
            categoryHeading="Last day completed"
            categories={stalled.map((row) => (row.day === 0 ? "None yet" : `Day ${row.day}`))}
            series={[{ label: "Members", className: "fill-clay", values: stalled.map((row) => row.members) }]}
          />
        )}
      </Card>
      <Card>
        <h2 className="text-xl">Weekly cohorts</h2>
        <p className="mt-2 text-sm text-muted">
          Members by the week they joined, and the share who wrote, completed a day or checked in each week
          since.
        </p>
        {/* biome-ignore lint/a11y/noNoninteractiveTabindex: a table wider than a phone scrolls, and keyboard users must be able to scroll it (axe scrollable-region-focusable) */}
        <section className="mt-3 overflow-x-auto" aria-label="Weekly cohorts table" tabIndex={0}>
          <table className="w-full text-left text-xs sm:text-sm">
            <caption className="sr-only">Share of each week's new members active in the weeks after</caption>
            <thead>
              <tr className="text-muted">
                <th scope="col" className="py-1.5 pr-2 font-semibold">
                  Joined
                </th>
                <th scope="col" className="py-1.5 pr-2 font-semibold">
                  Members
                </th>
                {weekNumbers.map((week) => (
                  <th key={week} scope="col" className="px-1 py-1.5 text-center font-semibold">
                    <span className="sr-only">Week </span>
                    {week}
                  </th>
                ))}
              </tr>
            </thead>
            <tbody>
              {cohorts.data.cohorts.map((cohort) => (
                <tr key={cohort.weekStart}>
                  <th scope="row" className="py-1 pr-2 font-normal whitespace-nowrap">
                    {shortDate(cohort.weekStart)}
                  </th>
                  <td className="py-1 pr-2">{cohort.members}</td>
                  {weekNumbers.slice(0, cohort.active.length).map((week) => {
                    const percent = cohort.active[week - 1] ?? 0;
                    return (
                      <td
                        key={week}
                        className="px-1 py-1 text-center text-ink"
                        // The shade says the share at a glance, over the card's own surface in either theme
                        // (white under the dark theme's light text was unreadable); at most 40% sage, so the
                        // number keeps 4.5:1 on it in both.
                        style={{
                          backgroundColor: `color-mix(in srgb, var(--color-sage) ${Math.round(percent * 0.4)}%, var(--color-white))`,
                        }}
                      >
                        {cohort.members === 0 ? "–" : `${percent}%`}
                      </td>
                    );
                  })}
                </tr>
              ))}
            </tbody>
          </table>
        </section>
      </Card>
    </div>
  );
}
