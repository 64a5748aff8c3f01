import { LRUCache } from "lru-cache";
import type { ChangeFeed } from "../db/change-feed";
import type { Db } from "../db/client";

// Hot reads (the day page, check-subscription, the dashboard) need the member's subscribers row on
// every request. It changes only through the subscription state machine, which calls `forget` after
// each write; the change reaches every app server through the database's change feed, so the row
// can be kept in memory (docs/deploy.md, "What makes several servers safe").

const TTL_MS = 15_000;
const MAX_ENTRIES = 50_000;

class SubscriberCache<T extends {}> {
  #entries = new LRUCache<string, T | typeof NONE>({ max: MAX_ENTRIES, ttl: TTL_MS });
  /** Bumped on every change heard: a read that began before a write must not store what it read. */
  #generation = 0;

  constructor(private readonly changes: ChangeFeed) {
    changes.subscribe((change) => {
      if (change.kind === "session" || change.kind === "sessions" || change.kind === "progress") return;
      this.#generation++;
      if (change.kind === "subscriber") this.#entries.delete(change.userId);
      else this.#entries.clear();
    });
  }

  async get(userId: string, load: () => Promise<T | undefined>): Promise<T | undefined> {
    const hit = this.changes.live ? this.#entries.get(userId) : undefined;
    if (hit !== undefined) return hit === NONE ? undefined : hit;
    const began = this.#generation;
    const value = await load();
    if (this.changes.live && began === this.#generation) this.#entries.set(userId, value ?? NONE);
    return value;
  }

  forget(userId: string): Promise<void> {
    return this.changes.publish({ kind: "subscriber", userId });
  }
}

/** Stands for "no row" in the cache, which cannot hold undefined. */
const NONE = Symbol("no subscriber row");

const caches = new WeakMap<Db, SubscriberCache<object>>();

/** Starts caching `db`'s subscriber rows, invalidated through its change feed (bootstrap calls this). */
export function cacheSubscribers(db: Db, changes: ChangeFeed) {
  caches.set(db, new SubscriberCache(changes));
}

/** The cache of `db`'s subscriber rows; without `cacheSubscribers` every read goes to the database. */
export function subscriberCache<T extends object>(db: Db): Pick<SubscriberCache<T>, "get" | "forget"> {
  return (caches.get(db) as SubscriberCache<T> | undefined) ?? uncached;
}

const uncached = {
  get: <T>(_userId: string, load: () => Promise<T>) => load(),
  forget: async () => undefined,
};
