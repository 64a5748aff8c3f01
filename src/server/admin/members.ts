import { and, desc, eq, ilike, lte, or, type SQL, sql } from "drizzle-orm";
import type {
  AdminMemberDetail,
  AdminMemberRow,
  AdminMembersPage,
  AdminMembersQuery,
  MemberStatus,
} from "../../domain/admin-console";
import { periodOf, planByKey } from "../../domain/plans";
import type { Db } from "../db/client";
import { likePattern } from "../db/like-pattern";
import {
  memberActivity,
  reminderPreferences,
  sentMails,
  subscribers,
  subscriptionHistory,
  user,
} from "../db/schema";
import { memberStatusOf, statusIs } from "./member-status";
import { addDays } from "./sql-rows";

// The console's member list and a member's page (docs/architecture.md, "The console"): who she is, her plan and
// how far along the path she is, never what she wrote. Keyset paging, newest first: a page costs the
// same at the end of 100,000 members as at the start.

export const MEMBERS_PAGE_SIZE = 50;

const columns = {
  id: user.id,
  name: user.name,
  email: user.email,
  emailVerified: user.emailVerified,
  joinedAt: user.createdAt,
  /** The exact stored time, for the cursor (a JS Date keeps only milliseconds). */
  key: sql<string>`${user.createdAt}::text`,
  status: subscribers.status,
  tier: subscribers.subscriptionTier,
  isAnnual: subscribers.isAnnual,
  periodEnd: subscribers.subscriptionEnd,
  cancelAtPeriodEnd: subscribers.cancelAtPeriodEnd,
  lastActiveAt: memberActivity.lastActiveAt,
  daysCompleted: memberActivity.daysCompleted,
};

interface Selected {
  id: string;
  name: string;
  email: string;
  emailVerified: boolean;
  joinedAt: Date;
  key: string;
  status: string | null;
  tier: string | null;
  isAnnual: boolean | null;
  periodEnd: Date | null;
  cancelAtPeriodEnd: boolean | null;
  lastActiveAt: Date | null;
  daysCompleted: number | null;
}

/** The states without a billing period: complimentary access and a gift are given, not paid monthly. */
const unpaid: readonly MemberStatus[] = ["free", "comped", "gift"];

function toRow(row: Selected, now: Date): AdminMemberRow {
  const status = memberStatusOf(row.status, row.periodEnd ?? null, now);
  const held = status !== "free";
  return {
    id: row.id,
    name: row.name,
    email: row.email,
    plan: held ? (row.tier ?? null) : null,
    period: row.tier && !unpaid.includes(status) ? periodOf(Boolean(row.isAnnual)) : null,
    status,
    renewsOrEndsOn: held ? (row.periodEnd?.toISOString() ?? null) : null,
    cancelScheduled: held && status !== "canceled" && Boolean(row.cancelAtPeriodEnd),
    joinedAt: row.joinedAt.toISOString(),
    lastActiveAt: row.lastActiveAt?.toISOString() ?? null,
    daysCompleted: row.daysCompleted ?? 0,
  };
}

function encodeCursor(key: string, id: string) {
  return Buffer.from(JSON.stringify([key, id])).toString("base64url");
}

function decodeCursor(cursor: string): [string, string] | null {
  if (!cursor) return null;
  try {
    const value = JSON.parse(Buffer.from(cursor, "base64url").toString("utf8"));
    if (Array.isArray(value) && value.length === 2 && value.every((part) => typeof part === "string")) {
      // The time exactly as the database printed it ("2026-03-04 10:20:30.123456+00").
      if (/^\d{4}-\d{2}-\d{2}[ T][\d:.]+(Z|[+-]\d{2}(:?\d{2})?)?$/.test(String(value[0])))
        return value as [string, string];
    }
  } catch {}
  return null;
}

export class BadCursor extends Error {}

/** The console's member filters as SQL conditions over `user`, `subscribers` and `member_activity`. */
export function memberFilters(query: Omit<AdminMembersQuery, "cursor" | "format">, now: Date): SQL[] {
  const where: SQL[] = [];
  if (query.status) where.push(statusIs(query.status, now));
  if (query.plan) where.push(eq(subscribers.subscriptionTier, planByKey(query.plan).name));
  if (query.inactiveDays !== undefined) {
    const since = addDays(now, -query.inactiveDays).toISOString();
    where.push(sql`coalesce(${memberActivity.lastActiveAt}, ${user.createdAt}) <= ${since}::timestamptz`);
  }
  if (query.trialEndsWithinDays !== undefined) {
    where.push(eq(subscribers.status, "trialing"));
    where.push(lte(subscribers.subscriptionEnd, addDays(now, query.trialEndsWithinDays)));
  }
  if (query.q) {
    where.push(or(ilike(user.email, likePattern(query.q)), ilike(user.name, likePattern(query.q))) as SQL);
  }
  return where;
}

/** One page of members matching `query`, newest first. */
export async function listMembers(
  db: Db,
  query: Omit<AdminMembersQuery, "format">,
  now = new Date(),
  pageSize = MEMBERS_PAGE_SIZE,
): Promise<AdminMembersPage> {
  const where = memberFilters(query, now);
  const after = decodeCursor(query.cursor);
  if (query.cursor && !after) throw new BadCursor();
  if (after) where.push(sql`(${user.createdAt}, ${user.id}) < (${after[0]}::timestamptz, ${after[1]})`);
  const rows = (await db
    .select(columns)
    .from(user)
    .leftJoin(subscribers, eq(subscribers.userId, user.id))
    .leftJoin(memberActivity, eq(memberActivity.userId, user.id))
    .where(and(...where))
    .orderBy(desc(user.createdAt), desc(user.id))
    .limit(pageSize + 1)) as Selected[];
  const page = rows.slice(0, pageSize);
  const last = page.at(-1);
  return {
    members: page.map((row) => toRow(row, now)),
    nextCursor: rows.length > pageSize && last ? encodeCursor(last.key, last.id) : null,
  };
}

/** A cell safe to open in a spreadsheet: quoted, and never read as a formula (OWASP CSV injection). */
export function csvCell(value: string | number | null): string {
  let text = value === null ? "" : String(value);
  if (/^[=+\-@\t\r]/.test(text)) text = `'${text}`;
  return `"${text.replaceAll('"', '""')}"`;
}

/** The CSV's columns: each header and its cell (dates as YYYY-MM-DD, UTC; times as ISO 8601). */
const csvColumns: [string, (row: AdminMemberRow) => string | number | null][] = [
  ["id", (row) => row.id],
  ["name", (row) => row.name],
  ["email", (row) => row.email],
  ["plan", (row) => row.plan],
  ["period", (row) => row.period],
  ["status", (row) => row.status],
  ["renewsOrEndsOn", (row) => row.renewsOrEndsOn?.slice(0, 10) ?? null],
  ["cancelScheduled", (row) => (row.cancelScheduled ? "yes" : "no")],
  ["joinedAt", (row) => row.joinedAt],
  ["lastActiveAt", (row) => row.lastActiveAt],
  ["daysCompleted", (row) => row.daysCompleted],
];

/** Every member matching `query` as CSV with a header row, read a thousand at a time. */
export async function membersCsv(
  db: Db,
  query: Omit<AdminMembersQuery, "format" | "cursor">,
  now = new Date(),
) {
  const lines = [csvColumns.map(([header]) => header).join(",")];
  let cursor = "";
  do {
    const page = await listMembers(db, { ...query, cursor }, now, 1000);
    for (const row of page.members) lines.push(csvColumns.map(([, cell]) => csvCell(cell(row))).join(","));
    cursor = page.nextCursor ?? "";
  } while (cursor);
  return `${lines.join("\r\n")}\r\n`;
}

/** Her page: everything the console may know of her, or null when there is no such member. */
export async function memberDetail(db: Db, id: string, now = new Date()): Promise<AdminMemberDetail | null> {
  const [row] = (await db
    .select({ ...columns, remindersOn: reminderPreferences.enabled })
    .from(user)
    .leftJoin(subscribers, eq(subscribers.userId, user.id))
    .leftJoin(memberActivity, eq(memberActivity.userId, user.id))
    .leftJoin(reminderPreferences, eq(reminderPreferences.userId, user.id))
    .where(eq(user.id, id))) as (Selected & { remindersOn: boolean | null })[];
  if (!row) return null;
  const [history, mails] = await Promise.all([
    db
      .select()
      .from(subscriptionHistory)
      .where(eq(subscriptionHistory.userId, id))
      .orderBy(desc(subscriptionHistory.at), desc(subscriptionHistory.id))
      .limit(200),
    db
      .select({ subject: sentMails.subject, sentAt: sentMails.sentAt })
      .from(sentMails)
      .where(eq(sentMails.userId, id))
      .orderBy(desc(sentMails.sentAt), desc(sentMails.id))
      .limit(100),
  ]);
  const member = toRow(row, now);
  return {
    member: { ...member, emailVerified: Boolean(row.emailVerified), remindersOn: Boolean(row.remindersOn) },
    history: history.map((entry) => ({
      at: entry.at.toISOString(),
      fromStatus: entry.fromStatus,
      toStatus: entry.toStatus,
      plan: entry.plan,
      // Complimentary access and a gift are written with a period they do not have.
      period: entry.toStatus === "comped" || entry.toStatus === "gift" ? null : entry.period,
      cause: entry.cause,
    })),
    mails: mails.map((mail) => ({ subject: mail.subject, sentAt: mail.sentAt.toISOString() })),
    comp:
      member.status === "comped" && row.tier
        ? { plan: row.tier, until: row.periodEnd ? row.periodEnd.toISOString().slice(0, 10) : null }
        : null,
  };
}
