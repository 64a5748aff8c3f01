import { type Entitlement, hasAccess, type PlanName } from "./plans";

export const JOURNEY_DAYS = 75;
export const GRACE_CEREMONY_DAY = 31;

/** The plan a day needs, or null when every signed-in member may open it. */
export function requiredTierForDay(day: number): PlanName | null {
  if (day <= 5) return null; // spec §4: days 1–5 open to everyone
  if (day === GRACE_CEREMONY_DAY) return "Grace Flow"; // docs/architecture.md D10
  if (day <= 15) return "Grace Flow";
  if (day <= 25) return "Grace Journey";
  return "Grace Collective";
}

export function canOpenDay(entitlement: Entitlement, day: number): boolean {
  const required = requiredTierForDay(day);
  return required === null || hasAccess(entitlement, required);
}

/** spec §2: unknown day ids fall back to day 1. Only plain integers 1–75 count as days. */
export function parseDayId(raw: string | undefined): number {
  if (!raw || !/^\d{1,2}$/.test(raw)) return 1;
  const day = Number(raw);
  return day >= 1 && day <= JOURNEY_DAYS ? day : 1;
}
