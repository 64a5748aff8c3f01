import { sql } from "drizzle-orm";
import {
  type AdminCohorts,
  type AdminFunnel,
  funnelDays,
  STALLED_AFTER_DAYS,
} from "../../domain/admin-console";
import type { Db } from "../db/client";
import { memberActivity, user } from "../db/schema";
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
 * completed a day or checked in during it (bit k of `active_weeks`, set by the triggers).
 */
export async function adminCohorts(db: Db, now = new Date()): Promise<AdminCohorts> {
  const thisWeek = isoWeekStart(now);
  const first = addDays(thisWeek, -7 * (COHORT_WEEKS - 1));
  // Members counted by join week and by their whole pattern of active weeks (a few hundred groups at
  // most), and the bits read here: cheaper for the database than a filtered count per week of each row.
  const groups = await rowsOf<{ week: string; mask: string | number; members: number }>(
    db,
    sql`select to_char(week, 'YYYY-MM-DD') as week, mask, members from (
        select date_trunc('week', ${user.createdAt}, 'UTC') as week,
          coalesce(${memberActivity.activeWeeks}, 0) as mask, count(*)::int as members
        from ${user} left join ${memberActivity} on ${memberActivity.userId} = ${user.id}
        where ${user.createdAt} >= ${first.toISOString()}::timestamptz group by 1, 2) as joined`,
  );
  const rows = new Map<string, Record<string, number>>();
  for (const group of groups) {
    const row = rows.get(group.week) ?? { members: 0 };
    row.members = (row.members ?? 0) + group.members;
    const mask = Number(group.mask);
    for (let k = 0; k < COHORT_WEEKS; k++) {
      if (Math.floor(mask / 2 ** k) % 2 === 1) row[`w${k}`] = (row[`w${k}`] ?? 0) + group.members;
    }
    rows.set(group.week, row);
  }
  return {
    cohorts: Array.from({ length: COHORT_WEEKS }, (_, i) => {
      const weekStart = isoDate(addDays(first, 7 * i));
      const row = rows.get(weekStart);
      const members = Number(row?.members ?? 0);
      // Weeks that have begun since she joined: this week's cohort has one.
      const weeks = COHORT_WEEKS - i;
      return {
        weekStart,
        members,
        active: Array.from({ length: weeks }, (_, k) =>
          members === 0 ? 0 : Math.round((Number(row?.[`w${k}`] ?? 0) * 100) / members),
        ),
      };
    }),
  };
}
