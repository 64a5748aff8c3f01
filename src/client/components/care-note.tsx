import { LifeBuoy } from "lucide-react";
import type { ReactNode } from "react";
import { paths } from "../../domain/routes";
import { Link } from "../lib/router";

/** A line of care beside heavy words, then the way to the support lines, then anything `after` it. */
export function CareNote({ children, after }: { children: ReactNode; after?: ReactNode }) {
  return (
    <p className="mt-4 flex items-start gap-2 rounded-xl border border-linen bg-cream/70 p-3 text-sm text-ink">
      <LifeBuoy aria-hidden className="mt-0.5 size-4 shrink-0 text-clay-dark" />
      <span>
        {children}{" "}
        <Link to={paths.support} className="font-semibold text-clay-dark underline">
          Support lines
        </Link>
        {after}
      </span>
    </p>
  );
}
