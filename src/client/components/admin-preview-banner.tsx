import { ShieldCheck } from "lucide-react";
import { useSession } from "../lib/session";

/** spec §2: the admin sees this banner on the dashboard and the bonus tools page. */
export function AdminPreviewBanner({ className = "" }: { className?: string }) {
  const { session } = useSession();
  if (!session.isAdmin) return null;
  return (
    <p
      role="note"
      className={`flex items-center gap-3 rounded-2xl border border-gold/40 bg-gold/10 px-4 py-3 text-sm font-semibold text-ink ${className}`}
    >
      <ShieldCheck aria-hidden="true" className="size-5 shrink-0 text-gold" />
      Admin Preview Mode — full access enabled for review.
    </p>
  );
}
