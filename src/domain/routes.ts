// One table of the app's pages, used by the client router and by the server to answer 404 for
// anything else (spec §2 route table).

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
} as const;

const staticPaths = new Set<string>(
  Object.values(paths).filter((value) => typeof value === "string") as string[],
);

/** True for every path the app renders a page for (the day page accepts any id: spec §2). */
export function isAppPath(pathname: string): boolean {
  const path = pathname.length > 1 ? pathname.replace(/\/+$/, "") : pathname;
  return staticPaths.has(path) || /^\/day\/[^/]+$/.test(path);
}
