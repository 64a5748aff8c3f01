import { useEffect } from "react";
import { paths } from "../../../domain/routes";
import { ButtonLink } from "../../components/ui/button";
import { useDocumentTitle } from "../../lib/document-title";
import { useLocation } from "../../lib/router";

export default function NotFoundPage() {
  const location = useLocation();
  useDocumentTitle("Page not found | Grind to Grace");
  useEffect(() => {
    // spec §8: an unknown route is logged.
    console.error("404 Error: User attempted to access non-existent route:", location.pathname);
  }, [location.pathname]);
  return (
    <section className="mx-auto flex max-w-xl flex-col items-center px-4 py-24 text-center">
      <p className="font-display text-7xl text-clay">404</p>
      <h1 className="mt-4 text-3xl">Oops! Page not found</h1>
      <p className="mt-3 text-muted">The page you were looking for has wandered off. Let's get you back.</p>
      <ButtonLink to={paths.home} className="mt-8">
        Return to Home
      </ButtonLink>
    </section>
  );
}
