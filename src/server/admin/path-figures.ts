import { and, gte, lt, sql } from "drizzle-orm";
import {
  type AdminCohorts,
  type AdminFunnel,
  funnelDays,
  STALLED_AFTER_DAYS,
} from "../../domain/admin-console";
import type { Db } from "../db/client";
import { cohortActivity, joinedWeeks, memberActivity } from "../db/schema";
import { addDays, isoDate, isoWeekStart, rowsOf } from "./sql-rows";

// The path funnel and the cohorts (docs/architecture.md, "The console"), read from `member_activity`, which
// triggers keep beside her words: one row per member, so neither reads two million entries.

const COHORT_WEEKS = 12;

export async function adminFunnel(db: Db, now = new Date()): Promise<AdminFunnel> {
  const a = memberActivity;
  // One row per last day completed (an index-only walk), summed from the end: "at least day N".
  const byLastDay = await rowsOf<{ day: number; members: number }>(
    db,
    sql`select ${a.lastCompletedDay} as day, count(*)::int as members from ${a} where ${a.lastCompletedDay} >= 1 group by 1`,
  );
  const atLeast = (day: number) =>
    byLastDay.filter((row) => row.day >= day).reduce((sum, row) => sum + row.members, 0);
  const stalled = await rowsOf<{ day: number; members: number }>(
    db,
    sql`select ${a.lastCompletedDay} as day, count(*)::int as members from ${a}
      where ${a.lastActiveAt} <= ${addDays(now, -STALLED_AFTER_DAYS).toISOString()}::timestamptz and ${a.lastCompletedDay} < 75
      group by 1 order by 1`,
  );
  return {
    steps: funnelDays.map((day) => ({ day, members: atLeast(day) })),
    stalled,
  };
}

/**
 * Members by the ISO week they joined (the last 12) and, for each week since, the percentage who wrote,
 * completed a day or checked in during it: both kept by triggers (`joined_weeks`, and `cohort_activity` from
 * the bits of `member_activity.active_weeks`), so this reads at most 12 + 78 rows.
 */
export async function adminCohorts(db: Db, now = new Date()): Promise<AdminCohorts> {
  const first = addDays(isoWeekStart(now), -7 * (COHORT_WEEKS - 1));
  const c = cohortActivity;
  const [joined, active] = await Promise.all([
    db
      .select({ week: sql<string>`${joinedWeeks.week}::text`, members: joinedWeeks.members })
      .from(joinedWeeks)
      .where(gte(joinedWeeks.week, isoDate(first))),
    db
      .select({ week: sql<string>`${c.joinWeek}::text`, weeksAfter: c.weeksAfter, members: c.members })
      .from(c)
      .where(and(gte(c.joinWeek, isoDate(first)), lt(c.weeksAfter, COHORT_WEEKS))),
  ]);
  return {
    cohorts: Array.from({ length: COHORT_WEEKS }, (_, i) => {
      const weekStart = isoDate(addDays(first, 7 * i));
      const members = joined.find((row) => row.week === weekStart)?.members ?? 0;
      const activeIn = (k: number) =>
        active.find((row) => row.week === weekStart && row.weeksAfter === k)?.members ?? 0;
      // Weeks that have begun since she joined: this week's cohort has one.
      const weeks = COHORT_WEEKS - i;
      return {
        weekStart,
        members,
        active: Array.from({ length: weeks }, (_, k) =>
          members === 0 ? 0 : Math.round((activeIn(k) * 100) / members),
        ),
      };
    }),
  };
}
