import { lazy } from "react";
import { Layout } from "./components/layout";
import { ProtectedRoute } from "./components/protected-route";
import { HomePage } from "./features/home/home-page";
import { Route, Routes } from "./lib/router";

// Home is in the first download; every other page is its own chunk (DESIGN §9).
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

export function App() {
  return (
    <Routes>
      <Route element={<Layout />}>
        <Route index element={<HomePage />} />
        <Route element={<DataShell />}>
          <Route path="auth" element={<AuthPage />} />
          <Route path="reset-password" element={<ResetPasswordPage />} />
          <Route path="pricing" element={<PricingPage />} />
          <Route element={<ProtectedRoute />}>
            <Route path="dashboard" element={<DashboardPage />} />
            <Route path="day/:dayId" element={<DayPage />} />
            <Route path="bonus-tools" element={<BonusToolsPage />} />
            <Route path="tools/ask-for-help" element={<AskForHelpPage />} />
            <Route path="tools/check-in" element={<CheckInPage />} />
            <Route path="tools/get-together" element={<GetTogetherPage />} />
            <Route path="tools/clean-for-clarity" element={<CleanForClarityPage />} />
            <Route path="tools/press-play" element={<PressPlayPage />} />
            <Route path="admin" element={<AdminPage />} />
            <Route path="admin/users" element={<AdminUsersPage />} />
            <Route path="affirmations" element={<AffirmationsPage />} />
            <Route path="affirmations-90" element={<Affirmations90Page />} />
            <Route path="printables" element={<PrintablesPage />} />
            <Route path="billing/checkout" element={<CheckoutPage />} />
            <Route path="billing/manage" element={<BillingPage />} />
          </Route>
        </Route>
        <Route path="*" element={<NotFoundPage />} />
      </Route>
    </Routes>
  );
}
