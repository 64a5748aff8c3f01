import { useEffect } from "react";
import { type Appearance, toAppearance } from "../../domain/appearance";
import { api } from "../lib/api";
import { forgetAppearance, keepAppearance } from "../lib/appearance";
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
    let current = true;
    api<Appearance>("/api/appearance")
      .then((appearance) => current && keepAppearance(toAppearance(appearance)))
      .catch(() => undefined);
    return () => {
      current = false;
    };
  }, [session.status, userId]);
  return null;
}
