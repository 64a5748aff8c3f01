import { randomUUID } from "node:crypto";
import type { Pool } from "pg";

// Each app server keeps short-lived caches of what hot requests read (resolved sessions, subscriber
// rows, dashboard progress). A write that makes a cached copy wrong announces it here, and every server drops its copy:
// through PostgreSQL NOTIFY when several servers share one database, in-process on PGlite (which
// only one process can open). docs/deploy.md, "What makes several servers safe".

export type Change =
  /** One session ended (sign-out). */
  | { kind: "session"; token: string }
  /** Sessions may have ended anywhere (password reset or change, revocations, deleted account). */
  | { kind: "sessions" }
  /** A member's subscription row changed. */
  | { kind: "subscriber"; userId: string }
  /** A member completed a day or saved a check-in: her dashboard's progress changed. */
  | { kind: "progress"; userId: string }
  /** A job was queued, on any server: every worker looks for due jobs now (migration 0015, jobs/worker.ts). */
  | { kind: "jobs" }
  /** The coach published or restored content: every server reads the published texts again (content/). */
  | { kind: "content" };

/** What a listener hears: a change, or "reset" when changes may have been missed (drop everything). */
export type ChangeEvent = Change | { kind: "reset" };

/** A change a write's own statement sends when it commits: `pg_notify(channel, payload)`. */
export interface Announcement {
  channel: string;
  payload: string;
}

export interface ChangeFeed {
  /** True while every change is being heard; a cache must not serve copies while it is false. */
  readonly live: boolean;
  /** Every app server hears `change`, this one at once. */
  publish(change: Change): Promise<void>;
  /**
   * What a write's statement carries so that only the other app servers hear `change` when it commits
   * (this one brings its own copy up to date): the write and its announcement in one round trip.
   * Null where there is no other server (PGlite).
   */
  announcement(change: Change): Announcement | null;
  subscribe(listener: (event: ChangeEvent) => void): () => void;
  close(): Promise<void>;
}

/**
 * How long an app server serves a cached copy (a resolved session, a subscribers row, her progress) at
 * most. Every change made through the app reaches every server's caches through this feed within a
 * moment; this bounds only a change made outside the app (a row edited or deleted by hand in SQL). Five
 * minutes, as better-auth's own cookie cache keeps a session by default: a member acting every 10 s is
 * then looked up about once in 27 rounds (cachedCopyTtl) instead of once in 6 (bench/README.md, issue 30).
 */
export const CACHED_COPY_TTL_MS = 5 * 60_000;

const SHORTEST_TTL_SHARE = 0.8;

/**
 * The expiry of one cached copy: between 80 % and all of CACHED_COPY_TTL_MS, at random, so that copies
 * made together (every member's, after a restart) do not all expire together and send every member's
 * lookup to the database in the same few seconds (bench/README.md, issue 30).
 */
export const cachedCopyTtl = () =>
  Math.round(CACHED_COPY_TTL_MS * (SHORTEST_TTL_SHARE + (1 - SHORTEST_TTL_SHARE) * Math.random()));

/** How long a cached copy lasts on average (cachedCopyTtl's mean): what a steady member's lookups follow. */
export const CACHED_COPY_MEAN_TTL_MS = (CACHED_COPY_TTL_MS * (1 + SHORTEST_TTL_SHARE)) / 2;

/** The NOTIFY channel; migration 0015's trigger on `jobs` sends to it too. */
const CHANNEL = "g2g_changes";

class Listeners {
  #listeners = new Set<(event: ChangeEvent) => void>();

  add(listener: (event: ChangeEvent) => void) {
    this.#listeners.add(listener);
    return () => void this.#listeners.delete(listener);
  }

  emit(event: ChangeEvent) {
    for (const listener of this.#listeners) listener(event);
  }
}

/** One process owns the database (PGlite): changes are delivered in-process. */
export function localChangeFeed(): ChangeFeed {
  const listeners = new Listeners();
  return {
    live: true,
    publish: async (change) => listeners.emit(change),
    announcement: () => null,
    subscribe: (listener) => listeners.add(listener),
    close: async () => undefined,
  };
}

/**
 * What the database announces itself (a queued job: migration 0015's trigger), heard through PGlite's
 * own LISTEN and passed on in-process. PostgreSQL's feed hears it on its LISTEN connection.
 */
export async function hearDatabase(
  feed: ChangeFeed,
  database: { listen(channel: string, callback: (payload: string) => void): Promise<unknown> },
): Promise<void> {
  await database.listen(CHANNEL, (payload) => {
    const change = parsedChange(payload);
    if (change) void feed.publish(change);
  });
}

/**
 * Several servers share PostgreSQL: changes go out with `pg_notify` and come in on one dedicated
 * LISTEN connection. When that connection drops, every cache is reset and the feed reconnects; until
 * it listens again the feed is not live, so caches read through to the database.
 */
export async function postgresChangeFeed(
  pg: typeof import("pg").default,
  url: string,
  pool: Pool,
  log: (line: string) => void = (line) => console.error(line),
): Promise<ChangeFeed> {
  const listeners = new Listeners();
  let client: import("pg").Client | undefined;
  let live = false;
  let closed = false;
  let retryMs = 100;

  const connect = async (): Promise<void> => {
    const next = new pg.Client({ connectionString: url });
    const lost = () => {
      if (client !== next) return;
      client = undefined;
      live = false;
      listeners.emit({ kind: "reset" });
      next.end().catch(() => undefined);
      if (!closed) setTimeout(reconnect, retryMs).unref();
    };
    next.on("error", (error) => {
      log(`[db] change feed connection lost: ${error.message}`);
      lost();
    });
    next.on("end", lost);
    next.on("notification", (message) => {
      if (message.channel !== CHANNEL || !message.payload) return;
      const sent = parsedChange(message.payload);
      if (!sent) {
        listeners.emit({ kind: "reset" });
        return;
      }
      // This server's own change was heard when it was published (or it brought its copy up to date).
      if (sent.from === self) return;
      const { from: _from, ...change } = sent;
      listeners.emit(change as Change);
    });
    client = next;
    await next.connect();
    await next.query(`LISTEN ${CHANNEL}`);
    // Whatever changed while no one listened is unknown: start clean.
    listeners.emit({ kind: "reset" });
    live = true;
    retryMs = 100;
  };

  const reconnect = () => {
    if (closed) return;
    connect().catch((error: Error) => {
      log(`[db] change feed could not reconnect: ${error.message}`);
      if (client) client.end().catch(() => undefined);
      client = undefined;
      retryMs = Math.min(retryMs * 2, 5_000);
      setTimeout(reconnect, retryMs).unref();
    });
  };

  // Every server hears its own NOTIFY too; the mark lets it pass over what it already knows.
  const self = randomUUID();
  const announcement = (change: Change): Announcement => ({
    channel: CHANNEL,
    payload: JSON.stringify({ ...change, from: self }),
  });

  await connect();
  return {
    get live() {
      return live;
    },
    async publish(change) {
      // Drop the local copy at once; the other servers hear it through NOTIFY.
      listeners.emit(change);
      const { channel, payload } = announcement(change);
      await pool.query("select pg_notify($1, $2)", [channel, payload]);
    },
    announcement,
    subscribe: (listener) => listeners.add(listener),
    async close() {
      closed = true;
      const current = client;
      client = undefined;
      live = false;
      await current?.end().catch(() => undefined);
    },
  };
}

/** A NOTIFY payload as the change it names (and the server it came from); undefined when unreadable. */
function parsedChange(payload: string): (Change & { from?: string }) | undefined {
  try {
    return JSON.parse(payload);
  } catch {
    return undefined;
  }
}
