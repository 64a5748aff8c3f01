import type { MiddlewareHandler } from "hono";
import type { AppDeps, AppEnv, SessionUser } from "./context";
import { httpError } from "./http/errors";

/** DESIGN D4: the admin is the account whose verified e-mail equals ADMIN_EMAIL (case-insensitive). */
export function isAdminUser(
  user: Pick<SessionUser, "email" | "emailVerified">,
  adminEmail?: string,
): boolean {
  return Boolean(adminEmail && user.emailVerified && user.email.toLowerCase() === adminEmail);
}

/** Ends the request with 401 unless a signed-in user is asking; then `c.var.user` is theirs. */
export function requireUser({ auth, config, sessions }: AppDeps): MiddlewareHandler<AppEnv> {
  return async (c, next) => {
    const token = sessions.tokenOf(c);
    let user = token ? sessions.get(token) : undefined;
    if (!user) {
      const session = token ? await auth.api.getSession({ headers: c.req.raw.headers }) : null;
      if (!session) throw httpError(401, "Please sign in to continue.");
      user = session.user;
      sessions.set(token as string, user, session.session.expiresAt);
    }
    c.set("user", user);
    c.set("isAdmin", isAdminUser(user, config.adminEmail));
    await next();
  };
}

/** After requireUser: 403 for everyone but the admin. */
export const requireAdmin: MiddlewareHandler<AppEnv> = async (c, next) => {
  if (!c.var.isAdmin) throw httpError(403, "Only the administrator can do this.");
  await next();
};
