import { useEffect, useState } from "react";
import { paths } from "../../domain/routes";
import { privacyOf } from "../lib/private-journal/journal-privacy";
import { Link } from "../lib/router";
import { useSession } from "../lib/session";

/**
 * Whether her journal is private (sealing, on, or opening): undefined until her device knows, so a page
 * that must not send her words while it is private can wait; null when it could not be asked (offline on
 * a device that never saw it private), so such a page can show what it has without sending her words.
 */
export function useJournalPrivacy(): boolean | null | undefined {
  const userId = useSession().session.user?.id;
  const [sealed, setSealed] = useState<boolean | null | undefined>(undefined);
  useEffect(() => {
    if (userId)
      void privacyOf(userId).then(
        (privacy) => setSealed(privacy.state !== "off"),
        () => setSealed(null),
      );
  }, [userId]);
  return sealed;
}

/** True once her session says her journal is private (sealing, on, or opening). */
export function useJournalIsPrivate(): boolean {
  return useJournalPrivacy() === true;
}

/** Where her private journal's words would show but it is locked in this browser: says so, offers to unlock. */
export function JournalLockedNotice({ what }: { what: string }) {
  return (
    <p className="rounded-xl bg-sand px-4 py-3 text-sm text-ink">
      Your journal is private and locked on this device, so {what} cannot be shown here.{" "}
      <Link to={`${paths.account}#private-journal`} className="font-semibold text-clay-dark underline">
        Unlock it on your account page
      </Link>
      .
    </p>
  );
}

/**
 * Where a feature does not yet reach inside a private journal (docs/architecture.md, "The private
 * journal"), the page says so plainly rather than leaving her words out in silence.
 */
export function PrivateJournalNotice({ children }: { children: string }) {
  if (!useJournalIsPrivate()) return null;
  return <p className="mt-4 rounded-xl bg-sand px-4 py-3 text-sm text-ink">{children}</p>;
}
