import type { Context } from "hono";
import type { LRUCache } from "lru-cache";
import type { SessionUser } from "./context";
import { CACHED_COPY_TTL_MS, type ChangeFeed, cachedCopyTtl } from "./db/change-feed";
import { type Clock, growingLru } from "./growing-lru";

// Resolving a session through better-auth costs about 25 times the rest of a hot request, so a
// resolved session is kept here, keyed by its token. Signing out drops that token; a password reset
// or any session revocation drops them all, on every app server within 2 s (change-feed.ts). Its
// expiry, CACHED_COPY_TTL_MS, only bounds what a change made outside the app (a session deleted by hand
// in SQL) leaves served (docs/security.md, "Where each defence lives", Revoked sessions).
const MAX_ENTRIES = 100_000;

export class SessionCache {
  #entries: LRUCache<string, SessionUser>;
  #changes: ChangeFeed;
  /** Bumped on every change heard: a lookup that began before a change must not store what it read. */
  #generation = 0;
  /** Only the name better-auth itself reads: behind https a plain-http cookie is no session. */
  readonly #cookiePattern: RegExp;

  /** `now` is the cache's clock (tests move it on). */
  constructor(secureCookies: boolean, changes: ChangeFeed, now?: Clock) {
    this.#entries = growingLru<string, SessionUser>(MAX_ENTRIES, CACHED_COPY_TTL_MS, now);
    const name = `${secureCookies ? "__Secure-" : ""}better-auth.session_token`;
    this.#cookiePattern = new RegExp(`(?:^|;\\s*)${name.replaceAll(".", "\\.")}=([^;]*)`);
    this.#changes = changes;
    changes.subscribe((change) => {
      if (change.kind !== "session" && change.kind !== "sessions" && change.kind !== "reset") return;
      this.#generation++;
      if (change.kind === "session") this.#entries.delete(change.token);
      if (change.kind === "sessions" || change.kind === "reset") this.#entries.clear();
    });
  }

  tokenOf(c: Context): string | undefined {
    return this.tokenInCookies(c.req.header("cookie"));
  }

  /** The session token in a Cookie header. */
  tokenInCookies(header: string | undefined): string | undefined {
    // Found without parsing the whole Cookie header: this runs on every signed-in request.
    const value = header ? this.#cookiePattern.exec(header)?.[1]?.trim() : undefined;
    return value ? decodeCookieValue(value) : undefined;
  }

  get(token: string): SessionUser | undefined {
    return this.#changes.live ? this.#entries.get(token) : undefined;
  }

  /** Pass to `set`: the moment a lookup began. */
  get generation(): number {
    return this.#generation;
  }

  set(token: string, user: SessionUser, sessionExpiresAt: Date, lookupBegan: number) {
    if (!this.#changes.live || lookupBegan !== this.#generation) return;
    const ttl = Math.min(cachedCopyTtl(), sessionExpiresAt.getTime() - Date.now());
    if (ttl > 0) this.#entries.set(token, user, { ttl });
  }

  /** The session behind `token` ended: no app server may accept it from its cache any more. */
  forget(token: string | undefined): Promise<void> {
    return token ? this.#changes.publish({ kind: "session", token }) : Promise.resolve();
  }

  /** Sessions may have ended anywhere: every app server drops every cached session. */
  clear(): Promise<void> {
    return this.#changes.publish({ kind: "sessions" });
  }
}

/** better-auth endpoints after which cached sessions may no longer be valid. */
export function invalidatesSessions(method: string, path: string): "this" | "all" | null {
  // Following a link that confirms a new address changes who the cached sessions belong to.
  if (method === "GET") return path.endsWith("/verify-email") ? "all" : null;
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
