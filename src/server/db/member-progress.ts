import { sql } from "drizzle-orm";
import type { MiddlewareHandler } from "hono";
import type { AppEnv } from "../context";
import { growingLru } from "../growing-lru";
import { Batcher } from "./batcher";
import type { ChangeFeed } from "./change-feed";
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
 * With a change feed, what was read is kept until her next write (`progressCache`).
 */
export function memberProgressLoader(db: Db, changes?: ChangeFeed): LoadMemberProgress {
  const loader = new Batcher<string, MemberProgress>({ maxItems: 200, run: (ids) => loadMany(db, ids) });
  const load = (userId: string) => loader.run(userId);
  return changes ? progressCache(changes, load) : load;
}

const PROGRESS_TTL_MS = 60_000;
const PROGRESS_MAX_ENTRIES = 50_000;

/**
 * Keeps each member's progress between her dashboard reads, as the session and subscriber caches
 * keep theirs: her writes that change it (a completed day, a check-in: `dropsProgressOnWrite`)
 * announce it on the change feed and every app server drops her copy. The minute's expiry only
 * bounds what a write made outside the app (by hand in SQL) could leave stale.
 */
function progressCache(changes: ChangeFeed, load: LoadMemberProgress): LoadMemberProgress {
  const entries = growingLru<string, MemberProgress>(PROGRESS_MAX_ENTRIES, PROGRESS_TTL_MS);
  // The reads under way, by member: a change heard meanwhile removes hers, so what that read
  // returns (possibly from before the write) is answered but not kept.
  const reading = new Map<string, symbol>();
  changes.subscribe((change) => {
    if (change.kind === "progress") {
      entries.delete(change.userId);
      reading.delete(change.userId);
    } else if (change.kind === "reset") {
      entries.clear();
      reading.clear();
    }
  });
  return async (userId) => {
    const hit = changes.live ? entries.get(userId) : undefined;
    if (hit) return hit;
    const mark = Symbol(userId);
    reading.set(userId, mark);
    try {
      const progress = await load(userId);
      if (changes.live && reading.get(userId) === mark) entries.set(userId, progress);
      return progress;
    } finally {
      if (reading.get(userId) === mark) reading.delete(userId);
    }
  };
}

/**
 * Put in front of the routes whose writes change her progress: after a successful write, every app
 * server drops her cached progress before she gets the answer, so her next dashboard shows it.
 */
export function dropsProgressOnWrite(changes: ChangeFeed): MiddlewareHandler<AppEnv> {
  return async (c, next) => {
    await next();
    if (c.req.method === "GET" || c.req.method === "HEAD" || !c.res.ok) return;
    const userId = c.get("user")?.id;
    if (userId) await changes.publish({ kind: "progress", userId });
  };
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
