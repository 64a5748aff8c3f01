import { type ComponentType, lazy, Suspense } from "react";
import { paths, viewOf } from "../../domain/routes";
import { Link, Outlet, useLocation } from "../lib/router";
import { useToasterWanted } from "../lib/toast";
import { Header } from "./header";
import { PageErrorBoundary } from "./page-error-boundary";
import { PageLoading } from "./page-loading";

// Toasts only follow an action: the toaster's code and styles load with the first one (lib/toast.ts).
// Code that cannot come (offline before the service worker has it) costs the toast, never the page.
const Toaster = lazy(
  (): Promise<{ default: ComponentType }> => import("./toaster").catch(() => ({ default: () => null })),
);

export function Layout() {
  // Never during prerendering or hydration: no toast is asked for before the page is interactive.
  const toasterWanted = useToasterWanted();
  const { pathname } = useLocation();
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
          {/* A new page starts afresh, a tab of the console does not (routes.ts viewOf). */}
          <PageErrorBoundary key={viewOf(pathname)}>
            <Outlet />
          </PageErrorBoundary>
        </main>
        {/* The year of a prerendered page is the build's. */}
        <footer
          className="no-print border-t border-linen px-4 py-8 text-center text-sm text-muted"
          suppressHydrationWarning
        >
          © {new Date().getFullYear()} Grind to Grace · Rest needs no reason. ·{" "}
          <Link to={paths.support} className="underline underline-offset-4 hover:text-ink">
            Support
          </Link>
        </footer>
      </Suspense>
      {toasterWanted && (
        <Suspense>
          <Toaster />
        </Suspense>
      )}
    </div>
  );
}
