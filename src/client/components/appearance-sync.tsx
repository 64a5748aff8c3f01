import { useEffect } from "react";
import { forgetAppearance } from "../lib/appearance";
import { useSession } from "../lib/session";

/**
 * Follows the session: with no one signed in, the device's own theme and the usual size. A member's
 * own choice is applied by her session's sync (lib/sync-session.ts), from her appearance document.
 */
export function AppearanceSync() {
  const { session } = useSession();
  useEffect(() => {
    if (session.status === "signed-out") forgetAppearance();
  }, [session.status]);
  return null;
}
