import { mkdirSync } from "node:fs";
import { join, resolve } from "node:path";
import { PGlite } from "@electric-sql/pglite";
import { pg_trgm } from "@electric-sql/pglite/contrib/pg_trgm";
import { type PgDatabase, type PgQueryResultHKT, withReplicas } from "drizzle-orm/pg-core";
import { appRoot } from "../app-root";
import { timeQueries } from "../server-timing";
import { type ChangeFeed, hearDatabase, localChangeFeed, postgresChangeFeed } from "./change-feed";
import { type DiskReserve, noDiskReserve, watchDiskReserve } from "./disk-reserve";
import { stopOnPgliteFault } from "./pglite-faults";
import { createPgliteDataDir, pgliteStartParams } from "./pglite-files";
import { withPreparedStatements } from "./pglite-statements";
import { preparesWrites } from "./prepared-writes";
import * as schema from "./schema";

export type Db = PgDatabase<PgQueryResultHKT, typeof schema>;

export interface Database {
  db: Db;
  /** "PGlite (./data/db)" or "PostgreSQL (host/db)", for the start-up log. */
  description: string;
  kind: "pglite" | "postgres";
  /**
   * For reads that may be a second behind (the operator's console): its selects go to the read replica
   * when DATABASE_REPLICA_URL names one, its writes and transactions to the primary. Without a replica,
   * `db` itself. docs/deploy.md, "Read replicas".
   */
  lagTolerant: Db;
  /** Announces writes that make the app servers' cached copies wrong (change-feed.ts). */
  changes: ChangeFeed;
  /** The free space of PGlite's volume against its reserve (disk-reserve.ts). */
  disk: DiskReserve;
  close(): Promise<void>;
}

/**
 * Where a raw read (`execute`) of `db` runs: Drizzle's `withReplicas` sends only its query builder's
 * selects to the replica, so a lag-tolerant handle's raw reads are sent there here.
 */
export const readerOf = (db: Db): Db => (db as { $replicas?: Db[] }).$replicas?.[0] ?? db;

/** Any fixed number: the advisory lock that serializes migrations across app servers. */
const MIGRATION_LOCK = 720_275;

/**
 * PGlite's build of pg_trgm, for the console's member search (migration 0011). Loaded at open, not on
 * the first search: every sign-up writes the trigram indexes on "user", and measured alone it costs
 * no memory beyond the machine's noise (bench/README.md, issue 30).
 */
const extensions = { pg_trgm };

const migrationsFolder = () => join(appRoot(), "src/server/db/migrations");

/** Opens PostgreSQL when a URL is given, otherwise PGlite in `dataDir` (or in memory), and migrates. */
export async function openDatabase(options: {
  databaseUrl?: string;
  /** PostgreSQL itself when `databaseUrl` is a transaction-mode pooler: LISTEN and migrations. */
  databaseDirectUrl?: string;
  /** A streaming replica of the primary, for lag-tolerant reads (`lagTolerant`). */
  databaseReplicaUrl?: string;
  dataDir?: string;
  /** SERVER_TIMING: each query's time counts as the asking request's `db` (server-timing.ts). */
  timeQueries?: boolean;
  /** Free space PGlite's volume keeps (DISK_RESERVE_MB). */
  diskReserveBytes?: number;
}): Promise<Database> {
  if (options.databaseUrl)
    return openPostgres(options.databaseUrl, {
      directUrl: options.databaseDirectUrl,
      replicaUrl: options.databaseReplicaUrl,
      timing: options.timeQueries,
    });
  return openPglite(options.dataDir, options.timeQueries, options.diskReserveBytes);
}

async function openPglite(
  dataDir?: string,
  timing = false,
  reserveBytes = 64 * 1024 * 1024,
): Promise<Database> {
  let client: PGlite;
  let description = "PGlite (in memory)";
  let disk = noDiskReserve;
  if (dataDir) {
    const dir = resolve(dataDir, "db");
    mkdirSync(dir, { recursive: true });
    disk = await watchDiskReserve(dir, reserveBytes);
    try {
      await createPgliteDataDir(dir);
      client = await PGlite.create(dir, { startParams: pgliteStartParams, extensions });
    } catch (error) {
      disk.stop();
      if (disk.low)
        throw new Error(`PGlite could not open ${dir}: the server is ${disk.describe()}.`, { cause: error });
      throw error;
    }
    description = `PGlite (${dir})`;
  } else {
    client = await PGlite.create({ startParams: pgliteStartParams, extensions });
  }
  const { drizzle } = await import("drizzle-orm/pglite");
  const { migrate } = await import("drizzle-orm/pglite/migrator");
  // Migrations go PGlite's own way: their statements run once, so none is kept prepared.
  await migrate(drizzle({ client }), { migrationsFolder: migrationsFolder() });
  // The app's statements are each parsed once, not on every query (pglite-statements.ts).
  const queries = withPreparedStatements(client, { onFailure: stopOnPgliteFault });
  if (timing) timeQueries(queries);
  const db = preparesWrites(drizzle({ client: queries as PGlite, schema }));
  const changes = localChangeFeed();
  await hearDatabase(changes, client);
  return {
    db: db as unknown as Db,
    lagTolerant: db as unknown as Db,
    description,
    kind: "pglite",
    changes,
    disk,
    close: async () => {
      disk.stop();
      await client.close();
    },
  };
}

/**
 * "db.internal:5432/g2g", as `pg` read the URL, with no password: a Unix socket's directory
 * (`postgresql://g2g@/g2g?host=/run/postgresql`) is no URL host, so the URL is not parsed again here.
 */
export function serverName({ host, port, database }: { host: string; port: number; database?: string }) {
  return `${host}${host.startsWith("/") ? "" : `:${port}`}/${database ?? ""}`;
}

async function openPostgres(
  url: string,
  options: { directUrl?: string; replicaUrl?: string; timing?: boolean },
): Promise<Database> {
  const { default: pg } = await import("pg");
  const { drizzle } = await import("drizzle-orm/node-postgres");
  const { migrate } = await import("drizzle-orm/node-postgres/migrator");
  const directUrl = options.directUrl ?? url;
  const pool = new pg.Pool({ connectionString: url, max: 10 });
  // An idle connection dropped by the server must not crash the process; the pool reconnects.
  pool.on("error", (error) => console.error("[db] idle PostgreSQL connection closed:", error.message));
  if (options.directUrl) pool.on("connect", unnamedStatements);
  if (options.timing) timeQueries(pool);
  const db = preparesWrites(drizzle({ client: pool, schema }));
  // Several app servers may start at once (docs/deploy.md): one migrates while the others wait,
  // then find nothing left to do. The lock is the connection's, so it is taken on PostgreSQL itself,
  // never through a pooler (docs/deploy.md, "Through PgBouncer").
  const lock = new pg.Client({ connectionString: directUrl });
  await lock.connect();
  const description = options.directUrl
    ? `PostgreSQL (${serverName(new pg.Client({ connectionString: url }))} through a pooler, ${serverName(lock)} direct)`
    : `PostgreSQL (${serverName(lock)})`;
  try {
    await lock.query("select pg_advisory_lock($1)", [MIGRATION_LOCK]);
    await migrate(drizzle({ client: lock }), { migrationsFolder: migrationsFolder() });
  } finally {
    await lock.query("select pg_advisory_unlock($1)", [MIGRATION_LOCK]).catch(() => undefined);
    await lock.end().catch(() => undefined);
  }
  const changes = await postgresChangeFeed(pg, directUrl, pool);
  const replicaPool = options.replicaUrl
    ? new pg.Pool({ connectionString: options.replicaUrl, max: 5 })
    : undefined;
  replicaPool?.on("error", (error) => console.error("[db] idle replica connection closed:", error.message));
  if (replicaPool && options.timing) timeQueries(replicaPool);
  const lagTolerant = replicaPool ? withReplicas(db, [drizzle({ client: replicaPool, schema })]) : db;
  return {
    db: db as unknown as Db,
    lagTolerant: lagTolerant as unknown as Db,
    description: replicaPool
      ? `${description}, reads that may lag from ${serverName(new pg.Client({ connectionString: options.replicaUrl }))}`
      : description,
    kind: "postgres",
    changes,
    disk: noDiskReserve,
    close: async () => {
      await changes.close();
      await Promise.all([pool.end(), replicaPool?.end()]);
    },
  };
}

/**
 * A connection through a transaction-mode pooler (PgBouncer) reaches a different PostgreSQL connection
 * from one transaction to the next, where a statement it prepared by name on another does not exist
 * (PgBouncer before 1.21 keeps none; Debian 12's is 1.18). So its statements go unnamed: PostgreSQL
 * parses each anew, in the same round trip. docs/deploy.md, "Through PgBouncer".
 */
function unnamedStatements(client: import("pg").PoolClient) {
  const query = client.query.bind(client) as (...args: unknown[]) => unknown;
  (client as { query: unknown }).query = (config: unknown, ...rest: unknown[]) =>
    query(isNamed(config) ? { ...config, name: undefined } : config, ...rest);
}

const isNamed = (config: unknown): config is { name: string } =>
  typeof config === "object" &&
  config !== null &&
  typeof (config as { name?: unknown }).name === "string" &&
  typeof (config as { submit?: unknown }).submit !== "function";
