import type { Database } from "../src/server/db/client";

// For bench-scale.ts: the SQL the app sends while a request is measured (recorded at the driver, so
// it is exactly what ran, parameters included), and EXPLAIN ANALYZE of one such statement.

export interface RecordedQuery {
  text: string;
  params: unknown[];
}

interface Queryable {
  query(...args: unknown[]): Promise<{ rows: Record<string, unknown>[] }>;
}

interface PoolLike extends Queryable {
  connect(): Promise<Queryable & { release(): void }>;
}

const clientOf = (database: Database) => (database.db as unknown as { $client: Queryable }).$client;

/** Records every statement sent through the database's client until `stop()`. */
export function recordQueries(database: Database) {
  const client = clientOf(database);
  const original = client.query;
  const queries: RecordedQuery[] = [];
  client.query = function (this: Queryable, ...args: unknown[]) {
    const [first, second] = args;
    // pg takes (text, values) or ({ text, values? }, values); PGlite takes (text, params, options).
    const text = typeof first === "string" ? first : (first as { text: string }).text;
    const params = (Array.isArray(second) ? second : (first as { values?: unknown[] }).values) ?? [];
    queries.push({ text, params });
    return original.apply(this, args);
  };
  return {
    stop(): RecordedQuery[] {
      client.query = original;
      return queries;
    },
  };
}

/** EXPLAIN (ANALYZE, BUFFERS) of `query`, in a transaction rolled back afterwards (a write changes nothing). */
export async function explainPlan(database: Database, query: RecordedQuery) {
  const client = clientOf(database);
  const pool = database.kind === "postgres" ? await (client as PoolLike).connect() : undefined;
  const connection: Queryable = pool ?? client;
  let rows: Record<string, unknown>[];
  try {
    await connection.query("begin");
    ({ rows } = await connection.query(`explain (analyze, buffers) ${query.text}`, query.params));
  } finally {
    await connection.query("rollback");
    pool?.release();
  }
  const text = rows.map((row) => String(Object.values(row)[0])).join("\n");
  const executionMs = Number(/Execution Time: ([\d.]+) ms/.exec(text)?.[1] ?? 0);
  return { text, executionMs };
}
