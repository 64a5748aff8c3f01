import { paths } from "../../domain/routes";
import { Navigate, Outlet, useLocation } from "../lib/router";
import { useSession } from "../lib/session";
import { PageLoading } from "./page-loading";

/**
 * spec §2: "Loading..." while the session resolves, then /auth for signed-out visitors, which brings
 * them back here afterwards (`next`, domain/next-page.ts): a plan's checkout or a gift's link opens on
 * Sign Up, naming it. Written out here: the first download has no room for the rule's module.
 */
export function ProtectedRoute() {
  const { session } = useSession();
  const location = useLocation();
  if (session.status === "loading") {
    return <PageLoading />;
  }
  if (session.status === "signed-out") {
    return (
      <Navigate
        to={`${paths.auth}?next=${encodeURIComponent(location.pathname + location.search)}`}
        replace
      />
    );
  }
  return <Outlet />;
}

/** spec §2 Admin, §4: inside ProtectedRoute, a member with no role in the console (D28) goes to /dashboard. */
export function AdminRoute() {
  const { session } = useSession();
  return session.consoleRole ? <Outlet /> : <Navigate to={paths.dashboard} replace />;
}
