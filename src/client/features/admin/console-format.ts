import type { MemberStatus } from "../../../domain/admin-console";

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

/** "Mar 4, 2026" */
export function longDate(iso: string | null): string {
  if (!iso) return "—";
  return new Date(iso).toLocaleDateString("en-US", { year: "numeric", month: "short", day: "numeric" });
}
