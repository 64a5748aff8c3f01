import {
  type PGlite,
  parse,
  protocol,
  type QueryOptions,
  type Results,
  type Transaction,
} from "@electric-sql/pglite";

// docs/architecture.md, "PGlite's statements": PGlite's own `query` parses, describes and plans every
// statement anew, in six calls into PostgreSQL. This client keeps each statement text drizzle sends as a
// named prepared statement (as `pg` does with a named query on PostgreSQL), so a statement seen before
// costs one call: bind, describe, execute and sync in one message. Everything else is PGlite's own.

const { serialize } = protocol;

/** How many statements one database keeps prepared; the least recently used one is closed past it. */
export const PREPARED_STATEMENTS = 250;

/** What drizzle's PGlite driver asks of its client (drizzle-orm/pglite/session.js). */
export type PgliteQueries = Pick<PGlite, "query" | "transaction">;

interface Prepared {
  name: string;
  /** The type of each parameter, as PostgreSQL inferred it when parsing: how each value is sent. */
  paramTypes: number[];
}

function joined(messages: Uint8Array[]): Uint8Array {
  const out = new Uint8Array(messages.reduce((size, message) => size + message.length, 0));
  let at = 0;
  for (const message of messages) {
    out.set(message, at);
    at += message.length;
  }
  return out;
}

export function withPreparedStatements(
  client: PGlite,
  {
    limit = PREPARED_STATEMENTS,
    onFailure = () => undefined,
  }: { limit?: number; onFailure?: (error: unknown) => void } = {},
): PgliteQueries {
  // Map order is use order: a hit moves to the end, so the first entry is the least recently used.
  const statements = new Map<string, Prepared>();
  let named = 0;

  /** The prepared statement of `text`: parsed and described once, in one call. */
  const prepared = async (text: string, options: QueryOptions | undefined): Promise<Prepared> => {
    const known = statements.get(text);
    if (known) {
      statements.delete(text);
      statements.set(text, known);
      return known;
    }
    const messages: Uint8Array[] = [];
    if (statements.size >= limit) {
      const [oldestText, oldest] = statements.entries().next().value as [string, Prepared];
      statements.delete(oldestText);
      messages.push(serialize.close({ type: "S", name: oldest.name }));
    }
    const name = `g2g_pglite_${++named}`;
    messages.push(
      serialize.parse({ name, text, types: options?.paramTypes }),
      serialize.describe({ type: "S", name }),
      serialize.sync(),
    );
    // An error (a statement PostgreSQL refuses) is thrown here, after the sync: nothing is kept.
    const described = await client.execProtocolStream(joined(messages), {
      syncToFs: false,
      onNotice: options?.onNotice,
    });
    const statement = { name, paramTypes: parse.parseDescribeStatementResults(described) };
    statements.set(text, statement);
    return statement;
  };

  /**
   * The query's own parsers in front of PGlite's. PGlite's query copies all of its 318 parsers into a
   * new object with the query's own (drizzle sends nine with every query): about 85 µs a query.
   */
  const parsersFor = (options: QueryOptions | undefined) =>
    options?.parsers ? Object.assign(Object.create(client.parsers), options.parsers) : client.parsers;

  /** As PGlite's own query, through the prepared statement: `inTransaction` leaves the write to disk to COMMIT. */
  const run = async <T>(
    text: string,
    params: unknown[] | undefined,
    options: QueryOptions | undefined,
    inTransaction: boolean,
  ): Promise<Results<T>> =>
    // A failed query is shown to `onFailure` (a fault of PGlite itself ends the process), then thrown on.
    client
      ._runExclusiveQuery(async () => {
        const { name, paramTypes } = await prepared(text, options);
        // Each value as PGlite's query sends it: by the parameter's type, or as text.
        const values = (params ?? []).map((value, index) => {
          if (value === null || value === undefined) return null;
          const type = paramTypes[index] as number;
          const serializer = options?.serializers?.[type] ?? client.serializers[type];
          return serializer ? serializer(value) : String(value);
        });
        const messages = await client.execProtocolStream(
          joined([
            serialize.bind({ statement: name, values }),
            serialize.describe({ type: "P" }),
            serialize.execute({}),
            serialize.sync(),
          ]),
          { syncToFs: false, onNotice: options?.onNotice },
        );
        if (!inTransaction) await client.syncToFs();
        return parse.parseResults(messages, parsersFor(options), {
          rowMode: options?.rowMode,
        })[0] as Results<T>;
      })
      .catch((error: unknown) => {
        onFailure(error);
        throw error;
      });

  return {
    async query<T>(text: string, params?: unknown[], options?: QueryOptions) {
      // A file sent to or read from COPY goes PGlite's own way.
      if (options?.blob) return client.query<T>(text, params, options);
      await client._checkReady();
      return client._runExclusiveTransaction(() => run<T>(text, params, options, false));
    },
    transaction<T>(callback: (tx: Transaction) => Promise<T>) {
      return client.transaction((tx) =>
        callback({
          ...tx,
          get closed() {
            return tx.closed;
          },
          async query<R>(text: string, params?: unknown[], options?: QueryOptions) {
            if (tx.closed) throw new Error("Transaction is closed");
            if (options?.blob) return tx.query<R>(text, params, options);
            return run<R>(text, params, options, true);
          },
        }),
      );
    },
  };
}
