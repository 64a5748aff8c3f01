import { count, desc, eq, ilike, or, type SQL, sql } from "drizzle-orm";
import { Hono } from "hono";
import { z } from "zod";
import {
  type AdminMemberDetail,
  adminMembersQuerySchema,
  compRequestSchema,
  type StaffNotices,
  staffNoticesSchema,
} from "../../domain/admin-console";
import {
  type AdminConsoles,
  type AdminStats,
  type AdminUsersPage,
  adminUsersQuerySchema,
} from "../../domain/billing-api";
import { firstNameOf } from "../../domain/names";
import { type PaymentList, refundRequestSchema } from "../../domain/payments";
import { paths } from "../../domain/routes";
import { audit, auditEntries } from "../admin/audit";
import { removeComp, setComp } from "../admin/comp";
import { BadCursor, listMembers, memberDetail, membersCsv } from "../admin/members";
import { adminOverview } from "../admin/overview";
import { adminCohorts, adminFunnel } from "../admin/path-figures";
import { setStaffNoticeMode, staffNoticeMode } from "../admin/staff-notices";
import { onlyAdmins } from "../admin/team";
import { paymentsOf, toPayment } from "../billing/payments";
import { refundPayment } from "../billing/refunds";
import type { AppDeps, AppEnv } from "../context";
import type { Db } from "../db/client";
import { likePattern } from "../db/like-pattern";
import { appCounters, subscribers, user } from "../db/schema";
import { httpError } from "../http/errors";
import { jsonBody, params, query } from "../http/validate";
import { compMail } from "../mail/console-mails";

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

const memberParams = z.object({ id: z.string().min(1).max(200) });

/** The member an action is for, or a 404. */
async function memberFor(db: Db, id: string) {
  const [row] = await db
    .select({
      id: user.id,
      email: user.email,
      name: user.name,
      firstName: user.firstName,
      emailVerified: user.emailVerified,
    })
    .from(user)
    .where(eq(user.id, id));
  if (!row) throw httpError(404, "There is no such member.");
  return row;
}

// GET /api/admin/stats, /users and /consoles (spec §2 Admin; docs/architecture.md D8), and the operator's console
// (docs/architecture.md, "The console"). Mount behind requireConsole; staff may use all but the routes marked
// onlyAdmins (docs/architecture.md, "The team"). No route here returns a member's words.
export function adminRoutes({ billing, database, config, auth, subscriberCache, mailer }: AppDeps) {
  const { db } = database;
  // What the console shows may be a second behind: read from the replica when there is one
  // (docs/deploy.md, "Read replicas"). Its actions, and what they answer, read and write the primary.
  const reads = database.lagTolerant;
  const detail = async (id: string, from = reads): Promise<AdminMemberDetail> => {
    const found = await memberDetail(from, id);
    if (!found) throw httpError(404, "There is no such member.");
    return found;
  };
  return (
    new Hono<AppEnv>()
      .get("/overview", async (c) => c.json(await adminOverview(reads, config.adminEmail)))
      .get("/funnel", async (c) => c.json(await adminFunnel(reads)))
      .get("/cohorts", async (c) => c.json(await adminCohorts(reads)))
      .get("/members", query(adminMembersQuerySchema), async (c) => {
        const { format, ...filters } = c.req.valid("query");
        try {
          if (format === "csv") {
            const { cursor: _, ...all } = filters;
            const csv = await membersCsv(reads, all);
            await audit(db, c.get("user").id, "members.export", new URL(c.req.url).search || null);
            return c.body(csv, 200, {
              "content-type": "text/csv; charset=utf-8",
              "content-disposition": 'attachment; filename="members.csv"',
            });
          }
          return c.json(await listMembers(reads, filters));
        } catch (error) {
          if (error instanceof BadCursor) throw httpError(400, "cursor: not a cursor this list gave");
          throw error;
        }
      })
      .get("/members/:id", params(memberParams), async (c) => c.json(await detail(c.req.valid("param").id)))
      .post("/members/:id/comp", params(memberParams), jsonBody(compRequestSchema), async (c) => {
        const member = await memberFor(db, c.req.valid("param").id);
        const { plan, until, notify } = c.req.valid("json");
        await setComp(db, subscriberCache, member, plan, until);
        await audit(db, c.get("user").id, "comp.grant", member.id);
        if (notify && member.emailVerified) {
          await mailer.send(
            compMail({
              to: member.email,
              name: firstNameOf(member),
              plan,
              until,
              url: `${config.publicUrl}${paths.dashboard}`,
            }),
          );
        }
        return c.json(await detail(member.id, db));
      })
      // Her payments, and a refund of one of them (docs/architecture.md, "Payments").
      .get("/members/:id/payments", params(memberParams), async (c) => {
        const member = await memberFor(reads, c.req.valid("param").id);
        return c.json({
          payments: (await paymentsOf(reads, member.id)).map(toPayment),
        } satisfies PaymentList);
      })
      .post(
        "/members/:id/refunds",
        onlyAdmins,
        params(memberParams),
        jsonBody(refundRequestSchema),
        async (c) => {
          const member = await memberFor(db, c.req.valid("param").id);
          const payment = await refundPayment(db, billing, {
            ...c.req.valid("json"),
            memberId: member.id,
            actorId: c.get("user").id,
          });
          return c.json(toPayment(payment));
        },
      )
      .delete("/members/:id/comp", params(memberParams), async (c) => {
        const member = await memberFor(db, c.req.valid("param").id);
        await removeComp(db, subscriberCache, member);
        await audit(db, c.get("user").id, "comp.end", member.id);
        return c.json(await detail(member.id, db));
      })
      .post("/members/:id/verification", params(memberParams), async (c) => {
        const member = await memberFor(db, c.req.valid("param").id);
        if (member.emailVerified) throw httpError(409, "Her address is already verified.");
        await auth.api.sendVerificationEmail({ body: { email: member.email, callbackURL: paths.dashboard } });
        await audit(db, c.get("user").id, "verification.resend", member.id);
        return c.json({ sent: true });
      })
      .get("/audit", async (c) => c.json(await auditEntries(reads)))
      .get("/notices", async (c) => c.json<StaffNotices>({ mode: await staffNoticeMode(reads) }))
      .put("/notices", onlyAdmins, jsonBody(staffNoticesSchema), async (c) => {
        const { mode } = c.req.valid("json");
        await setStaffNoticeMode(db, mode);
        await audit(db, c.get("user").id, "notices.set", mode);
        return c.json<StaffNotices>({ mode });
      })
      .get("/stats", async (c) => c.json(await adminCounts(reads)))
      .get("/users", query(adminUsersQuerySchema), async (c) => {
        const { q, page } = c.req.valid("query");
        const where: SQL | undefined = q
          ? or(ilike(user.email, likePattern(q)), ilike(user.name, likePattern(q)))
          : undefined;
        const [rows, [total]] = await Promise.all([
          reads
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
            ? reads.select({ n: count() }).from(user).where(where)
            : adminCounts(reads).then((n) => [{ n: n.totalUsers }]),
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
      })
  );
}
