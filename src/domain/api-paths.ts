// Where each API area lives (docs/architecture.md, "Guards"): the server mounts its routes by this
// table and the client calls them by it, so the two cannot drift apart.

export const API_ROOT = "/api";

/** Each area's prefix under API_ROOT. */
export const apiAreas = {
  auth: "/auth",
  session: "/session",
  config: "/config",
  devMailbox: "/dev/mailbox",
  devWeeklyLetter: "/dev/weekly-letter",
  billingWebhook: "/billing/webhook",
  unsubscribe: "/reminders/unsubscribe",
  emailChangeUndo: "/email-change/undo",
  winBackOptOut: "/win-back/opt-out",
  offers: "/offers",
  gifts: "/gifts",
  adminOffers: "/admin/offers",
  adminBroadcasts: "/admin/broadcasts",
  adminSequences: "/admin/sequences",
  adminTeam: "/admin/team",
  adminContent: "/admin/content",
  team: "/team",
  me: "/me",
  account: "/account",
  certificate: "/certificate",
  subscription: "/subscription",
  billing: "/billing",
  localBilling: "/billing/local",
  journey: "/journey",
  journal: "/journal",
  onThisDay: "/on-this-day",
  pages: "/pages",
  affirmations: "/affirmations",
  printables: "/printables",
  checkIns: "/check-ins",
  checkInPatterns: "/check-in-patterns",
  tools: "/tools",
  worksheets: "/worksheets",
  settings: "/settings",
  privateJournal: "/private-journal",
  admin: "/admin",
} as const;

export type ApiArea = keyof typeof apiAreas;

/** An area's path from the site's root, as a type: `ApiPath<"journey">` is "/api/journey". */
export type ApiPath<A extends ApiArea> = `${typeof API_ROOT}${(typeof apiAreas)[A]}`;

/** An area's path from the site's root, e.g. `apiPath("journey")` is "/api/journey". */
export const apiPath = <A extends ApiArea>(area: A) => `${API_ROOT}${apiAreas[area]}` as ApiPath<A>;
