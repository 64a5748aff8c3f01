import { canOpenDay, GRACE_CEREMONY_DAY, JOURNEY_DAYS } from "./day-access";
import { type PlanName, planNames } from "./plans";
import { type PageEntry, pageNames, pageTable } from "./routes";

// What each plan opens, in plain words for the pricing page, checkout and the plan switcher. Read from
// the rules the app enforces, never written by hand: the days from canOpenDay (day-access.ts), the
// printables and tools from the page registry (a page open to any signed-in member opens with any plan).

/** spec §9: a worksheet and a reflection page for each month (content.test.ts holds the printables to it). */
export const PRINTABLE_COUNT = 24;

const pages: PageEntry[] = pageNames.map((name) => pageTable[name]);
/** The self-care tools are the pages under /tools/ (routes.ts). */
const toolPages = pages.filter((page) => page.path.startsWith("/tools/"));
const printablePages = pages.filter((page) => page.section === "printables");

export interface PlanOpening {
  /** The days the plan opens as runs of consecutive days, e.g. [[1, 15], [31, 31]]. */
  dayRuns: [number, number][];
  /** How many of the 75 days it opens. */
  dayCount: number;
  /** The Grace Ceremony (day 31) is among its days. */
  ceremony: boolean;
  /** Every day opens, so she can complete the path and earn the certificate (GET /api/certificate). */
  certificate: boolean;
  /** Printables and self-care tools that open with the plan. */
  printables: number;
  tools: number;
}

/**
 * The bonus tools (the ritual vault) open to every member, whatever her plan (routes.ts: `/bonus-tools`
 * is a member page): the dashboard's vault card, `/bonus-tools` and pricing all say so (issue #49).
 */
export const VAULT_OPENS_LINE = "The bonus tools and trackers are open with every plan.";

/** Consecutive days as runs: [1, 2, 3, 7] is [[1, 3], [7, 7]]. */
function runsOf(days: number[]): [number, number][] {
  const runs: [number, number][] = [];
  for (const day of days) {
    const last = runs.at(-1);
    if (last && last[1] === day - 1) last[1] = day;
    else runs.push([day, day]);
  }
  return runs;
}

const daysOpenTo = (plan: PlanName) =>
  Array.from({ length: JOURNEY_DAYS }, (_, i) => i + 1).filter((day) =>
    canOpenDay({ subscribed: true, tier: plan }, day),
  );

/** The days, printables and tools a member on `plan` may open. */
export function planOpening(plan: PlanName): PlanOpening {
  const days = daysOpenTo(plan);
  const dayRuns = runsOf(days);
  const dayCount = days.length;
  const opensWithMembership = (page: PageEntry) => page.access === "member";
  return {
    dayRuns,
    dayCount,
    ceremony: days.includes(GRACE_CEREMONY_DAY),
    certificate: dayCount === JOURNEY_DAYS,
    printables: printablePages.every(opensWithMembership) ? PRINTABLE_COUNT : 0,
    tools: toolPages.filter(opensWithMembership).length,
  };
}

function daysInWords({ dayRuns, dayCount, ceremony }: PlanOpening): string {
  if (dayCount === JOURNEY_DAYS) return `all ${JOURNEY_DAYS} days of the path`;
  const runs = dayRuns
    .filter(([first]) => !(ceremony && first === GRACE_CEREMONY_DAY))
    .map(([first, last]) => (first === last ? `day ${first}` : `days ${first}–${last}`));
  if (ceremony) runs.push(`the Day ${GRACE_CEREMONY_DAY} Grace Ceremony`);
  return listInWords(runs);
}

function listInWords(items: string[]): string {
  if (items.length <= 1) return items.join("");
  return `${items.slice(0, -1).join(", ")} and ${items.at(-1)}`;
}

/**
 * What `plan` opens as one sentence: "Opens days 1–15 and the Day 31 Grace Ceremony, plus all 24
 * printables and the 5 self-care tools."
 */
export function planOpensLine(plan: PlanName): string {
  const opening = planOpening(plan);
  const extras = [
    opening.certificate ? "the completion certificate" : null,
    opening.printables > 0 ? `all ${opening.printables} printables` : null,
    opening.tools > 0 ? `the ${opening.tools} self-care tools` : null,
  ].filter((item): item is string => item !== null);
  const extrasPart = extras.length > 0 ? `, plus ${listInWords(extras)}` : "";
  return `Opens ${daysInWords(opening)}${extrasPart}.`;
}

/**
 * What `plan` opens beyond the plan below it, as one sentence: "Grace Collective adds days 26–30 and
 * 32–75 of the path and the completion certificate."
 */
export function planAddsLine(plan: PlanName): string {
  const below = planNames[planNames.indexOf(plan) - 1];
  const lower = new Set(below ? daysOpenTo(below) : []);
  const runs = runsOf(daysOpenTo(plan).filter((day) => !lower.has(day)));
  const days = runs.map(([first, last]) => (first === last ? `${first}` : `${first}–${last}`));
  const single = runs.length === 1 && runs[0]?.[0] === runs[0]?.[1];
  const parts = [`${single ? "day" : "days"} ${listInWords(days)} of the path`];
  if (planOpening(plan).certificate && !(below && planOpening(below).certificate)) {
    parts.push("the completion certificate");
  }
  return `${plan} adds ${listInWords(parts)}.`;
}
