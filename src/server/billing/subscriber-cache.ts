import type { Db } from "../db/client";

// Hot reads (the day page, check-subscription, the dashboard) need the member's subscribers row on
// every request. It changes only through the subscription state machine, which calls `forget` after
// each write, so the row is kept in memory for a short time. Other app servers notice a change
// within TTL_MS at most.

const TTL_MS = 15_000;
const MAX_ENTRIES = 50_000;

interface Entry<T> {
  value: T;
  expires: number;
}

class PerMemberCache<T> {
  #entries = new Map<string, Entry<T>>();
  /** Bumped on every forget: a read that started before a write must not store what it read. */
  #versions = new Map<string, number>();

  async get(userId: string, load: () => Promise<T>): Promise<T> {
    const hit = this.#entries.get(userId);
    if (hit && hit.expires > Date.now()) return hit.value;
    const version = this.#versions.get(userId) ?? 0;
    const value = await load();
    if ((this.#versions.get(userId) ?? 0) === version) {
      if (this.#entries.size >= MAX_ENTRIES) this.#entries.clear();
      this.#entries.set(userId, { value, expires: Date.now() + TTL_MS });
    }
    return value;
  }

  forget(userId: string) {
    this.#entries.delete(userId);
    this.#versions.set(userId, (this.#versions.get(userId) ?? 0) + 1);
  }
}

const caches = new WeakMap<Db, PerMemberCache<unknown>>();

/** The cache of one database's subscriber rows (tests run several databases in one process). */
export function subscriberCache<T>(db: Db): PerMemberCache<T> {
  let cache = caches.get(db);
  if (!cache) {
    cache = new PerMemberCache();
    caches.set(db, cache);
  }
  return cache as PerMemberCache<T>;
}
