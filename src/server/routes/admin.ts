import { count, desc, eq, ilike, or, type SQL } from "drizzle-orm";
import { Hono } from "hono";
import {
  type AdminConsoles,
  type AdminStats,
  type AdminUsersPage,
  adminUsersQuerySchema,
} from "../../domain/billing-api";
import type { AppDeps, AppEnv } from "../context";
import { journalEntries, subscribers, user } from "../db/schema";
import { parseParam } from "../http/validate";

export const ADMIN_PAGE_SIZE = 20;

/** `%` and `_` in a search are letters, not wildcards. */
function likePattern(search: string): string {
  return `%${search.replace(/[\\%_]/g, (ch) => `\\${ch}`)}%`;
}

// GET /api/admin/stats, /users and /consoles (spec §2 Admin; DESIGN D8). Mount behind requireAdmin.
export function adminRoutes({ database, config }: AppDeps) {
  const { db } = database;
  return new Hono<AppEnv>()
    .get("/stats", async (c) => {
      const [[users], [active], [entries]] = await Promise.all([
        db.select({ n: count() }).from(user),
        db.select({ n: count() }).from(subscribers).where(eq(subscribers.subscribed, true)),
        db.select({ n: count() }).from(journalEntries),
      ]);
      const stats: AdminStats = {
        totalUsers: users?.n ?? 0,
        activeSubscribers: active?.n ?? 0,
        journalEntries: entries?.n ?? 0,
      };
      return c.json(stats);
    })
    .get("/users", async (c) => {
      const { q, page } = parseParam(adminUsersQuerySchema, c.req.query());
      const where: SQL | undefined = q
        ? or(ilike(user.email, likePattern(q)), ilike(user.name, likePattern(q)))
        : undefined;
      const [rows, [total]] = await Promise.all([
        db
          .select({
            id: user.id,
            email: user.email,
            name: user.name,
            emailVerified: user.emailVerified,
            createdAt: user.createdAt,
            tier: subscribers.subscriptionTier,
            status: subscribers.status,
            subscribed: subscribers.subscribed,
          })
          .from(user)
          .leftJoin(subscribers, eq(subscribers.userId, user.id))
          .where(where)
          .orderBy(desc(user.createdAt), user.id)
          .limit(ADMIN_PAGE_SIZE)
          .offset((page - 1) * ADMIN_PAGE_SIZE),
        db.select({ n: count() }).from(user).where(where),
      ]);
      const body: AdminUsersPage = {
        users: rows.map((row) => ({
          ...row,
          tier: row.tier ?? null,
          status: row.status ?? "none",
          subscribed: row.subscribed ?? false,
          createdAt: row.createdAt.toISOString(),
        })),
        total: total?.n ?? 0,
        page,
        pageSize: ADMIN_PAGE_SIZE,
      };
      return c.json(body);
    })
    .get("/consoles", (c) => {
      const body: AdminConsoles = {
        databaseUrl: config.adminConsoles.database ?? null,
        functionsUrl: config.adminConsoles.functions ?? null,
      };
      return c.json(body);
    });
}
