import type { MemberStatus } from "../../../domain/admin-console";
import { formatLongDate } from "../../lib/format-date";

// How the console words its states and dates.

export const statusLabels: Record<MemberStatus, string> = {
  free: "Free",
  trialing: "In trial",
  active: "Paying",
  past_due: "Payment due",
  paused: "Paused",
  canceled: "Cancelled",
  comped: "Complimentary",
  gift: "Gift",
};

/** "Mar 4" for an ISO date or time (UTC, as the server counts weeks). */
export function shortDate(iso: string): string {
  return new Date(iso.length === 10 ? `${iso}T00:00:00Z` : iso).toLocaleDateString("en-US", {
    month: "short",
    day: "numeric",
    timeZone: "UTC",
  });
}

/** "March 4, 2026", as the rest of the product writes a date (lib/format-date.ts); "—" for none. */
export function longDate(iso: string | null): string {
  return formatLongDate(iso) ?? "—";
}

/** "1 day", "12 days". */
export function dayCount(n: number): string {
  return `${n.toLocaleString("en-US")} ${n === 1 ? "day" : "days"}`;
}

/** Her plan as the console writes it: "Grace Flow, monthly"; complimentary access and a gift have no period. */
export function planLabel({ plan, period }: { plan: string | null; period: string | null }): string {
  return [plan, period].filter(Boolean).join(", ");
}
