import { type AnyColumn, and, eq, gte, sql } from "drizzle-orm";
import type { AdminOverview } from "../../domain/admin-console";
import { billingPeriods, monthlyRevenueCents, periodOf, planByName, plans } from "../../domain/plans";
import { cancellationCounts } from "../billing/cancellation-stats";
import { offerReductions } from "../billing/offer-pricing";
import type { Db } from "../db/client";
import {
  appCounters,
  joinedWeeks,
  memberTrials,
  payments,
  refunds,
  subscribers,
  subscriptionPeriods,
  teamMembers,
  user,
} from "../db/schema";
import { memberStatusOf } from "./member-status";
import { addDays, isoDate, isoWeekStart, rowsOf } from "./sql-rows";

// GET /api/admin/overview (docs/architecture.md, "The console"): the business in one answer. Counts come from
// `subscribers` (one row per member), the rest from summaries of `user` and `subscription_history` that
// triggers keep (migrations 0013 and 0020), so the answer reads a few rows at 100,000 members (bench/README.md).
// Member figures count confirmed addresses and leave out the console's own people (`staffOf`); a deleted
// member's past stays in the figures about the past.

const WEEKS = 12;
const TRIAL_WINDOW_DAYS = 90;
const paidStatuses = ["active", "past_due"];
const isPaid = (status: string | null | undefined) => paidStatuses.includes(status ?? "");

type Members = AdminOverview["members"];

interface StatusGroup {
  status: string;
  tier: string | null;
  is_annual: boolean;
  n: number;
  /** Of `n`, those whose period end is still ahead or unset. */
  current: number;
}

interface Staff {
  id: string;
  week: string;
}

/** The coach's and her team's confirmed accounts, with the week each joined: a few rows. */
async function staffOf(db: Db, adminEmail: string | undefined): Promise<Staff[]> {
  return rowsOf<Staff>(
    db,
    sql`select ${user.id} as id, utc_week(${user.createdAt})::text as week from ${user}
      where ${user.emailVerified} and (lower(${user.email}) = ${adminEmail ?? ""}
        or lower(${user.email}) in (select ${teamMembers.email} from ${teamMembers} where ${teamMembers.acceptedAt} is not null))`,
  );
}

/** `column` names none of the staff. */
const notStaff = (column: AnyColumn, staff: Staff[]) =>
  staff.length === 0 ? sql`true` : sql`${column} not in ${staff.map((person) => person.id)}`;

async function statusGroups(db: Db, staff: Staff[], now: Date) {
  return rowsOf<StatusGroup>(
    db,
    sql`select ${subscribers.status} as status, ${subscribers.subscriptionTier} as tier, ${subscribers.isAnnual} as is_annual,
        count(*)::int as n,
        (count(*) filter (where ${subscribers.subscriptionEnd} is null or ${subscribers.subscriptionEnd} > ${now.toISOString()}::timestamptz))::int as current
      from ${subscribers} where ${notStaff(subscribers.userId, staff)} group by 1, 2, 3`,
  );
}

/** Confirmed accounts (a counter triggers keep, migration 0020), less the staff. */
async function totalMembers(db: Db, staff: Staff[]): Promise<number> {
  const [row] = await rowsOf<{ n: number }>(
    db,
    sql`select coalesce(sum(${appCounters.value}), 0)::int as n from ${appCounters} where ${appCounters.name} = 'members'`,
  );
  return Math.max(0, (row?.n ?? 0) - staff.length);
}

function countMembers(groups: StatusGroup[], total: number, now: Date): Members {
  const members: Members = {
    total,
    free: 0,
    trialing: 0,
    active: 0,
    pastDue: 0,
    paused: 0,
    canceled: 0,
    comped: 0,
    gift: 0,
  };
  const key = { past_due: "pastDue" } as Record<string, keyof Members>;
  let counted = 0;
  for (const group of groups) {
    // An expired comp is free again: its rows split by period end.
    const live = memberStatusOf(group.status, null, now);
    const expired = memberStatusOf(group.status, new Date(0), now);
    for (const [status, n] of [
      [live, group.current],
      [expired, group.n - group.current],
    ] as const) {
      if (status === "free" || n === 0) continue;
      members[key[status] ?? (status as keyof Members)] += n;
      counted += n;
    }
  }
  members.free = Math.max(0, total - counted);
  return members;
}

function revenue(groups: StatusGroup[], reductions: Awaited<ReturnType<typeof offerReductions>>) {
  const byPlan = plans.flatMap((plan) =>
    billingPeriods.map((period) => ({ plan: plan.name, period, members: 0, mrrCents: 0 })),
  );
  for (const group of groups) {
    const plan = planByName(group.tier);
    // A lapsed past_due row still names its plan until rewritten: only current periods bring money in.
    if (!plan || !isPaid(group.status) || group.current === 0) continue;
    const row = byPlan.find(
      (entry) => entry.plan === plan.name && entry.period === periodOf(group.is_annual),
    );
    if (!row) continue;
    row.members += group.current;
    row.mrrCents += group.current * monthlyRevenueCents(plan, group.is_annual);
  }
  // Members with an offer pay less while it applies (docs/architecture.md, "Pause, cancel, offers and gifts").
  for (const reduction of reductions) {
    const row = byPlan.find((entry) => entry.plan === reduction.plan && entry.period === reduction.period);
    if (row) row.mrrCents -= reduction.cents;
  }
  return { mrrCents: byPlan.reduce((sum, row) => sum + row.mrrCents, 0), byPlan };
}

/**
 * Trials started in the last 90 days and how they ended (a trial ends once: active, or anything else but
 * trialing), from each member's latest trial start, conversion and other end (`member_trials`).
 */
async function trials(db: Db, staff: Staff[], now: Date): Promise<AdminOverview["trials"]> {
  const t = memberTrials;
  const since = addDays(now, -TRIAL_WINDOW_DAYS).toISOString();
  const [row] = await rowsOf<AdminOverview["trials"]>(
    db,
    sql`select count(*)::int as started,
        (count(*) filter (where ${t.convertedAt} >= ${since}::timestamptz))::int as converted,
        (count(*) filter (where ${t.endedAt} >= ${since}::timestamptz
          and (${t.convertedAt} is null or ${t.convertedAt} < ${since}::timestamptz)))::int as canceled
      from ${t} where ${t.startedAt} >= ${since}::timestamptz and ${notStaff(t.userId, staff)}`,
  );
  return row ?? { started: 0, converted: 0, canceled: 0 };
}

type PeriodRow = Omit<typeof subscriptionPeriods.$inferSelect, "kind">;

/** The kept summary of the subscription history for weeks or months starting at `from` or later. */
function periods(db: Db, kind: "week" | "month", from: Date) {
  const p = subscriptionPeriods;
  return db
    .select({
      starts: sql<string>`${p.starts}::text`,
      newPaid: p.newPaid,
      canceled: p.canceled,
      paidCanceled: p.paidCanceled,
      becamePaid: p.becamePaid,
      stoppedPaying: p.stoppedPaying,
    })
    .from(p)
    .where(and(eq(p.kind, kind), gte(p.starts, isoDate(from))));
}

/**
 * This calendar month's churn. Members paying at its start = paying now, less those whose first change this
 * month started from unpaid and whose last left them paying, plus those for whom it went the other way. The rate
 * divides those who cancelled while paying by everyone who paid in the month (at its start, or newly since), so
 * a member who began paying and cancelled within the month is counted on both sides.
 */
async function churn(db: Db, groups: StatusGroup[], now: Date): Promise<AdminOverview["churn"]> {
  const monthStart = new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), 1));
  const month: PeriodRow | undefined = (await periods(db, "month", monthStart)).find(
    (row) => row.starts === isoDate(monthStart),
  );
  const paidNow = groups.filter((group) => isPaid(group.status)).reduce((sum, group) => sum + group.n, 0);
  const paidAtStart = paidNow - (month?.becamePaid ?? 0) + (month?.stoppedPaying ?? 0);
  const paidInMonth = paidAtStart + (month?.newPaid ?? 0);
  const canceled = month?.paidCanceled ?? 0;
  return {
    month: isoDate(monthStart).slice(0, 7),
    paidAtStart,
    paidInMonth,
    canceled,
    rate: paidInMonth > 0 ? canceled / paidInMonth : 0,
  };
}

/**
 * The last 12 ISO weeks: members who joined (those since departed too, the staff not), and members who began
 * paying or cancelled, each once a week.
 */
async function weekly(db: Db, staff: Staff[], now: Date): Promise<AdminOverview["weekly"]> {
  const first = addDays(isoWeekStart(now), -7 * (WEEKS - 1));
  const [joined, changes] = await Promise.all([
    db
      .select({
        week: sql<string>`${joinedWeeks.week}::text`,
        members: sql<number>`${joinedWeeks.members} + ${joinedWeeks.departed}`,
      })
      .from(joinedWeeks)
      .where(gte(joinedWeeks.week, isoDate(first))),
    periods(db, "week", first),
  ]);
  return Array.from({ length: WEEKS }, (_, i) => {
    const weekStart = isoDate(addDays(first, 7 * i));
    const change = changes.find((row) => row.starts === weekStart);
    return {
      weekStart,
      newMembers:
        (joined.find((row) => row.week === weekStart)?.members ?? 0) -
        staff.filter((person) => person.week === weekStart).length,
      newPaid: change?.newPaid ?? 0,
      canceled: change?.canceled ?? 0,
    };
  });
}

/** This calendar month's money from `payments` and `refunds` (docs/architecture.md, "Payments"). */
async function monthRevenue(db: Db, now: Date): Promise<AdminOverview["revenue"]> {
  const monthStart = new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), 1));
  const since = monthStart.toISOString();
  const [row] = await rowsOf<Omit<AdminOverview["revenue"], "month">>(
    db,
    sql`select
        coalesce(sum(${payments.amountCents}) filter (where ${payments.status} <> 'failed'), 0)::int as "collectedCents",
        coalesce(sum(${payments.amountCents}) filter (where ${payments.status} <> 'failed' and ${payments.kind} = 'gift'), 0)::int as "giftsCents",
        (select coalesce(sum(${refunds.amountCents}), 0)::int from ${refunds} where ${refunds.at} >= ${since}::timestamptz) as "refundedCents"
      from ${payments} where ${payments.at} >= ${since}::timestamptz`,
  );
  return {
    month: isoDate(monthStart).slice(0, 7),
    collectedCents: row?.collectedCents ?? 0,
    refundedCents: row?.refundedCents ?? 0,
    giftsCents: row?.giftsCents ?? 0,
  };
}

export async function adminOverview(
  db: Db,
  adminEmail: string | undefined,
  now = new Date(),
): Promise<AdminOverview> {
  const staff = await staffOf(db, adminEmail);
  const [groups, total] = await Promise.all([statusGroups(db, staff, now), totalMembers(db, staff)]);
  const [trialFigures, churnFigures, weeks, reductions, cancellations, money] = await Promise.all([
    trials(db, staff, now),
    churn(db, groups, now),
    weekly(db, staff, now),
    offerReductions(db, now),
    cancellationCounts(db, now),
    monthRevenue(db, now),
  ]);
  return {
    members: countMembers(groups, total, now),
    ...revenue(groups, reductions),
    cancellations,
    trials: trialFigures,
    churn: churnFigures,
    weekly: weeks,
    revenue: money,
  };
}
