import { Hono } from "hono";
import type { AppEnv } from "../context";

// GET /api/me: who is signed in, and whether they are the admin (DESIGN D4).
export const meRoutes = new Hono<AppEnv>().get("/", (c) => {
  const { id, email, name, firstName, lastName, emailVerified, createdAt } = c.var.user;
  return c.json({
    user: {
      id,
      email,
      name,
      firstName: firstName ?? null,
      lastName: lastName ?? null,
      emailVerified,
      createdAt,
    },
    isAdmin: c.var.isAdmin,
  });
});
