import { sql } from "drizzle-orm";
import { growingLru } from "../growing-lru";
import { Batcher } from "./batcher";
import { type Announcement, CACHED_COPY_TTL_MS, type ChangeFeed, cachedCopyTtl } from "./change-feed";
import type { Db } from "./client";
import { checkIns, journalEntries } from "./schema";

/** What the dashboard reads for a member: the days she completed and her newest check-in's energy. */
export interface MemberProgress {
  /** Ascending. */
  completedDays: number[];
  latestEnergy: string | null;
  /** The date (YYYY-MM-DD) of the check-in whose energy `latestEnergy` is: her newest. */
  latestCheckIn: string | null;
}

/**
 * A member's progress for the dashboard, told of her writes that change it. One per server, made by
 * bootstrap.
 */
export interface MemberProgressReader {
  load(userId: string): Promise<MemberProgress>;
  /** Her progress when this server holds it, without reading. */
  peek(userId: string): MemberProgress | undefined;
  /**
   * What a write that changes her progress (a completed day, a check-in) carries in its statement, so
   * that the other app servers drop their copy when it commits.
   */
  announcement(userId: string): Announcement | null;
  /** She completed `day` (the write, which carried her `announcement`, has committed). */
  completedDay(userId: string, day: number): void;
  /** Her check-in of `date` now has this `energy` (the write, which carried her `announcement`, has committed). */
  checkedIn(userId: string, date: string, energy: string): void;
}

const PROGRESS_MAX_ENTRIES = 50_000;

/** The progress of a member with nothing written. */
export const noProgress: MemberProgress = { completedDays: [], latestEnergy: null, latestCheckIn: null };

/** Her progress once she completed `day`: the same object when it was already counted. */
export function withCompletedDay(progress: MemberProgress, day: number): MemberProgress {
  if (progress.completedDays.includes(day)) return progress;
  const completedDays = [...progress.completedDays, day].sort((a, b) => a - b);
  return { ...progress, completedDays };
}

/**
 * Her progress once her check-in of `date` holds `energy`: the newest date's check-in gives the
 * energy (one check-in per member and date), so an older date changes nothing.
 */
export function withCheckIn(progress: MemberProgress, date: string, energy: string): MemberProgress {
  const { latestCheckIn, latestEnergy } = progress;
  if (latestCheckIn !== null && date < latestCheckIn) return progress;
  if (latestCheckIn === date && latestEnergy === energy) return progress;
  return { ...progress, latestEnergy: energy, latestCheckIn: date };
}

/**
 * Reads a member's progress; dashboards opened together are read with one query (batcher.ts), and
 * what was read is kept (`progressCache`). `npm run bench` shows the grouping pays on PGlite.
 */
export function memberProgressReader(db: Db, changes: ChangeFeed): MemberProgressReader {
  const loader = new Batcher<string, MemberProgress>({ maxItems: 200, run: (ids) => loadMany(db, ids) });
  return progressCache(changes, (userId) => loader.run(userId));
}

/**
 * Keeps each member's progress between her dashboard reads, as the session and subscriber caches
 * keep theirs. Her own writes that change it (a completed day, a check-in) update the copy on the
 * server that made them, which knows exactly what changed, so her next dashboard needs no query
 * (bench/README.md, issue 30); every other app server hears the change the write's statement
 * announced on the change feed and drops its copy. Its expiry (CACHED_COPY_TTL_MS), which an update does not extend, only bounds what a write made
 * outside the app (by hand in SQL) could leave stale.
 */
export function progressCache(
  changes: ChangeFeed,
  load: (userId: string) => Promise<MemberProgress>,
  now?: () => number,
): MemberProgressReader {
  const entries = growingLru<string, MemberProgress>(PROGRESS_MAX_ENTRIES, CACHED_COPY_TTL_MS, now);
  // The reads under way, by member: a change heard or made meanwhile removes hers, so what that read
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
  const peek = (userId: string) => (changes.live ? entries.get(userId) : undefined);
  const update = (userId: string, change: (progress: MemberProgress) => MemberProgress) => {
    reading.delete(userId);
    const kept = peek(userId);
    if (!kept) return;
    const updated = change(kept);
    if (updated !== kept) entries.set(userId, updated, { noUpdateTTL: true });
  };
  return {
    peek,
    async load(userId) {
      const hit = peek(userId);
      if (hit) return hit;
      const mark = Symbol(userId);
      reading.set(userId, mark);
      try {
        const progress = await load(userId);
        if (changes.live && reading.get(userId) === mark)
          entries.set(userId, progress, { ttl: cachedCopyTtl() });
        return progress;
      } finally {
        if (reading.get(userId) === mark) reading.delete(userId);
      }
    },
    announcement: (userId) => changes.announcement({ kind: "progress", userId }),
    completedDay: (userId, day) => update(userId, (progress) => withCompletedDay(progress, day)),
    checkedIn: (userId, date, energy) => update(userId, (progress) => withCheckIn(progress, date, energy)),
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
      latestEnergy: sql<string | null>`latest.energy`,
      latestCheckIn: sql<string | null>`latest.on_date::text`,
    })
    // check_ins has one row per member and UTC date; the newest date wins.
    .from(sql`unnest(${sql.param([...new Set(userIds)])}::text[]) as member(user_id)
      left join lateral (
        select ${checkIns.energy} as energy, ${checkIns.date} as on_date from ${checkIns}
        where ${checkIns.userId} = member.user_id
        order by ${checkIns.date} desc, ${checkIns.savedAt} desc limit 1) as latest on true`);
  const byMember = new Map(rows.map((row) => [row.userId, row]));
  return userIds.map((id) => {
    const row = byMember.get(id);
    return row
      ? { completedDays: row.completedDays, latestEnergy: row.latestEnergy, latestCheckIn: row.latestCheckIn }
      : noProgress;
  });
}
