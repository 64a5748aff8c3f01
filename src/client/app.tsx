import { type ComponentType, lazy } from "react";
import { dayPattern, type PageRoute, pageRoutes, pagesPattern, paths } from "../domain/routes";
import { Layout } from "./components/layout";
import { ProtectedRoute } from "./components/protected-route";
import { HomePage } from "./features/home/home-page";
import { Route, Routes } from "./lib/router";

// The router mounts the route table (src/domain/routes.ts): each entry's page, behind what the table says
// it needs. Home is in the first download; every other page is its own chunk (docs/architecture.md, "Budgets").
const DataShell = page(() => import("./components/data-shell"));
const AuthPage = page(() => import("./features/auth/auth-page"));
const ResetPasswordPage = page(() => import("./features/auth/reset-password-page"));
const DashboardPage = page(() => import("./features/journey/dashboard-page"));
const DayPage = page(() => import("./features/journey/day-page"));
const NotFoundPage = page(() => import("./features/not-found/not-found-page"));
const PricingPage = page(() => import("./features/pricing/pricing-page"));
const CheckoutPage = page(() => import("./features/billing/checkout-page"));
const BillingPage = page(() => import("./features/billing/billing-page"));
const AdminPage = page(() => import("./features/admin/admin-page"));
const AdminUsersPage = page(() => import("./features/admin/admin-users-page"));
const AffirmationsPage = page(() => import("./features/affirmations/affirmations-page"));
const Affirmations90Page = page(() => import("./features/affirmations/affirmations-90-page"));
const AskForHelpPage = page(() => import("./features/tools/ask-for-help-page"));
const CheckInPage = page(() => import("./features/tools/check-in-page"));
const GetTogetherPage = page(() => import("./features/tools/get-together-page"));
const CleanForClarityPage = page(() => import("./features/tools/clean-for-clarity-page"));
const PressPlayPage = page(() => import("./features/tools/press-play-page"));
const BonusToolsPage = page(() => import("./features/bonus-tools/bonus-tools-page"));
const PrintablesPage = page(() => import("./features/printables/printables-page"));
const SupportPage = page(() => import("./features/support/support-page"));
const AccountPage = page(() => import("./features/account/account-page"));
const JournalPage = page(() => import("./features/journal/journal-page"));
const GrowthPage = page(() => import("./features/growth/growth-page"));
const HerPages = page(() => import("./features/pages/her-pages"));

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

/** The page each pattern of the route table renders. */
const pageComponents: Record<PageRoute["pattern"], ComponentType> = {
  [paths.home]: HomePage,
  [paths.support]: SupportPage,
  [paths.auth]: AuthPage,
  [paths.resetPassword]: ResetPasswordPage,
  [paths.pricing]: PricingPage,
  [paths.dashboard]: DashboardPage,
  [dayPattern]: DayPage,
  [paths.bonusTools]: BonusToolsPage,
  [paths.askForHelp]: AskForHelpPage,
  [paths.checkIn]: CheckInPage,
  [paths.getTogether]: GetTogetherPage,
  [paths.cleanForClarity]: CleanForClarityPage,
  [paths.pressPlay]: PressPlayPage,
  [paths.admin]: AdminPage,
  [paths.adminUsers]: AdminUsersPage,
  [paths.affirmations]: AffirmationsPage,
  [paths.affirmations90]: Affirmations90Page,
  [paths.printables]: PrintablesPage,
  [paths.checkout]: CheckoutPage,
  [paths.billing]: BillingPage,
  [paths.account]: AccountPage,
  [paths.journal]: JournalPage,
  [paths.growth]: GrowthPage,
  [pagesPattern]: HerPages,
};

/** The routes of the pages that need `needs`. */
const pagesThatNeed = (needs: PageRoute["needs"]) =>
  pageRoutes
    .filter((route) => route.needs === needs)
    .map(({ pattern }) => {
      const Page = pageComponents[pattern];
      if (!Page) throw new Error(`no page for ${pattern}`);
      return pattern === paths.home ? (
        <Route key={pattern} index element={<Page />} />
      ) : (
        <Route key={pattern} path={pattern} element={<Page />} />
      );
    });

export function App() {
  return (
    <Routes>
      <Route element={<Layout />}>
        {pagesThatNeed("nothing")}
        <Route element={<DataShell />}>
          {pagesThatNeed("data")}
          <Route element={<ProtectedRoute />}>{pagesThatNeed("member")}</Route>
        </Route>
        <Route path="*" element={<NotFoundPage />} />
      </Route>
    </Routes>
  );
}
