import { useSyncExternalStore } from "react";

const noChanges = () => () => undefined;

/**
 * False while React takes over a prerendered page, true after (and at once on a page rendered in the
 * browser). A prerendered page whose code arrives after the session is known would otherwise hydrate
 * with the member's state, unlike its HTML (React error #418): what depends on her waits one render.
 */
export function useHydrated(): boolean {
  return useSyncExternalStore(
    noChanges,
    () => true,
    () => false,
  );
}
