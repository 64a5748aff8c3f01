import { useEffect } from "react";
import { forgetAppearance, loadAppearance } from "../lib/appearance";
import { useSession } from "../lib/session";

/**
 * Follows the session: a member gets the theme and text size she chose (from the server, so every
 * device agrees); with no one signed in, the device's own theme and the usual size.
 */
export function AppearanceSync() {
  const { session } = useSession();
  const userId = session.user?.id;
  useEffect(() => {
    if (session.status === "signed-out") return forgetAppearance();
    if (!userId) return;
    loadAppearance().catch(() => undefined);
  }, [session.status, userId]);
  return null;
}
