import { JOURNEY_DAYS } from "./day-access";
import type { PlanName } from "./plans";

// The journey API's answers (DESIGN §7), shared by the server that sends them and the pages that read them.

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

/** A day the member may open (DESIGN D1: prompt and guidance only come from here). */
export interface JourneyDayContent {
  day: number;
  title: string;
  section: string;
  prompt: string;
  guidance: string;
}

/** The sync document of a reflection (see client/lib/local-first.ts). */
export interface JournalDocument {
  value: string;
  revision: number;
  updatedAt: string | null;
}

/** spec §9 sets no length limit; this one is far above any reflection and keeps requests bounded. */
export const MAX_REFLECTION_LENGTH = 150_000;

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
