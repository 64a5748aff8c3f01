import { sql } from "drizzle-orm";
import type { AdminOverview } from "../../domain/admin-console";
import { billingPeriods, monthlyRevenueCents, periodOf, planByName, plans } from "../../domain/plans";
import { cancellationCounts } from "../billing/cancellation-stats";
import { offerReductions } from "../billing/offer-pricing";
import type { Db } from "../db/client";
import { appCounters, subscribers, subscriptionHistory, user } from "../db/schema";
import { memberStatusOf } from "./member-status";
import { addDays, isoDate, isoWeekStart, rowsOf } from "./sql-rows";

// GET /api/admin/overview (docs/architecture.md, "The console"): the business in one answer. Counts come from
// `subscribers` (one row per member), the rest from `subscription_history`; each statement reads only a
// bounded range of it, so the answer stays fast at 100,000 members (bench/README.md).

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

async function statusGroups(db: Db, now: Date) {
  return rowsOf<StatusGroup>(
    db,
    sql`select ${subscribers.status} as status, ${subscribers.subscriptionTier} as tier, ${subscribers.isAnnual} as is_annual,
        count(*)::int as n,
        (count(*) filter (where ${subscribers.subscriptionEnd} is null or ${subscribers.subscriptionEnd} > ${now.toISOString()}::timestamptz))::int as current
      from ${subscribers} group by 1, 2, 3`,
  );
}

async function totalMembers(db: Db): Promise<number> {
  const [row] = await rowsOf<{ n: number }>(
    db,
    sql`select coalesce(sum(${appCounters.value}), 0)::int as n from ${appCounters} where ${appCounters.name} = 'users'`,
  );
  return row?.n ?? 0;
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

/** Trials started in the last 90 days and how they ended (a trial ends once: active, or anything else but trialing). */
async function trials(db: Db, now: Date): Promise<AdminOverview["trials"]> {
  const h = subscriptionHistory;
  const [row] = await rowsOf<AdminOverview["trials"]>(
    db,
    sql`select count(*)::int as started,
        (count(*) filter (where converted))::int as converted,
        (count(*) filter (where ended and not converted))::int as canceled
      from (
        select ${h.userId},
          bool_or(${h.toStatus} = 'trialing' and ${h.fromStatus} <> 'trialing') as started,
          bool_or(${h.fromStatus} = 'trialing' and ${h.toStatus} in ('active', 'past_due')) as converted,
          bool_or(${h.fromStatus} = 'trialing' and ${h.toStatus} not in ('trialing', 'active', 'past_due')) as ended
        from ${h} where ${h.at} >= ${addDays(now, -TRIAL_WINDOW_DAYS).toISOString()}::timestamptz
        group by ${h.userId}
      ) trials where started`,
  );
  return row ?? { started: 0, converted: 0, canceled: 0 };
}

/**
 * This calendar month's churn. Members paying at its start = paying now, less those whose first change this
 * month started from unpaid and who pay now, plus those who paid at its start and do not now.
 */
async function churn(db: Db, groups: StatusGroup[], now: Date): Promise<AdminOverview["churn"]> {
  const monthStart = new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), 1));
  const h = subscriptionHistory;
  const rows = await rowsOf<{ first_from: string; last_to: string; canceled: boolean }>(
    db,
    sql`select (array_agg(${h.fromStatus} order by ${h.at}, ${h.id}))[1] as first_from,
        (array_agg(${h.toStatus} order by ${h.at} desc, ${h.id} desc))[1] as last_to,
        bool_or(${h.fromStatus} in ('active', 'past_due') and ${h.toStatus} = 'canceled') as canceled
      from ${h} where ${h.at} >= ${monthStart.toISOString()}::timestamptz group by ${h.userId}`,
  );
  let paidAtStart = groups.filter((group) => isPaid(group.status)).reduce((sum, group) => sum + group.n, 0);
  let canceled = 0;
  for (const row of rows) {
    if (isPaid(row.last_to) && !isPaid(row.first_from)) paidAtStart -= 1;
    if (!isPaid(row.last_to) && isPaid(row.first_from)) paidAtStart += 1;
    if (row.canceled) canceled += 1;
  }
  return {
    month: isoDate(monthStart).slice(0, 7),
    paidAtStart,
    canceled,
    rate: paidAtStart > 0 ? canceled / paidAtStart : 0,
  };
}

async function weekly(db: Db, now: Date): Promise<AdminOverview["weekly"]> {
  const first = addDays(isoWeekStart(now), -7 * (WEEKS - 1));
  const from = first.toISOString();
  const h = subscriptionHistory;
  const [joined, changes] = await Promise.all([
    rowsOf<{ week: string; n: number }>(
      db,
      sql`select to_char(week, 'YYYY-MM-DD') as week, n from (
          select date_trunc('week', ${user.createdAt} at time zone 'UTC') as week, count(*)::int as n
          from ${user} where ${user.createdAt} >= ${from}::timestamptz group by 1) as joined`,
    ),
    rowsOf<{ week: string; paid: number; canceled: number }>(
      db,
      // Each member once a week (a hashed group, not the sort a count(distinct …) needs), then counted.
      sql`select to_char(week, 'YYYY-MM-DD') as week,
          (count(*) filter (where paid))::int as paid, (count(*) filter (where canceled))::int as canceled
        from (
          select date_trunc('week', ${h.at} at time zone 'UTC') as week, ${h.userId},
            bool_or(${h.toStatus} = 'active' and ${h.fromStatus} not in ('active', 'past_due')) as paid,
            bool_or(${h.toStatus} = 'canceled' and ${h.fromStatus} <> 'canceled') as canceled
          from ${h} where ${h.at} >= ${from}::timestamptz
            and (${h.toStatus} = 'active' or ${h.toStatus} = 'canceled')
          group by 1, 2) as members
        group by 1`,
    ),
  ]);
  return Array.from({ length: WEEKS }, (_, i) => {
    const weekStart = isoDate(addDays(first, 7 * i));
    const change = changes.find((row) => row.week === weekStart);
    return {
      weekStart,
      newMembers: joined.find((row) => row.week === weekStart)?.n ?? 0,
      newPaid: change?.paid ?? 0,
      canceled: change?.canceled ?? 0,
    };
  });
}

export async function adminOverview(db: Db, now = new Date()): Promise<AdminOverview> {
  const [groups, total] = await Promise.all([statusGroups(db, now), totalMembers(db)]);
  const [trialFigures, churnFigures, weeks, reductions, cancellations] = await Promise.all([
    trials(db, now),
    churn(db, groups, now),
    weekly(db, now),
    offerReductions(db, now),
    cancellationCounts(db, now),
  ]);
  return {
    members: countMembers(groups, total, now),
    ...revenue(groups, reductions),
    cancellations,
    trials: trialFigures,
    churn: churnFigures,
    weekly: weeks,
  };
}
