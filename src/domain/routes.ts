import { matchRoutes, type RouteNode } from "./route-match";

// The page registry (docs/architecture.md, "Pages and routes"; spec §2 route table): every page of the
// app by name, with its path, who may open it, the header section it belongs to and whether the build
// prerenders it. The client router mounts each page behind its access (client/app.tsx, whose page code is
// keyed by these names, so a page missing on either side is a compile error); the server answers 404 for
// any other path; the header lights the current page's section; the build prerenders the marked pages;
// the service worker answers navigations to these paths. Paths match without regard to letter case or a
// trailing slash, in the browser and on the server alike. It is in the first download of `/`: keep it data.

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

/**
 * Who may open a page, and so what the client router puts around it: "public", a page of text in the
 * first download or prerendered; "data", anyone, inside the data shell (the page loads from the API);
 * "member", a signed-in member (signed out → /auth); "admin", the admin (any other member → /dashboard).
 */
export type Access = "public" | "data" | "member" | "admin";

/** One page: its path (`:param` for a segment, a trailing `*` for everything below it). */
export type PageEntry = {
  path: string;
  section?: Section;
  /**
   * Its addresses below its path are places within one screen (the console's tabs): moving between them
   * keeps her scroll, focus and the page's state (viewOf).
   */
  placesWithin?: true;
} & (
  | {
      access: "public" | "data";
      /** `npm run build` prerenders it into `<name>.html` (scripts/prerender.ts): a visitor's first screen. */
      prerender?: true;
    }
  | { access: "member" | "admin"; prerender?: never }
);

export const pageTable = {
  home: { path: "/", access: "public", section: "home", prerender: true },
  auth: { path: "/auth", access: "data", prerender: true },
  resetPassword: { path: "/reset-password", access: "data" },
  pricing: { path: "/pricing", access: "data", section: "pricing", prerender: true },
  support: { path: "/support", access: "data", prerender: true },
  /** What the operator can and cannot see (issue 48). */
  privacy: { path: "/privacy", access: "data", prerender: true },
  dashboard: { path: "/dashboard", access: "member", section: "journey" },
  /** Any id is accepted, unknown ones show day 1 (spec §2). */
  day: { path: "/day/:dayId", access: "member", section: "journey" },
  journal: { path: "/journal", access: "member", section: "journey" },
  /**
   * Her open pages (D23): the list, each page under it by the id her browser made, and what comes
   * next after day 75 (domain/return-prompts.ts). One pattern keeps the first download small.
   */
  pages: { path: "/journal/pages/*", access: "member", section: "journey" },
  growth: { path: "/growth", access: "member", section: "journey" },
  bonusTools: { path: "/bonus-tools", access: "member", section: "tools" },
  askForHelp: { path: "/tools/ask-for-help", access: "member", section: "tools" },
  checkIn: { path: "/tools/check-in", access: "member", section: "tools" },
  getTogether: { path: "/tools/get-together", access: "member", section: "tools" },
  cleanForClarity: { path: "/tools/clean-for-clarity", access: "member", section: "tools" },
  pressPlay: { path: "/tools/press-play", access: "member", section: "tools" },
  affirmations: { path: "/affirmations", access: "member", section: "affirmations" },
  affirmations90: { path: "/affirmations-90", access: "member", section: "affirmations" },
  printables: { path: "/printables", access: "member", section: "printables" },
  checkout: { path: "/billing/checkout", access: "member", section: "pricing" },
  billing: { path: "/billing/manage", access: "member", section: "pricing" },
  account: { path: "/account", access: "member", section: "account" },
  /** Where an invitation to the console's team is accepted (D28). */
  teamJoin: { path: "/team/join", access: "member", section: "admin" },
  /**
   * The admin's console: `/admin` opens its first tab, each tab has its address below it (`/admin/members`),
   * and a member's page hers (`/admin/members/:id`). The tabs are one list on the client
   * (features/admin/console-tabs.tsx); one pattern here, so adding a tab is one entry there.
   */
  admin: { path: "/admin/*", access: "admin", section: "admin", placesWithin: true },
} as const satisfies Record<string, PageEntry>;

export type PageName = keyof typeof pageTable;

export const pageNames = Object.keys(pageTable) as PageName[];

/** The pages with a path of their own (no `:param`, no `*`): a link names them by it. */
export type PlainPage = {
  [N in PageName]: (typeof pageTable)[N]["path"] extends `${string}${":" | "*"}${string}` ? never : N;
}[PageName];

/** Where to send her: every plain page by name, and the pages whose path takes a part. */
export const paths = {
  ...(Object.fromEntries(
    pageNames
      .filter((name) => !/[:*]/.test(pageTable[name].path))
      .map((name) => [name, pageTable[name].path]),
  ) as { [N in PlainPage]: (typeof pageTable)[N]["path"] }),
  day: (day: number) => `/day/${day}`,
  /** Her open pages' list (pageTable.pages holds it and the pages under it). */
  pages: "/journal/pages",
  /** The console, on its first tab (pageTable.admin holds it, its tabs and the members' pages). */
  admin: "/admin",
  /** A tab of the console by its address's word ("members", "audit"). */
  adminTab: (tab: string) => `/admin/${tab}`,
  /** A member's page in the console. */
  adminMember: (id: string) => `/admin/members/${encodeURIComponent(id)}`,
} as const;

const routeNodes: RouteNode<PageName>[] = pageNames.map((name) => ({
  path: pageTable[name].path,
  value: name,
  children: [],
}));

/** The page that renders `pathname`, or undefined when the app has none (the 404 page). */
export function pageOf(pathname: string): PageName | undefined {
  return matchRoutes(routeNodes, pathname)?.branch[0];
}

/**
 * The screen `pathname` shows: its page's name for a page whose addresses are places within it, else the
 * path. Two paths of one screen keep her place between them (lib/arrival.ts) and the page's state (layout.tsx).
 */
export function viewOf(pathname: string): string {
  const name = pageOf(pathname);
  return name && (pageTable[name] as PageEntry).placesWithin ? name : pathname;
}

/** True for every path the app renders a page for. */
export const isAppPath = (pathname: string): boolean => pageOf(pathname) !== undefined;

/** The header section `pathname` belongs to, if any. */
export function sectionOf(pathname: string): Section | undefined {
  const name = pageOf(pathname);
  return name && (pageTable[name] as PageEntry).section;
}
