import { useQuery } from "@tanstack/react-query";
import { useState } from "react";
import { checkInAnswerLabel } from "../../../content/tools";
import { energies, moods, utcDateKey } from "../../../domain/check-in";
import { tagLabel } from "../../../domain/check-in-tags";
import type { CheckInHistoryEntry } from "../../../domain/journal-archive";
import { QueryAnswer } from "../../components/load-state";
import { TextButton } from "../../components/ui/button";
import { Card } from "../../components/ui/card";
import { DataTable } from "../../components/ui/data-table";
import { RadioChoices } from "../../components/ui/radio-choices";
import { checkInHistoryQuery } from "../../lib/check-in-queries";
import { dayInWords } from "./growth-data";

// A year at a glance (D23, issue #27 item 3): every check-in day of this year marked by her mood (or
// her energy), in colour and with a letter, so colour is never the only sign; a table says the same.

const measures = ["mood", "energy"] as const;
type Measure = (typeof measures)[number];

const letters: Record<string, string> = {
  energized: "E",
  peaceful: "P",
  neutral: "N",
  anxious: "A",
  overwhelmed: "O",
  high: "H",
  medium: "M",
  low: "L",
  depleted: "D",
};

// Lightest to heaviest; each pair of background and text holds its contrast in both themes.
const tones: Record<string, string> = {
  energized: "bg-sage text-white",
  peaceful: "bg-sage-soft text-ink",
  neutral: "bg-sand text-ink",
  anxious: "bg-clay-soft text-ink",
  overwhelmed: "bg-clay-dark text-white",
  high: "bg-sage text-white",
  medium: "bg-sage-soft text-ink",
  low: "bg-clay-soft text-ink",
  depleted: "bg-clay-dark text-white",
};

const DAY_MS = 86_400_000;
const MONTHS = Array.from({ length: 12 }, (_, month) => month);

function yearDates(year: number): string[] {
  const start = Date.UTC(year, 0, 1);
  const days = Math.round((Date.UTC(year + 1, 0, 1) - start) / DAY_MS);
  return Array.from({ length: days }, (_, i) => utcDateKey(new Date(start + i * DAY_MS)));
}

const monthLabel = (month: number) =>
  new Date(Date.UTC(2026, month, 1)).toLocaleDateString(undefined, { month: "long", timeZone: "UTC" });
const dayLabel = (date: string) => dayInWords(date, { month: "long", day: "numeric" });

export function YearCalendar() {
  const year = new Date().getUTCFullYear();
  const from = `${year}-01-01`;
  const to = `${year}-12-31`;
  const history = useQuery(checkInHistoryQuery(from, to));
  const [measure, setMeasure] = useState<Measure>("mood");
  const [asTable, setAsTable] = useState(false);
  return (
    <Card>
      <h2 className="text-2xl">Your year at a glance</h2>
      <p className="mt-1 text-sm text-muted">
        Each day you checked in during {year}, marked by how you felt. An empty day is just a day.
      </p>
      <div className="mt-4 flex flex-wrap items-center gap-4">
        <RadioChoices
          legend="Show"
          hideLegend
          choices={measures}
          value={measure}
          onChange={setMeasure}
          label={(option) => (option === "mood" ? "Mood" : "Energy")}
          look="pill"
        />
        <TextButton
          aria-pressed={asTable}
          onClick={() => setAsTable(!asTable)}
          className="text-sm text-clay-dark"
        >
          {asTable ? "Show as a calendar" : "Show as a table"}
        </TextButton>
      </div>
      <div className="mt-5">
        <QueryAnswer query={history} loading="Gathering your year...">
          {({ checkIns }) =>
            asTable ? (
              <YearTable checkIns={checkIns} />
            ) : (
              <YearGrid year={year} checkIns={checkIns} measure={measure} />
            )
          }
        </QueryAnswer>
      </div>
    </Card>
  );
}

function YearGrid({
  year,
  checkIns,
  measure,
}: {
  year: number;
  checkIns: CheckInHistoryEntry[];
  measure: Measure;
}) {
  const byDate = new Map(checkIns.map((entry) => [entry.date, entry]));
  const dates = yearDates(year);
  const options = measure === "mood" ? moods : energies;
  return (
    <>
      <ul aria-label="Key" className="mb-5 flex flex-wrap gap-x-4 gap-y-2 text-sm text-ink">
        {options.map((value) => (
          <li key={value} className="flex items-center gap-1.5">
            <span
              aria-hidden="true"
              className={`flex size-6 items-center justify-center rounded-md text-xs font-bold ${tones[value]}`}
            >
              {letters[value]}
            </span>
            {checkInAnswerLabel(value)}
          </li>
        ))}
      </ul>
      <div className="grid grid-cols-2 gap-x-4 gap-y-5 sm:grid-cols-3 lg:grid-cols-4">
        {MONTHS.map((month) => {
          const days = dates.filter((date) => Number(date.slice(5, 7)) === month + 1);
          const lead = new Date(`${days[0]}T00:00:00Z`).getUTCDay();
          return (
            <section key={month} aria-labelledby={`year-month-${month}`}>
              <h3 id={`year-month-${month}`} className="mb-1.5 text-sm font-semibold text-ink">
                {monthLabel(month)}
              </h3>
              <ol className="grid grid-cols-7 gap-0.5">
                {Array.from({ length: lead }, (_, i) => (
                  // biome-ignore lint/suspicious/noArrayIndexKey: blank cells before the first day never move
                  <li key={`blank-${i}`} aria-hidden="true" />
                ))}
                {days.map((date) => {
                  const entry = byDate.get(date);
                  const value = entry?.[measure];
                  if (!value) {
                    return (
                      <li
                        key={date}
                        aria-hidden="true"
                        className="aspect-square rounded-sm border border-linen/70"
                      />
                    );
                  }
                  return (
                    <li
                      key={date}
                      className={`flex aspect-square items-center justify-center rounded-sm text-[0.625rem] font-bold leading-none ${tones[value] ?? ""}`}
                    >
                      <span aria-hidden="true">{letters[value]}</span>
                      <span className="sr-only">
                        {dayLabel(date)}: {checkInAnswerLabel(value)}
                      </span>
                    </li>
                  );
                })}
              </ol>
            </section>
          );
        })}
      </div>
    </>
  );
}

function YearTable({ checkIns }: { checkIns: CheckInHistoryEntry[] }) {
  if (checkIns.length === 0) return <p className="text-muted">No check-ins this year yet.</p>;
  return (
    <div className="overflow-x-auto">
      <DataTable
        caption="Your check-ins this year, oldest first"
        columns={["Date", "Mood", "Energy", "What helped"]}
        rows={checkIns.map((entry) => ({
          key: entry.date,
          cells: [
            dayLabel(entry.date),
            checkInAnswerLabel(entry.mood),
            checkInAnswerLabel(entry.energy),
            entry.tags.map(tagLabel).join(", "),
          ],
        }))}
      />
    </div>
  );
}
