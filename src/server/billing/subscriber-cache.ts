import { eq } from "drizzle-orm";
import { CACHED_COPY_TTL_MS, type ChangeFeed, cachedCopyTtl } from "../db/change-feed";
import type { Db } from "../db/client";
import { subscribers } from "../db/schema";
import { growingLru } from "../growing-lru";

// Hot reads (the day page, check-subscription, the dashboard) need the member's subscribers row on
// every request. It changes only through the subscription state machine, which calls `forget` after
// each write; the change reaches every app server through the database's change feed, so the row
// can be kept in memory (docs/deploy.md, "What makes several servers safe"). Its expiry
// (CACHED_COPY_TTL_MS) only bounds what a change made outside the app (by hand in SQL) leaves served,
// as the session and progress caches' does; 15 s made a member acting every 10 s read her row again
// every other round.

const MAX_ENTRIES = 50_000;

export type SubscriberRow = typeof subscribers.$inferSelect;

/** Stands for "no row" in the cache, which cannot hold undefined. */
const NONE = Symbol("no subscriber row");

/** The members' subscribers rows, read through a short-lived cache: one per server, made by bootstrap. */
export class SubscriberCache {
  #entries = growingLru<string, SubscriberRow | typeof NONE>(MAX_ENTRIES, CACHED_COPY_TTL_MS);
  /** Bumped on every change heard: a read that began before a write must not store what it read. */
  #generation = 0;

  constructor(
    private readonly db: Db,
    private readonly changes: ChangeFeed,
  ) {
    changes.subscribe((change) => {
      if (change.kind !== "subscriber" && change.kind !== "reset") return;
      this.#generation++;
      if (change.kind === "subscriber") this.#entries.delete(change.userId);
      else this.#entries.clear();
    });
  }

  /** The member's row; from memory only while the change feed hears every write. */
  async find(userId: string): Promise<SubscriberRow | undefined> {
    const hit = this.peek(userId);
    if (hit !== undefined) return hit ?? undefined;
    const began = this.#generation;
    const [row] = await this.db.select().from(subscribers).where(eq(subscribers.userId, userId)).limit(1);
    if (this.changes.live && began === this.#generation)
      this.#entries.set(userId, row ?? NONE, { ttl: cachedCopyTtl() });
    return row;
  }

  /** The member's row when this server holds it (null: she has none), undefined when it must be read. */
  peek(userId: string): SubscriberRow | null | undefined {
    const hit = this.changes.live ? this.#entries.get(userId) : undefined;
    return hit === NONE ? null : hit;
  }

  /** Drops the member's copy on every app server (the subscription writer calls this after each write). */
  forget(userId: string): Promise<void> {
    return this.changes.publish({ kind: "subscriber", userId });
  }
}
