import type { ContentKindName } from "../../../content/content-editing";
import type { MemberFilters } from "../../../domain/admin-console";

// The console's query keys, each written once (docs/architecture.md, "Calling the API"). Every key but the
// offers' starts with `all`, so an action on a member reads the whole console again. Kept apart from the
// hooks because the team invitation's page (team-join-page.tsx) shares use-messages.ts, not the console.

export const adminKeys = {
  all: ["admin"] as const,
  overview: () => [...adminKeys.all, "overview"] as const,
  funnel: () => [...adminKeys.all, "funnel"] as const,
  cohorts: () => [...adminKeys.all, "cohorts"] as const,
  audit: () => [...adminKeys.all, "audit"] as const,
  stats: () => [...adminKeys.all, "stats"] as const,
  consoles: () => [...adminKeys.all, "consoles"] as const,
  members: (filters: MemberFilters, cursor: string) =>
    [...adminKeys.all, "members", filters, cursor] as const,
  member: (id: string) => [...adminKeys.all, "member", id] as const,
  memberPayments: (id: string) => [...adminKeys.member(id), "payments"] as const,
  notices: () => [...adminKeys.all, "notices"] as const,
  broadcasts: () => [...adminKeys.all, "broadcasts"] as const,
  sequences: () => [...adminKeys.all, "sequences"] as const,
  team: () => [...adminKeys.all, "team"] as const,
  contentList: (kind: ContentKindName) => [...adminKeys.all, "content", kind] as const,
  contentItem: (kind: ContentKindName, key: string) => [...adminKeys.contentList(kind), key] as const,
  /** Offers stand apart from the console's other reads: a member's comp does not change them. */
  offers: () => ["admin-offers"] as const,
};
