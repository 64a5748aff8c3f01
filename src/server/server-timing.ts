import { AsyncLocalStorage } from "node:async_hooks";
import type { MiddlewareHandler } from "hono";

// `SERVER_TIMING=1` (a diagnostic, off by default): every API answer carries a `Server-Timing` header
// saying where its time went: `total` (the handler, from the first middleware to the answer),
// `session` (finding who is asking, its queries included), `db` (every other query, including its
// wait for a connection: PGlite has one, PostgreSQL a pool of ten) and `batch` (waiting for a
// statement shared with other requests, db/batcher.ts).
// `npm run load` reads it and prints, for the slowest requests of each stage, how much of their time
// each of these took and how much passed before the handler began (bench/README.md, issue 30).

type Phase = "session" | "db" | "batch";

interface Timings {
  started: number;
  phases: Record<Phase, { ms: number; count: number }>;
  /** The phase being timed: what runs inside it (her session's queries) is counted as that phase only. */
  within?: Phase;
}

const current = new AsyncLocalStorage<Timings>();

/** The first middleware of the app, installed only with SERVER_TIMING. */
export function serverTiming(): MiddlewareHandler {
  return (c, next) => {
    const timings: Timings = {
      started: performance.now(),
      phases: { session: { ms: 0, count: 0 }, db: { ms: 0, count: 0 }, batch: { ms: 0, count: 0 } },
    };
    return current.run(timings, async () => {
      await next();
      c.res.headers.set("Server-Timing", serverTimingHeader(timings));
    });
  };
}

function serverTimingHeader({ started, phases }: Timings): string {
  const parts = [`total;dur=${(performance.now() - started).toFixed(2)}`];
  for (const [name, { ms, count }] of Object.entries(phases)) {
    if (count > 0) parts.push(`${name};dur=${ms.toFixed(2)};desc="${count}"`);
  }
  return parts.join(", ");
}

/** Runs `work`, adding how long it took to the asking request's `phase` (nothing when not timing). */
export async function timed<T>(phase: Phase, work: () => Promise<T>): Promise<T> {
  const timings = current.getStore();
  if (!timings || (timings.within !== undefined && timings.within !== phase)) return work();
  const outermost = timings.within === undefined;
  timings.within = phase;
  const began = performance.now();
  try {
    return await work();
  } finally {
    if (outermost) timings.within = undefined;
    timings.phases[phase].ms += performance.now() - began;
    timings.phases[phase].count += 1;
  }
}

/** Runs `work` outside any request: a shared batch must not count its queries against the request that happened to start it. */
export function outsideRequest<T>(work: () => T): T {
  return current.exit(work);
}

/** Times every `query` of a database client (PGlite, or the pg pool) as the asking request's `db`. */
export function timeQueries(client: { query: (...args: never[]) => Promise<unknown> }) {
  const query = client.query.bind(client) as (...args: unknown[]) => Promise<unknown>;
  (client as { query: unknown }).query = (...args: unknown[]) => timed("db", () => query(...args));
}
