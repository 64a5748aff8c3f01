import { useEffect, useState } from "react";
import { privacyOf } from "../lib/private-journal/journal-privacy";
import { useSession } from "../lib/session";

/** True once her session says her journal is private (sealing, on, or opening). */
export function useJournalIsPrivate(): boolean {
  const userId = useSession().session.user?.id;
  const [sealed, setSealed] = useState(false);
  useEffect(() => {
    if (userId)
      void privacyOf(userId).then(
        (privacy) => setSealed(privacy.state !== "off"),
        () => undefined,
      );
  }, [userId]);
  return sealed;
}

/**
 * Where a feature does not yet reach inside a private journal (docs/architecture.md, "The private
 * journal"), the page says so plainly rather than leaving her words out in silence.
 */
export function PrivateJournalNotice({ children }: { children: string }) {
  if (!useJournalIsPrivate()) return null;
  return <p className="mt-4 rounded-xl bg-sand px-4 py-3 text-sm text-ink">{children}</p>;
}
