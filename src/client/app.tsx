import { lazy } from "react";
import { Route, Routes } from "react-router";
import { Layout } from "./components/layout";
import { ProtectedRoute } from "./components/protected-route";
import { HomePage } from "./features/home/home-page";

// Home is in the first download; every other page is its own chunk (DESIGN §9).
const DataShell = lazy(() => import("./components/data-shell"));
const AuthPage = lazy(() => import("./features/auth/auth-page"));
const ResetPasswordPage = lazy(() => import("./features/auth/reset-password-page"));
const DashboardPage = lazy(() => import("./features/journey/dashboard-page"));
const DayPage = lazy(() => import("./features/journey/day-page"));
const NotFoundPage = lazy(() => import("./features/not-found/not-found-page"));
const PlaceholderPage = lazy(() => import("./features/placeholder/placeholder-page"));
const PricingPage = lazy(() => import("./features/pricing/pricing-page"));
const CheckoutPage = lazy(() => import("./features/billing/checkout-page"));
const BillingPage = lazy(() => import("./features/billing/billing-page"));
const AdminPage = lazy(() => import("./features/admin/admin-page"));
const AdminUsersPage = lazy(() => import("./features/admin/admin-users-page"));

const placeholder = (title: string) => <PlaceholderPage title={title} />;

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
            <Route path="bonus-tools" element={placeholder("Bonus Tools")} />
            <Route path="tools/ask-for-help" element={placeholder("Ask for Help Challenge")} />
            <Route path="tools/check-in" element={placeholder("Check-in")} />
            <Route path="tools/get-together" element={placeholder("Get it Together")} />
            <Route path="tools/clean-for-clarity" element={placeholder("Clean for Clarity")} />
            <Route path="tools/press-play" element={placeholder("Press Play for Grace")} />
            <Route path="admin" element={<AdminPage />} />
            <Route path="admin/users" element={<AdminUsersPage />} />
            <Route path="affirmations" element={placeholder("Affirmations Calendar")} />
            <Route path="affirmations-90" element={placeholder("90 Days of Inspired Daily Affirmations")} />
            <Route path="printables" element={placeholder("Printables")} />
            <Route path="billing/checkout" element={<CheckoutPage />} />
            <Route path="billing/manage" element={<BillingPage />} />
          </Route>
        </Route>
        <Route path="*" element={<NotFoundPage />} />
      </Route>
    </Routes>
  );
}
