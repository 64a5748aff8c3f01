import { createContext, type ReactNode, useCallback, useContext, useEffect, useMemo, useState } from "react";
import { api } from "./api";
import { signOutRequest } from "./auth-client";

export interface SessionUser {
  id: string;
  email: string;
  name: string;
  firstName: string | null;
  lastName: string | null;
  emailVerified: boolean;
}

export type SessionState =
  | { status: "loading"; user: null; isAdmin: false }
  | { status: "signed-out"; user: null; isAdmin: false }
  | { status: "signed-in"; user: SessionUser; isAdmin: boolean };

interface SessionContextValue {
  session: SessionState;
  /** Re-reads the session from the server (after sign-in, on tab focus). */
  refresh(): Promise<void>;
  signOut(): Promise<void>;
}

const SessionContext = createContext<SessionContextValue | null>(null);
const signedOut: SessionState = { status: "signed-out", user: null, isAdmin: false };

/** Hooks that must run before the session ends (flush pending writes, clear local copies: DESIGN D2). */
const signOutHooks = new Set<(userId: string) => Promise<void> | void>();
export function onSignOut(hook: (userId: string) => Promise<void> | void) {
  signOutHooks.add(hook);
  return () => signOutHooks.delete(hook);
}

export function SessionProvider({ children }: { children: ReactNode }) {
  const [session, setSession] = useState<SessionState>({ status: "loading", user: null, isAdmin: false });

  const refresh = useCallback(async () => {
    try {
      const me = await api<{ user: SessionUser | null; isAdmin: boolean }>("/api/session");
      setSession(me.user ? { status: "signed-in", user: me.user, isAdmin: me.isAdmin } : signedOut);
    } catch {
      setSession((current) => (current.status === "loading" ? signedOut : current));
    }
  }, []);

  const signOut = useCallback(async () => {
    const userId = session.user?.id;
    // Local copies written on an earlier visit must be flushed and cleared even when no page that
    // syncs them has been opened this time (DESIGN D2); importing the module registers its hook.
    if (userId) await import("./local-first").catch(() => undefined);
    if (userId) await Promise.allSettled([...signOutHooks].map((hook) => hook(userId)));
    await signOutRequest().catch(() => undefined);
    setSession(signedOut);
  }, [session.user?.id]);

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
  if (!value) throw new Error("useSession must be used inside <SessionProvider>");
  return value;
}
