import type { hc, InferResponseType } from "hono/client";
import {
  createContext,
  type ReactNode,
  startTransition,
  useCallback,
  useContext,
  useEffect,
  useMemo,
  useState,
} from "react";
import type { ApiPath } from "../../domain/api-paths";
import type { SessionApi } from "../../server/api-types";
import { clearMemberCaches } from "../sw-member-cache";
import { registerWhenIdle } from "../sw-registration";
import { api } from "./api";
import type { SessionEnd } from "./sync-session";

/**
 * GET /api/session's answer, read from the route's type. Every page's first download asks it, so it
 * is a plain fetch rather than the typed client (api-client.ts), which would make that download grow.
 */
type SessionAnswer = InferResponseType<ReturnType<typeof hc<SessionApi>>["index"]["$get"]>;

export type SessionUser = NonNullable<SessionAnswer["user"]>;

export type SessionState =
  | { status: "loading"; user: null; isAdmin: false; consoleRole: null }
  | { status: "signed-out"; user: null; isAdmin: false; consoleRole: null }
  | { status: "signed-in"; user: SessionUser; isAdmin: boolean; consoleRole: SessionAnswer["consoleRole"] };

interface SessionContextValue {
  session: SessionState;
  /** Re-reads the session from the server (after sign-in, on tab focus). */
  refresh(): Promise<void>;
  /**
   * Ends the session after sending pending writing; `then` navigates away in the same render. With
   * `accountDeleted` the server has already ended it, and nothing of hers is sent or kept.
   */
  signOut(then?: () => void, options?: SessionEnd): Promise<void>;
}

const SessionContext = createContext<SessionContextValue | null>(null);
const signedOut: SessionState = { status: "signed-out", user: null, isAdmin: false, consoleRole: null };

/** The sync session's code (sync-session.ts), loaded once someone is signed in: a visitor never needs it. */
const syncSession = () => import("./sync-session");

export function SessionProvider({ children }: { children: ReactNode }) {
  const [session, setSession] = useState<SessionState>({
    status: "loading",
    user: null,
    isAdmin: false,
    consoleRole: null,
  });

  const refresh = useCallback(async () => {
    try {
      const me = await api<SessionAnswer>(
        // Written out: the first download does not carry the path table. `satisfies` holds it to the table.
        "/api/session" satisfies ApiPath<"session">,
      );
      // In a transition, so a prerendered page still hydrating keeps its HTML (and what she typed
      // into it) instead of falling back to "Loading..." while its code arrives.
      startTransition(() =>
        setSession(
          me.user
            ? { status: "signed-in", user: me.user, isAdmin: me.isAdmin, consoleRole: me.consoleRole }
            : signedOut,
        ),
      );
    } catch {
      startTransition(() => setSession((current) => (current.status === "loading" ? signedOut : current)));
    }
  }, []);

  const signOut = useCallback(
    async (then?: () => void, end: SessionEnd = {}) => {
      const userId = session.user?.id;
      // Pending writing is sent and this browser's copies and cached answers cleared before the session
      // ends, even when no page that syncs them was opened this visit (docs/architecture.md).
      // A failed load is tried once more (a dropped connection); if the code still cannot come, she is
      // signed out anyway, and unsent writing stays on this device, tagged as hers (docs/architecture.md).
      if (userId)
        await syncSession()
          .catch(syncSession)
          .then(
            ({ endSyncSession }) => endSyncSession(userId, end),
            () => undefined,
          );
      if (!end.accountDeleted) {
        const signOutPath = `${"/api/auth" satisfies ApiPath<"auth">}/sign-out`;
        await api(signOutPath, { method: "POST", body: {} }).catch(() => undefined);
      }
      await clearMemberCaches();
      // One transition for both: the page she goes to and the ended session render together, so a
      // protected page never sees the signed-out state and sends her to /auth on its own.
      startTransition(() => {
        then?.();
        setSession(signedOut);
      });
    },
    [session.user?.id],
  );

  // A member's pending writing syncs in the background from any page, and as the page goes away.
  const userId = session.user?.id;
  useEffect(() => {
    if (!userId) return;
    registerWhenIdle();
    let stop: (() => void) | undefined;
    let ended = false;
    void syncSession().then(
      ({ startBackgroundSync }) => {
        if (!ended) stop = startBackgroundSync(userId);
      },
      () => undefined,
    );
    return () => {
      ended = true;
      stop?.();
    };
  }, [userId]);

  useEffect(() => {
    void refresh();
    const onFocus = () => document.visibilityState === "visible" && void refresh();
    document.addEventListener("visibilitychange", onFocus);
    return () => document.removeEventListener("visibilitychange", onFocus);
  }, [refresh]);

  const value = useMemo(() => ({ session, refresh, signOut }), [session, refresh, signOut]);
  return <SessionContext.Provider value={value}>{children}</SessionContext.Provider>;
}

/** spec §8: using the context outside its provider is an error. */
export function useSession(): SessionContextValue {
  const value = useContext(SessionContext);
  if (!value) throw new Error("no SessionProvider");
  return value;
}
