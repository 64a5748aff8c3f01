import { checkInQuestions, energyOptions, moodOptions } from "../../content/tools";
import { formatLongDateKey, formatShortDateKey } from "./dates";
import type { FontChains } from "./fonts";
import { drawLevelChart } from "./level-chart";
import { contentWidth, margins, type PageFlow } from "./page-flow";
import { palette } from "./palette";
import { wrapText } from "./text-layout";
import { drawText } from "./text-runs";

export interface CheckInEntry {
  /** YYYY-MM-DD */
  date: string;
  mood: string;
  energy: string;
  /** Her written answers (D23: the recovery book keeps every word she wrote); empty ones are left out. */
  answers?: { gratitude: string; challenge: string; intention: string };
}

// The options are listed best first (energized … overwhelmed, high … depleted); the chart
// draws the lowest level at the bottom, so it takes them in reverse.
const moodLevels = [...moodOptions].reverse();
const energyLevels = [...energyOptions].reverse();

const CHART_HEIGHT = 118;
const ROW_HEIGHT = 18;
const columns = [0, 170, 320] as const;

function labelOf(options: readonly { value: string; label: string }[], value: string): string {
  return options.find((option) => option.value === value)?.label ?? value;
}

/** Her check-ins on a page of their own: mood and energy over time, then every check-in listed. */
export function drawCheckInSection(
  flow: PageFlow,
  fonts: FontChains,
  checkIns: readonly CheckInEntry[],
): void {
  flow.newPage();
  flow.lines(["Check-ins"], { chain: fonts.serif, size: 24, leading: 24, color: palette.ink });
  flow.space(8);
  const sorted = [...checkIns].sort((a, b) => a.date.localeCompare(b.date));
  if (sorted.length === 0) {
    flow.lines(["No check-ins were saved."], {
      chain: fonts.sansItalic,
      size: 11,
      leading: 16,
      color: palette.muted,
    });
    return;
  }
  flow.lines(
    [`How you arrived, ${sorted.length === 1 ? "on one day" : `over ${sorted.length} check-ins`}.`],
    {
      chain: fonts.sans,
      size: 10.5,
      leading: 16,
      color: palette.muted,
    },
  );
  const dateLabels = sorted.map((checkIn) => formatShortDateKey(checkIn.date));
  const charts = [
    { title: "MOOD", levels: moodLevels, pick: (entry: CheckInEntry) => entry.mood, color: palette.clay },
    {
      title: "ENERGY",
      levels: energyLevels,
      pick: (entry: CheckInEntry) => entry.energy,
      color: palette.muted,
    },
  ];
  for (const chart of charts) {
    flow.space(26);
    drawText(flow.page, chart.title, {
      x: margins.left,
      y: flow.y,
      size: 8,
      chain: fonts.sansMedium,
      color: palette.clay,
      characterSpacing: 1.6,
    });
    flow.space(10);
    drawLevelChart(flow.page, {
      x: margins.left,
      top: flow.y,
      width: contentWidth,
      height: CHART_HEIGHT,
      levels: chart.levels.map((level) => level.label),
      values: sorted.map((entry) =>
        indexOrNull(chart.levels.findIndex((level) => level.value === chart.pick(entry))),
      ),
      positions: datePositions(sorted.map((entry) => entry.date)),
      dateLabels,
      chain: fonts.sans,
      color: chart.color,
    });
    flow.space(CHART_HEIGHT);
  }
  flow.space(28);
  drawCheckInTable(flow, fonts, sorted);
  drawCheckInAnswers(flow, fonts, sorted);
}

const questionOf = new Map(checkInQuestions.map(({ id, question }) => [id, question]));

/** What she wrote in each check-in, date by date, under the question it answered. */
function drawCheckInAnswers(flow: PageFlow, fonts: FontChains, checkIns: readonly CheckInEntry[]): void {
  const written = checkIns.filter(
    (entry) => entry.answers && Object.values(entry.answers).some((answer) => answer.trim()),
  );
  if (written.length === 0) return;
  flow.space(30);
  flow.ensureRoom(60);
  flow.lines(["In your words"], { chain: fonts.serif, size: 18, leading: 24, color: palette.ink });
  for (const entry of written) {
    flow.space(12);
    flow.ensureRoom(48);
    flow.lines([formatLongDateKey(entry.date)], {
      chain: fonts.sansMedium,
      size: 10,
      leading: 15,
      color: palette.clay,
    });
    for (const id of ["gratitude", "challenge", "intention"] as const) {
      const answer = entry.answers?.[id].trim() ?? "";
      if (!answer) continue;
      flow.lines(wrapText(questionOf.get(id) ?? id, fonts.serifItalic, 9.5, contentWidth), {
        chain: fonts.serifItalic,
        size: 9.5,
        leading: 14,
        color: palette.muted,
      });
      flow.lines(wrapText(answer, fonts.sans, 10, contentWidth), {
        chain: fonts.sans,
        size: 10,
        leading: 15,
        color: palette.ink,
      });
      flow.space(3);
    }
  }
}

/** Each date's place between the first and the last, by calendar days. */
function datePositions(dates: readonly string[]): number[] {
  const days = dates.map((date) => Date.parse(`${date}T00:00:00Z`) / 86_400_000);
  const first = days[0] ?? 0;
  const span = (days.at(-1) ?? 0) - first;
  if (!Number.isFinite(span) || span <= 0) {
    // One date, or keys that are not dates: spread them evenly instead.
    return dates.map((_, index) => (dates.length === 1 ? 0.5 : index / (dates.length - 1)));
  }
  return days.map((day) => (Number.isFinite(day) ? (day - first) / span : 0.5));
}

function indexOrNull(index: number): number | null {
  return index === -1 ? null : index;
}

function drawCheckInTable(flow: PageFlow, fonts: FontChains, checkIns: readonly CheckInEntry[]): void {
  const header = () => {
    flow.ensureRoom(ROW_HEIGHT * 3);
    flow.space(ROW_HEIGHT);
    ["DATE", "MOOD", "ENERGY"].forEach((title, index) => {
      drawText(flow.page, title, {
        x: margins.left + (columns[index] ?? 0),
        y: flow.y,
        size: 7.5,
        chain: fonts.sansMedium,
        color: palette.clay,
        characterSpacing: 1.4,
      });
    });
    flow.space(6);
    const y = flow.y;
    flow.page.drawLine({
      start: { x: margins.left, y },
      end: { x: margins.left + contentWidth, y },
      color: palette.linen,
    });
  };
  header();
  checkIns.forEach((checkIn, row) => {
    const page = flow.page;
    flow.ensureRoom(ROW_HEIGHT);
    if (flow.page !== page) header();
    if (row % 2 === 1) {
      flow.page.drawRectangle({
        x: margins.left,
        y: flow.y - ROW_HEIGHT,
        width: contentWidth,
        height: ROW_HEIGHT,
        color: palette.sand,
        opacity: 0.6,
      });
    }
    flow.space(ROW_HEIGHT);
    const cells = [
      formatLongDateKey(checkIn.date),
      labelOf(moodOptions, checkIn.mood),
      labelOf(energyOptions, checkIn.energy),
    ];
    cells.forEach((cell, index) => {
      drawText(flow.page, cell, {
        x: margins.left + (columns[index] ?? 0),
        y: flow.y + 5.5,
        size: 9.5,
        chain: fonts.sans,
        color: palette.ink,
      });
    });
  });
}
