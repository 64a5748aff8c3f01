import { useQuery } from "@tanstack/react-query";
import { TrendingUp } from "lucide-react";
import { checkInAnswerLabel } from "../../../content/tools";
import type { CheckInHistory } from "../../../domain/journal-archive";
import { paths } from "../../../domain/routes";
import { QueryAnswer } from "../../components/load-state";
import { ButtonLink } from "../../components/ui/button";
import { Card } from "../../components/ui/card";
import { DataTable } from "../../components/ui/data-table";
import { RadioChoices } from "../../components/ui/radio-choices";
import { checkInHistoryQuery } from "../../lib/check-in-queries";
import { useDocumentTitle } from "../../lib/document-title";
import { useWholeJournal } from "../../lib/journal-queries";
import { useJourney } from "../../lib/journey-queries";
import { Link, useNavigate, useSearchParams } from "../../lib/router";
import { CheckInList } from "./check-in-list";
import {
  datesEndingToday,
  dayInWords,
  daysWritten,
  energyRows,
  levels,
  moodRows,
  RANGES,
} from "./growth-data";
import { LevelChart } from "./level-chart";
import { WhatHelps } from "./what-helps";
import { WrittenCalendar } from "./written-calendar";
import { YearCalendar } from "./year-calendar";

const labelled = (values: readonly string[]) => values.map(checkInAnswerLabel);

/** The two charts of her check-ins, each answer from top to bottom, in its own colour. */
const levelCharts = [
  { field: "mood", title: "Mood", rows: moodRows, color: "var(--color-clay)" },
  { field: "energy", title: "Energy", rows: energyRows, color: "var(--color-sage)" },
] as const;

/** /growth ("Track Your Growth"): her check-ins over time, the days she wrote, and her counts (docs/architecture.md, "Her words back"). */
export default function GrowthPage() {
  useDocumentTitle("Your Growth | Grind to Grace");
  // The range lives in the address (?range=90), so a reload or a shared link keeps it.
  const [params] = useSearchParams();
  const navigate = useNavigate();
  const range = RANGES.find((days) => String(days) === params.get("range")) ?? 30;
  const dates = datesEndingToday(range);
  const from = dates[0] ?? "";
  const to = dates.at(-1) ?? "";
  const history = useQuery(checkInHistoryQuery(from, to));
  const archive = useWholeJournal();
  const journey = useJourney();

  return (
    <section className="mx-auto w-full max-w-4xl px-4 py-10 sm:px-6 sm:py-14">
      <header>
        <p className="text-sm font-semibold uppercase tracking-[0.18em] text-clay-dark">Track your growth</p>
        <h1 className="mt-3 text-4xl leading-tight sm:text-5xl">How you have been</h1>
        <p className="mt-3 max-w-2xl text-muted">
          Your check-ins and the days you wrote, side by side. There is nothing to keep up with here, only a
          place to notice.
        </p>
      </header>

      <dl className="mt-8 grid grid-cols-3 gap-3 sm:gap-5">
        <Count
          label="Reflections written"
          value={archive.data?.entries.filter((entry) => entry.kind === "day").length}
        />
        <Count label="Days completed" value={journey.data?.progress.completed} />
        <Count label={`Check-ins, last ${range} days`} value={history.data?.checkIns.length} />
      </dl>

      <RadioChoices
        legend="Show the last"
        choices={RANGES}
        value={range}
        onChange={(days) => navigate(`?range=${days}`, { replace: true })}
        label={(days) => `${days} days`}
        look="pill"
        className="mt-10"
      />

      <div className="mt-6">
        <QueryAnswer query={history} loading="Gathering your check-ins...">
          {(data) => (
            <History
              history={data}
              dates={dates}
              written={daysWritten(archive.data?.entries ?? [], data.checkIns)}
            />
          )}
        </QueryAnswer>
      </div>
      <div className="mt-6 flex flex-col gap-6">
        <YearCalendar />
        <WhatHelps />
      </div>
    </section>
  );
}

function Count({ label, value }: { label: string; value: number | undefined }) {
  return (
    <div className="rounded-2xl border border-linen bg-white/80 p-4 text-center sm:p-5">
      <dt className="text-xs font-semibold text-muted sm:text-sm">{label}</dt>
      <dd className="mt-1 font-display text-3xl text-ink">{value ?? "–"}</dd>
    </div>
  );
}

function History({
  history,
  dates,
  written,
}: {
  history: CheckInHistory;
  dates: string[];
  written: Set<string>;
}) {
  const { checkIns } = history;
  return (
    <div className="flex flex-col gap-6">
      <Card>
        <h2 className="text-2xl">Mood and energy</h2>
        {checkIns.length === 0 ? (
          <div className="mt-4 flex flex-col items-start gap-4 sm:flex-row sm:items-center">
            <TrendingUp aria-hidden="true" className="size-8 shrink-0 text-clay-dark" />
            <p className="text-muted">
              No check-ins in these days yet. Your first one starts the picture: five quiet questions about
              how you are.
            </p>
            <ButtonLink to={paths.checkIn} className="shrink-0">
              Check in now
            </ButtonLink>
          </div>
        ) : (
          <>
            <div className="mt-4 grid gap-6">
              {levelCharts.map(({ field, title, rows, color }) => (
                <LevelChart
                  key={field}
                  title={title}
                  rows={labelled(rows)}
                  dates={dates}
                  points={levels(checkIns, field)}
                  color={color}
                />
              ))}
            </div>
            <details className="mt-4">
              <summary className="cursor-pointer text-sm font-semibold text-clay-dark">
                See these check-ins as a table
              </summary>
              <DataTable
                caption="Your check-ins, oldest first"
                columns={["Date", "Mood", "Energy"]}
                rows={checkIns.map((entry) => ({
                  key: entry.date,
                  cells: [
                    dayInWords(entry.date, { month: "long", day: "numeric" }),
                    checkInAnswerLabel(entry.mood),
                    checkInAnswerLabel(entry.energy),
                  ],
                }))}
                className="mt-3"
              />
            </details>
          </>
        )}
      </Card>
      {checkIns.length > 0 && (
        <Card>
          <h2 className="text-2xl">Your check-ins</h2>
          <p className="mt-1 text-sm text-muted">
            What you were grateful for, what was weighing on you and your intention, newest first.
          </p>
          <CheckInList checkIns={checkIns} labelOf={checkInAnswerLabel} />
        </Card>
      )}
      <Card>
        <h2 className="text-2xl">Days you wrote</h2>
        <p className="mt-1 text-sm text-muted">A filled day is a day you wrote a reflection or checked in.</p>
        <div className="mt-4 max-w-md">
          <WrittenCalendar dates={dates} written={written} />
        </div>
        <p className="mt-4 text-sm">
          <Link to={paths.journal} className="font-semibold text-clay-dark underline">
            Read your journal
          </Link>
        </p>
      </Card>
    </div>
  );
}
