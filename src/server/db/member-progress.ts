import { sql } from "drizzle-orm";
import { Batcher } from "./batcher";
import type { Db } from "./client";
import { checkIns, journalEntries } from "./schema";

/** What the dashboard reads for a member: the days she completed and her newest check-in's energy. */
export interface MemberProgress {
  completedDays: number[];
  latestEnergy: string | null;
}

export type LoadMemberProgress = (userId: string) => Promise<MemberProgress>;

/**
 * Reads a member's progress; dashboards opened together are read with one query (batcher.ts).
 * One per server, made by bootstrap (`npm run bench` shows the grouping pays on PGlite).
 */
export function memberProgressLoader(db: Db): LoadMemberProgress {
  const loader = new Batcher<string, MemberProgress>({ maxItems: 200, run: (ids) => loadMany(db, ids) });
  return (userId) => loader.run(userId);
}

async function loadMany(db: Db, userIds: string[]): Promise<MemberProgress[]> {
  const rows = await db
    .select({
      userId: sql<string>`member.user_id`,
      completedDays: sql<number[]>`array(
        select ${journalEntries.day} from ${journalEntries}
        where ${journalEntries.userId} = member.user_id and ${journalEntries.completedAt} is not null
        order by ${journalEntries.day})`,
      // check_ins has one row per member and UTC date; the newest date wins.
      latestEnergy: sql<string | null>`(
        select ${checkIns.energy} from ${checkIns} where ${checkIns.userId} = member.user_id
        order by ${checkIns.date} desc, ${checkIns.savedAt} desc limit 1)`,
    })
    .from(sql`unnest(${sql.param([...new Set(userIds)])}::text[]) as member(user_id)`);
  const byMember = new Map(rows.map((row) => [row.userId, row]));
  return userIds.map((id) => {
    const row = byMember.get(id);
    return { completedDays: row?.completedDays ?? [], latestEnergy: row?.latestEnergy ?? null };
  });
}
