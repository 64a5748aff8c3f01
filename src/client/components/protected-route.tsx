import { paths } from "../../domain/routes";
import { Navigate, Outlet, useLocation } from "../lib/router";
import { useSession } from "../lib/session";

/** spec §2: "Loading..." while the session resolves, then /auth for signed-out visitors. */
export function ProtectedRoute() {
  const { session } = useSession();
  const location = useLocation();
  if (session.status === "loading") {
    return (
      <p role="status" className="py-24 text-center text-muted">
        Loading...
      </p>
    );
  }
  if (session.status === "signed-out") {
    return <Navigate to={paths.auth} replace state={{ from: location.pathname + location.search }} />;
  }
  return <Outlet />;
}
