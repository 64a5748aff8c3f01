import { lazy } from "react";
import { dayPattern, paths } from "../domain/routes";
import { Layout } from "./components/layout";
import { ProtectedRoute } from "./components/protected-route";
import { HomePage } from "./features/home/home-page";
import { Route, Routes } from "./lib/router";

// Each page mounts its pattern from the route table (src/domain/routes.ts; routes.test.ts checks that
// the two agree). Home is in the first download; every other page is its own chunk (docs/architecture.md, "Budgets").
const DataShell = lazy(() => import("./components/data-shell"));
const AuthPage = lazy(() => import("./features/auth/auth-page"));
const ResetPasswordPage = lazy(() => import("./features/auth/reset-password-page"));
const DashboardPage = lazy(() => import("./features/journey/dashboard-page"));
const DayPage = lazy(() => import("./features/journey/day-page"));
const NotFoundPage = lazy(() => import("./features/not-found/not-found-page"));
const PricingPage = lazy(() => import("./features/pricing/pricing-page"));
const CheckoutPage = lazy(() => import("./features/billing/checkout-page"));
const BillingPage = lazy(() => import("./features/billing/billing-page"));
const AdminPage = lazy(() => import("./features/admin/admin-page"));
const AdminUsersPage = lazy(() => import("./features/admin/admin-users-page"));
const AffirmationsPage = lazy(() => import("./features/affirmations/affirmations-page"));
const Affirmations90Page = lazy(() => import("./features/affirmations/affirmations-90-page"));
const AskForHelpPage = lazy(() => import("./features/tools/ask-for-help-page"));
const CheckInPage = lazy(() => import("./features/tools/check-in-page"));
const GetTogetherPage = lazy(() => import("./features/tools/get-together-page"));
const CleanForClarityPage = lazy(() => import("./features/tools/clean-for-clarity-page"));
const PressPlayPage = lazy(() => import("./features/tools/press-play-page"));
const BonusToolsPage = lazy(() => import("./features/bonus-tools/bonus-tools-page"));
const PrintablesPage = lazy(() => import("./features/printables/printables-page"));
const SupportPage = lazy(() => import("./features/support/support-page"));
const AccountPage = lazy(() => import("./features/account/account-page"));
const JournalPage = lazy(() => import("./features/journal/journal-page"));
const GrowthPage = lazy(() => import("./features/growth/growth-page"));

export function App() {
  return (
    <Routes>
      <Route element={<Layout />}>
        <Route index element={<HomePage />} />
        <Route path="support" element={<SupportPage />} />
        <Route element={<DataShell />}>
          <Route path={paths.auth} element={<AuthPage />} />
          <Route path={paths.resetPassword} element={<ResetPasswordPage />} />
          <Route path={paths.pricing} element={<PricingPage />} />
          <Route element={<ProtectedRoute />}>
            <Route path={paths.dashboard} element={<DashboardPage />} />
            <Route path={dayPattern} element={<DayPage />} />
            <Route path={paths.bonusTools} element={<BonusToolsPage />} />
            <Route path={paths.askForHelp} element={<AskForHelpPage />} />
            <Route path={paths.checkIn} element={<CheckInPage />} />
            <Route path={paths.getTogether} element={<GetTogetherPage />} />
            <Route path={paths.cleanForClarity} element={<CleanForClarityPage />} />
            <Route path={paths.pressPlay} element={<PressPlayPage />} />
            <Route path={paths.admin} element={<AdminPage />} />
            <Route path={paths.adminUsers} element={<AdminUsersPage />} />
            <Route path={paths.affirmations} element={<AffirmationsPage />} />
            <Route path={paths.affirmations90} element={<Affirmations90Page />} />
            <Route path={paths.printables} element={<PrintablesPage />} />
            <Route path={paths.checkout} element={<CheckoutPage />} />
            <Route path={paths.billing} element={<BillingPage />} />
            <Route path={paths.account} element={<AccountPage />} />
            <Route path={paths.journal} element={<JournalPage />} />
            <Route path={paths.growth} element={<GrowthPage />} />
          </Route>
        </Route>
        <Route path="*" element={<NotFoundPage />} />
      </Route>
    </Routes>
  );
}
