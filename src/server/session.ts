import type { Context, MiddlewareHandler } from "hono";
import type { AppDeps, AppEnv, SessionUser } from "./context";
import { httpError } from "./http/errors";
import { timed } from "./server-timing";

/** docs/architecture.md D4: the admin is the account whose verified e-mail equals ADMIN_EMAIL (case-insensitive). */
export function isAdminUser(
  user: Pick<SessionUser, "email" | "emailVerified">,
  adminEmail?: string,
): boolean {
  return Boolean(adminEmail && user.emailVerified && user.email.toLowerCase() === adminEmail);
}

/** The signed-in user asking, from the session cache or better-auth; undefined for a visitor. */
export async function resolveUser(
  { auth, sessions }: AppDeps,
  c: Context<AppEnv>,
): Promise<SessionUser | undefined> {
  const token = sessions.tokenOf(c);
  if (!token) return undefined;
  const cached = sessions.get(token);
  if (cached) return cached;
  const lookupBegan = sessions.generation;
  const session = await auth.api.getSession({ headers: c.req.raw.headers });
  if (!session) return undefined;
  sessions.set(token, session.user, session.session.expiresAt, lookupBegan);
  return session.user;
}

/** Ends the request with 401 unless a signed-in user is asking; then `c.get("user")` is theirs. */
export function requireUser(deps: AppDeps): MiddlewareHandler<AppEnv> {
  return async function requireUser(c, next) {
    // An area mounted inside another (the local checkout under /billing) is guarded twice: ask once.
    if (c.get("user")) return next();
    const user = await timed("session", () => resolveUser(deps, c));
    if (!user) throw httpError(401, "Please sign in to continue.");
    c.set("user", user);
    c.set("isAdmin", isAdminUser(user, deps.config.adminEmail));
    await next();
  };
}
