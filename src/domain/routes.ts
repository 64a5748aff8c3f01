import { matchRoutes, type RouteNode } from "./route-match";

// The app's pages (spec §2 route table), in one place: the client router renders them (client/app.tsx
// mounts each entry, behind what it needs), the server answers 404 for any other path,
// the header marks the section a page belongs to, and the build prerenders the public pages marked so.
// Paths match without regard to letter case or a trailing slash, in the browser and on the server alike.

export const paths = {
  home: "/",
  auth: "/auth",
  resetPassword: "/reset-password",
  dashboard: "/dashboard",
  day: (day: number) => `/day/${day}`,
  bonusTools: "/bonus-tools",
  pricing: "/pricing",
  askForHelp: "/tools/ask-for-help",
  checkIn: "/tools/check-in",
  getTogether: "/tools/get-together",
  cleanForClarity: "/tools/clean-for-clarity",
  pressPlay: "/tools/press-play",
  admin: "/admin",
  adminUsers: "/admin/users",
  affirmations: "/affirmations",
  affirmations90: "/affirmations-90",
  printables: "/printables",
  checkout: "/billing/checkout",
  billing: "/billing/manage",
  account: "/account",
  journal: "/journal",
  pages: "/journal/pages",
  growth: "/growth",
  support: "/support",
} as const;

/** The day page's pattern: any id is accepted, unknown ones show day 1 (spec §2). */
export const dayPattern = "/day/:dayId";

/**
 * Her open pages (D23): the list, each page under it by the id her browser made, and what comes
 * next after day 75 (domain/return-prompts.ts). One pattern keeps the first download small.
 */
export const pagesPattern = `${paths.pages}/*`;

/** The header's sections: a page lights up the link of the section it belongs to (header.tsx). */
export type Section =
  | "home"
  | "journey"
  | "tools"
  | "affirmations"
  | "printables"
  | "pricing"
  | "account"
  | "admin";

export interface PageRoute {
  pattern: string;
  /**
   * What the page needs around it: nothing (a page of text, in the first download or prerendered),
   * the data shell (it loads from the API), or a signed-in member (the data shell and sign-in).
   */
  needs: "nothing" | "data" | "member";
  section?: Section;
  /** The file `npm run build` prerenders this public page into (scripts/prerender.ts). */
  prerender?: string;
}

export const pageRoutes: readonly PageRoute[] = [
  { pattern: paths.home, needs: "nothing", section: "home", prerender: "home.html" },
  { pattern: paths.auth, needs: "data", prerender: "auth.html" },
  { pattern: paths.resetPassword, needs: "data" },
  { pattern: paths.pricing, needs: "data", section: "pricing", prerender: "pricing.html" },
  { pattern: paths.dashboard, needs: "member", section: "journey" },
  { pattern: dayPattern, needs: "member", section: "journey" },
  { pattern: paths.bonusTools, needs: "member", section: "tools" },
  { pattern: paths.askForHelp, needs: "member", section: "tools" },
  { pattern: paths.checkIn, needs: "member", section: "tools" },
  { pattern: paths.getTogether, needs: "member", section: "tools" },
  { pattern: paths.cleanForClarity, needs: "member", section: "tools" },
  { pattern: paths.pressPlay, needs: "member", section: "tools" },
  { pattern: paths.admin, needs: "member", section: "admin" },
  { pattern: paths.adminUsers, needs: "member", section: "admin" },
  { pattern: paths.affirmations, needs: "member", section: "affirmations" },
  { pattern: paths.affirmations90, needs: "member", section: "affirmations" },
  { pattern: paths.printables, needs: "member", section: "printables" },
  { pattern: paths.checkout, needs: "member", section: "pricing" },
  { pattern: paths.billing, needs: "member", section: "pricing" },
  { pattern: paths.account, needs: "member", section: "account" },
  { pattern: paths.journal, needs: "member", section: "journey" },
  { pattern: pagesPattern, needs: "member", section: "journey" },
  { pattern: paths.growth, needs: "member", section: "journey" },
  { pattern: paths.support, needs: "data", prerender: "support.html" },
];

const routeNodes: RouteNode<PageRoute>[] = pageRoutes.map((route) => ({
  path: route.pattern,
  value: route,
  children: [],
}));

/** The page that renders `pathname`, or undefined when the app has none (the 404 page). */
export function pageOf(pathname: string): PageRoute | undefined {
  return matchRoutes(routeNodes, pathname)?.branch[0];
}

/** True for every path the app renders a page for. */
export const isAppPath = (pathname: string): boolean => pageOf(pathname) !== undefined;

/** The header section `pathname` belongs to, if any. */
export const sectionOf = (pathname: string): Section | undefined => pageOf(pathname)?.section;
