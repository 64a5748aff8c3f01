import { type ComponentType, lazy } from "react";
import { type Access, type PageName, pageNames, pageTable } from "../domain/routes";
import { Layout } from "./components/layout";
import { AdminRoute, ProtectedRoute } from "./components/protected-route";
import { HomePage } from "./features/home/home-page";
import { Route, Routes } from "./lib/router";

// The router mounts the page registry (src/domain/routes.ts): each page's code, behind its access. Home is
// in the first download; every other page is its own chunk (docs/architecture.md, "Budgets").

/** What the app's pages are written against: one component for each page of the registry. */
export type PageComponents = Record<PageName, ComponentType>;

/**
 * Each page's code by its name in the registry. `satisfies` makes a page of the registry without its
 * code, or code for a page the registry does not have, a compile error (src/client/app-pages.test.ts).
 */
export const pageComponents = {
  home: HomePage,
  auth: page(() => import("./features/auth/auth-page")),
  resetPassword: page(() => import("./features/auth/reset-password-page")),
  pricing: page(() => import("./features/pricing/pricing-page")),
  support: page(() => import("./features/support/support-page")),
  privacy: page(() => import("./features/privacy/privacy-page")),
  dashboard: page(() => import("./features/journey/dashboard-page")),
  day: page(() => import("./features/journey/day-page")),
  journal: page(() => import("./features/journal/journal-page")),
  pages: page(() => import("./features/pages/her-pages")),
  growth: page(() => import("./features/growth/growth-page")),
  bonusTools: page(() => import("./features/bonus-tools/bonus-tools-page")),
  askForHelp: page(() => import("./features/tools/ask-for-help-page")),
  checkIn: page(() => import("./features/tools/check-in-page")),
  getTogether: page(() => import("./features/tools/get-together-page")),
  cleanForClarity: page(() => import("./features/tools/clean-for-clarity-page")),
  pressPlay: page(() => import("./features/tools/press-play-page")),
  affirmations: page(() => import("./features/affirmations/affirmations-page")),
  affirmations90: page(() => import("./features/affirmations/affirmations-90-page")),
  printables: page(() => import("./features/printables/printables-page")),
  checkout: page(() => import("./features/billing/checkout-page")),
  billing: page(() => import("./features/billing/billing-page")),
  account: page(() => import("./features/account/account-page")),
  teamJoin: page(() => import("./features/admin/team-join-page")),
  admin: page(() => import("./features/admin/admin-page")),
} satisfies PageComponents;

const DataShell = page(() => import("./components/data-shell"));
const NotFoundPage = page(() => import("./features/not-found/not-found-page"));

/** A lazily loaded page, which brings the whole app's styles with it (pages.css). */
function page<T extends ComponentType>(load: () => Promise<{ default: T }>) {
  return lazy(() =>
    Promise.all([load(), import("./pages-styles")]).then(([module]) => module, reloadOnceAfterDeploy),
  );
}

const RELOADED_AT = "page-code-reloaded-at";

/**
 * A page's code that fails to load while the network answers is from an older build, replaced by a
 * deploy: the tab reloads itself once to pick up the new one. Offline, or if that reload did not
 * help, the layout's PageErrorBoundary shows a calm note with a Reload button instead.
 */
function reloadOnceAfterDeploy(error: unknown): never {
  const last = Number(sessionStorage.getItem(RELOADED_AT) ?? 0);
  if (navigator.onLine && Date.now() - last > 60_000) {
    sessionStorage.setItem(RELOADED_AT, String(Date.now()));
    location.reload();
  }
  throw error;
}

/** The routes of the pages with `access`. */
const pagesWith = (access: Access) =>
  pageNames
    .filter((name) => pageTable[name].access === access)
    .map((name) => {
      const { path } = pageTable[name];
      const Page = pageComponents[name];
      return path === "/" ? (
        <Route key={name} index element={<Page />} />
      ) : (
        <Route key={name} path={path} element={<Page />} />
      );
    });

export function App() {
  return (
    <Routes>
      <Route element={<Layout />}>
        {pagesWith("public")}
        <Route element={<DataShell />}>
          {pagesWith("data")}
          <Route element={<ProtectedRoute />}>
            {pagesWith("member")}
            <Route element={<AdminRoute />}>{pagesWith("admin")}</Route>
          </Route>
        </Route>
        <Route path="*" element={<NotFoundPage />} />
      </Route>
    </Routes>
  );
}
