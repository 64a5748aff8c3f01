import type { Context } from "hono";
import type { SessionUser } from "./context";

// Resolving a session through better-auth costs about ten times the rest of a hot request, so a
// resolved session is kept here for a few seconds, keyed by its token. Signing out drops that
// token; a password reset or any session revocation drops them all. Another app server may still
// accept a just-revoked token for at most TTL_MS.

const TTL_MS = 10_000;
const MAX_ENTRIES = 100_000;

export class SessionCache {
  #entries = new Map<string, { user: SessionUser; expires: number }>();
  /** Only the name better-auth itself reads: behind https a plain-http cookie is no session. */
  readonly #cookiePattern: RegExp;

  constructor(secureCookies: boolean) {
    const name = `${secureCookies ? "__Secure-" : ""}better-auth.session_token`;
    this.#cookiePattern = new RegExp(`(?:^|;\\s*)${name.replaceAll(".", "\\.")}=([^;]*)`);
  }

  tokenOf(c: Context): string | undefined {
    // Found without parsing the whole Cookie header: this runs on every signed-in request.
    const header = c.req.header("cookie");
    const value = header ? this.#cookiePattern.exec(header)?.[1]?.trim() : undefined;
    return value ? decodeCookieValue(value) : undefined;
  }

  get(token: string): SessionUser | undefined {
    const entry = this.#entries.get(token);
    if (!entry) return undefined;
    if (entry.expires > Date.now()) return entry.user;
    this.#entries.delete(token);
    return undefined;
  }

  set(token: string, user: SessionUser, sessionExpiresAt: Date) {
    if (this.#entries.size >= MAX_ENTRIES) this.#entries.clear();
    this.#entries.set(token, { user, expires: Math.min(Date.now() + TTL_MS, sessionExpiresAt.getTime()) });
  }

  forget(token: string | undefined) {
    if (token) this.#entries.delete(token);
  }

  clear() {
    this.#entries.clear();
  }
}

/** better-auth endpoints after which cached sessions may no longer be valid. */
export function invalidatesSessions(path: string): "this" | "all" | null {
  if (path.endsWith("/sign-out")) return "this";
  if (/\/(reset-password|change-password|change-email|update-user|delete-user|revoke-[a-z-]+)$/.test(path)) {
    return "all";
  }
  return null;
}

function decodeCookieValue(value: string): string {
  const unquoted = value.startsWith('"') && value.endsWith('"') ? value.slice(1, -1) : value;
  try {
    return unquoted.includes("%") ? decodeURIComponent(unquoted) : unquoted;
  } catch {
    return unquoted;
  }
}
