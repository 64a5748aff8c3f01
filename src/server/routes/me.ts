import { Hono } from "hono";
import { consoleRoleOf } from "../admin/team";
import type { AppDeps, AppEnv, SessionUser } from "../context";
import { isAdminUser, resolveUser } from "../session";

/** What the client may know about the signed-in user. */
function publicUser({ id, email, name, firstName, lastName, emailVerified, createdAt }: SessionUser) {
  return {
    id,
    email,
    name,
    firstName: firstName ?? null,
    lastName: lastName ?? null,
    emailVerified,
    createdAt,
  };
}

// GET /api/me: who is signed in, whether they are the admin (docs/architecture.md D4) and their role in
// the console (D28, null for a member); 401 for a visitor.
export const meRoutes = (deps: AppDeps) =>
  new Hono<AppEnv>().get("/", async (c) =>
    c.json({
      user: publicUser(c.get("user")),
      isAdmin: c.get("isAdmin"),
      consoleRole: await consoleRoleOf(deps.database.db, c.get("user"), deps.config.adminEmail),
    }),
  );

// GET /api/session: the same for anyone, `{ user: null }` for a visitor. The app asks it on every page
// load, so a visitor's first page shows no failed request (a 401) in the browser console.
export function sessionRoutes(deps: AppDeps) {
  return new Hono<AppEnv>().get("/", async (c) => {
    const user = await resolveUser(deps, c);
    if (!user) return c.json({ user: null, isAdmin: false, consoleRole: null });
    return c.json({
      user: publicUser(user),
      isAdmin: isAdminUser(user, deps.config.adminEmail),
      consoleRole: await consoleRoleOf(deps.database.db, user, deps.config.adminEmail),
    });
  });
}
