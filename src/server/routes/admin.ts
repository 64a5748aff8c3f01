import { count, desc, eq, ilike, or, type SQL, sql } from "drizzle-orm";
import { Hono } from "hono";
import {
  type AdminConsoles,
  type AdminStats,
  type AdminUsersPage,
  adminUsersQuerySchema,
} from "../../domain/billing-api";
import type { AppDeps, AppEnv } from "../context";
import type { Db } from "../db/client";
import { likePattern } from "../db/like-pattern";
import { appCounters, subscribers, user } from "../db/schema";
import { query } from "../http/validate";

export const ADMIN_PAGE_SIZE = 20;

/** Exact counts kept by triggers (schema.ts appCounters), not count(*) over every row. */
async function adminCounts(db: Db): Promise<AdminStats> {
  const rows = await db
    .select({ name: appCounters.name, value: sql<number>`sum(${appCounters.value})::float8` })
    .from(appCounters)
    .groupBy(appCounters.name);
  const counted = new Map(rows.map((row) => [row.name, row.value]));
  return {
    totalUsers: counted.get("users") ?? 0,
    activeSubscribers: counted.get("active_subscribers") ?? 0,
    journalEntries: counted.get("journal_entries") ?? 0,
  };
}

/** `%` and `_` in a search are letters, not wildcards. */
// GET /api/admin/stats, /users and /consoles (spec §2 Admin; docs/architecture.md D8). Mount behind requireAdmin.
export function adminRoutes({ database, config }: AppDeps) {
  const { db } = database;
  return new Hono<AppEnv>()
    .get("/stats", async (c) => c.json(await adminCounts(db)))
    .get("/users", query(adminUsersQuerySchema), async (c) => {
      const { q, page } = c.req.valid("query");
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
        // Without a search the total is the kept count; a search has to count its matches.
        where
          ? db.select({ n: count() }).from(user).where(where)
          : adminCounts(db).then((n) => [{ n: n.totalUsers }]),
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
