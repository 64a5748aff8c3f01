import { lazy, Suspense, useEffect, useState } from "react";
import { paths } from "../../domain/routes";
import { Link, Outlet } from "../lib/router";
import { Header } from "./header";
import { PageLoading } from "./page-loading";

// Toasts only follow an action, so their code loads after the first paint.
const Toaster = lazy(() => import("sonner").then((module) => ({ default: module.Toaster })));

export function Layout() {
  // The toaster renders in the browser only: it is no part of a prerendered page (prerender.tsx).
  const [mounted, setMounted] = useState(false);
  useEffect(() => setMounted(true), []);
  return (
    <div className="flex min-h-dvh flex-col">
      <a
        href="#main"
        className="sr-only z-50 rounded-full bg-ink px-4 py-2 text-white focus:not-sr-only focus:fixed focus:left-4 focus:top-3"
      >
        Skip to content
      </a>
      <Header />
      {/* The footer waits with the page: shown under "Loading..." it would jump down once the page came. */}
      <Suspense
        fallback={
          <main id="main" className="flex-1">
            <PageLoading />
          </main>
        }
      >
        <main id="main" className="flex-1">
          <Outlet />
        </main>
        {/* The year of a prerendered page is the build's. */}
        <footer
          className="no-print border-t border-linen py-8 text-center text-sm text-muted"
          suppressHydrationWarning
        >
          © {new Date().getFullYear()} Grind to Grace · Rest is part of the work. ·{" "}
          <Link to={paths.support} className="underline underline-offset-4 hover:text-ink">
            Support
          </Link>
        </footer>
      </Suspense>
      {mounted && (
        <Suspense>
          <Toaster position="top-center" richColors closeButton />
        </Suspense>
      )}
    </div>
  );
}
