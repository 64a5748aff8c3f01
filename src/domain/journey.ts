import { JOURNEY_DAYS } from "./day-access";
import type { PlanName } from "./plans";

// The journey API's answers (docs/architecture.md, "Guards"), shared by the server that sends them and the pages that read them.

export interface JourneySection {
  id: string;
  label: string;
  startDay: number;
  endDay: number;
}

/** One card of the dashboard: public outline plus what this member may open and has finished. */
export interface JourneyDaySummary {
  day: number;
  title: string;
  section: string;
  locked: boolean;
  requiredTier: PlanName | null;
  completed: boolean;
}

export interface JourneyProgress {
  completed: number;
  total: number;
  /** The first day not yet completed; null once all 75 are done. */
  nextDay: number | null;
}

export interface JourneyOverview {
  sections: JourneySection[];
  days: JourneyDaySummary[];
  progress: JourneyProgress;
  entitlement: { subscribed: boolean; tier: string | null; isAdmin: boolean };
  /** The energy answer of the member's newest check-in, if any. */
  latestEnergy: string | null;
}

/** A day the member may open (docs/architecture.md D1: the day's layers only come from here; D13 for the layers). */
export interface JourneyDayContent {
  day: number;
  title: string;
  section: string;
  /** The core question. */
  prompt: string;
  guidance: string;
  /** The version for a low-energy day. */
  gentlePrompt: string;
  /** The optional follow-up. */
  deeperPrompt: string;
  minutes: 5 | 10 | 15;
  /** Present on heavy days: one line of care that links to the support page. */
  careNote?: string;
  /** Present on the days about power and relationships: where to turn if home is not safe. */
  safetyNote?: string;
  /** Days 31 and 75: the ceremony's short steps, in order. */
  steps?: string[];
  /** Day 75: a plain note after the steps (where the certificate is), kept out of the ceremony itself. */
  afterSteps?: string;
  /** The printable that fits this day, where one does (#29 item 9): "January worksheet", its title and month. */
  printable?: { month: string; title: string; label: string };
}

/**
 * The time label beside the question. The gentle version is one sentence, so its label shrinks with it
 * instead of keeping the full day's minutes beside the one small thing the gentle version asks (docs/content-style.md).
 */
export function timeLabel(minutes: 5 | 10 | 15, gentle: boolean): string {
  return gentle ? "A minute or two" : `About ${minutes} minutes`;
}

/**
 * The guidance under the gentle version, in place of the day's own (issue #49): the day's guidance asks
 * for the full day's time and lists, while the gentle version asks for one small thing. On the days about
 * power and relationships it keeps "only where it is safe" (docs/content-style.md, "Care on heavy days").
 */
export function gentleGuidance(safety: boolean): string {
  return safety
    ? "Just a sentence today, or a single word. Speak up to others only where it is safe."
    : "Just a sentence today, or a single word. You can stop at any point.";
}

/** True when her latest check-in energy calls for the gentle version first (D13). */
export function prefersGentle(latestEnergy: string | null | undefined): boolean {
  return latestEnergy === "low" || latestEnergy === "depleted";
}

/** The sync document of a reflection (see client/lib/local-first.ts). */
export interface JournalDocument {
  value: string;
  revision: number;
  updatedAt: string | null;
}

export { MAX_REFLECTION_LENGTH } from "./text-limits";

export function journeyProgress(completedDays: Iterable<number>): JourneyProgress {
  const done = new Set([...completedDays].filter((day) => day >= 1 && day <= JOURNEY_DAYS));
  let nextDay: number | null = null;
  for (let day = 1; day <= JOURNEY_DAYS; day++) {
    if (!done.has(day)) {
      nextDay = day;
      break;
    }
  }
  return { completed: done.size, total: JOURNEY_DAYS, nextDay };
}
