import { ArrowLeft } from "lucide-react";
import type { ReactNode } from "react";
import { Link } from "../../lib/router";

/** The way back to the page this one belongs to (a tool's Bonus Tools, a page's list); not printed. */
export function BackLink({ to, children }: { to: string; children: ReactNode }) {
  return (
    <Link
      to={to}
      className="no-print inline-flex items-center gap-1.5 rounded-full text-sm font-semibold text-muted hover:text-ink"
    >
      <ArrowLeft aria-hidden="true" className="size-4" />
      {children}
    </Link>
  );
}
