import { LRUCache } from "lru-cache";

// lru-cache sizes its arrays for `max` entries when it is built, so each cache of 100,000 entries
// held about 1.6 MB before its first entry, and an idle server about 15 MB of empty caches. Bounding
// by `maxSize` with every entry counting one keeps the same bound while the arrays grow with use.

/** A clock in milliseconds, for tests that move time on: `performance.now()` unless given. */
export type Clock = () => number;

/**
 * An LRU cache of at most `maxEntries` entries (each kept `ttl` ms when given) whose memory grows
 * with use.
 */
export function growingLru<K extends {}, V extends {}>(
  maxEntries: number,
  ttl?: number,
  now?: Clock,
): LRUCache<K, V> {
  return new LRUCache<K, V>({
    maxSize: maxEntries,
    sizeCalculation: () => 1,
    ...(ttl ? { ttl } : {}),
    // lru-cache reads its clock at most once a millisecond; a test's clock moves only when told.
    ...(now ? { perf: { now }, ttlResolution: 0 } : {}),
  });
}
