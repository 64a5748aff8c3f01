// Our job queue (src/server/jobs) against pg-boss 10 and graphile-worker 0.17, the newest of each that
// installs on Node 20, on PGlite, PostgreSQL and PostgreSQL through PgBouncer (bench/README.md, "Jobs").
//
//   cd bench/jobs && npm ci && cd ../.. && npx tsx bench/jobs/queue-bench.ts
//
// ADMIN_URL (postgres://postgres@127.0.0.1:5432/test) creates a fresh database for each run;
// PGBOUNCER_URL (unset: not run) is a transaction-mode PgBouncer in front of the same server.
// ONLY=ours,graphile picks libraries, TARGETS=postgres,pgbouncer databases; JOBS, SINGLES the counts.
// Each run starts two workers as two app servers would (each with its own connections; one on PGlite),
// handlers that do nothing, and measures:
//   throughput: JOBS jobs queued one insert each, then the time until both workers have run them all;
//   latency:    with the workers idle, SINGLES jobs queued one at a time, 50 ms apart, from a third
//               connection (another server), and the time from each insert's return to its handler's start.

import { randomBytes } from "node:crypto";
import { createRequire } from "node:module";
import { PGlite } from "@electric-sql/pglite";
import pg from "pg";
import { openDatabase } from "../../src/server/db/client";
import { enqueue } from "../../src/server/jobs/queue";
import { JobWorker } from "../../src/server/jobs/worker";

const require = createRequire(import.meta.url);
const ADMIN_URL = process.env.ADMIN_URL ?? "postgres://postgres@127.0.0.1:5432/test";
const PGBOUNCER_URL = process.env.PGBOUNCER_URL;
const JOBS = Number(process.env.JOBS ?? 2000);
const SINGLES = Number(process.env.SINGLES ?? 100);
const only = process.env.ONLY?.split(",");

type Target = "pglite" | "postgres" | "pgbouncer";
interface Queue {
  /** Queues one job from the producer's connection; resolves when the insert has returned. */
  send(n: number): Promise<void>;
  /** Starts both workers; `ran(n)` is called as each job's handler starts. */
  start(ran: (n: number) => void): Promise<void>;
  close(): Promise<void>;
}

async function freshDatabase() {
  const name = `g2g_jobs_${randomBytes(4).toString("hex")}`;
  const admin = new pg.Client({ connectionString: ADMIN_URL });
  await admin.connect();
  await admin.query(`create database ${name}`);
  await admin.end();
  const url = new URL(ADMIN_URL);
  url.pathname = `/${name}`;
  const pooled = PGBOUNCER_URL ? new URL(url) : undefined;
  if (pooled && PGBOUNCER_URL) {
    pooled.host = new URL(PGBOUNCER_URL).host;
  }
  return {
    direct: url.toString(),
    pooled: pooled?.toString(),
    async drop() {
      const client = new pg.Client({ connectionString: ADMIN_URL });
      await client.connect();
      await client.query(`drop database if exists ${name} with (force)`);
      await client.end();
    },
  };
}

/** Ours: each worker a JobWorker on its own database handle, woken by the change feed. */
async function ours(target: Target, urls: { direct: string; pooled?: string }): Promise<Queue> {
  const open = () =>
    target === "pglite"
      ? openDatabase({})
      : openDatabase(
          target === "pgbouncer"
            ? { databaseUrl: urls.pooled, databaseDirectUrl: urls.direct }
            : { databaseUrl: urls.direct },
        );
  const servers = target === "pglite" ? [await open()] : [await open(), await open()];
  const producer = target === "pglite" ? servers[0] : await open();
  const workers: JobWorker[] = [];
  return {
    send: async (n) => void (await enqueue(producer.db, "bench", { n })),
    async start(ran) {
      for (const server of servers) {
        const worker = new JobWorker(server.db, { changes: server.changes, log: () => undefined });
        worker.handle("bench", async (payload) => ran((payload as { n: number }).n));
        worker.start();
        workers.push(worker);
      }
    },
    async close() {
      await Promise.all(workers.map((worker) => worker.stop()));
      await Promise.all([...new Set([...servers, producer])].map((server) => server.close()));
    },
  };
}

/**
 * pg-boss 10: two PgBoss instances working the queue at its shortest poll (0.5 s), fetching `batchSize`
 * jobs a poll (its handler gets them together); it waits out the poll after every fetch.
 */
async function pgBoss(
  target: Target,
  urls: { direct: string; pooled?: string },
  batchSize: number,
): Promise<Queue> {
  const PgBoss = require("pg-boss");
  const options = (): object => {
    if (target !== "pglite") return { connectionString: target === "pgbouncer" ? urls.pooled : urls.direct };
    return { db: pgliteAdapter };
  };
  let pgliteAdapter: { executeSql(text: string, values?: unknown[]): Promise<unknown> } | undefined;
  let pglite: PGlite | undefined;
  if (target === "pglite") {
    pglite = await PGlite.create();
    const db = pglite;
    pgliteAdapter = {
      executeSql: async (text, values) =>
        values?.length ? db.query(text, values) : (await db.exec(text)).at(-1),
    };
  }
  const bosses =
    target === "pglite" ? [new PgBoss(options())] : [new PgBoss(options()), new PgBoss(options())];
  const producer = target === "pglite" ? bosses[0] : new PgBoss(options());
  for (const boss of new Set([...bosses, producer])) {
    boss.on("error", (error: Error) => console.error(`  pg-boss: ${error.message}`));
    await boss.start();
  }
  await producer.createQueue("bench");
  return {
    send: async (n) => void (await producer.send("bench", { n })),
    async start(ran) {
      for (const boss of bosses)
        await boss.work(
          "bench",
          { batchSize, pollingIntervalSeconds: 0.5 },
          async (jobs: { data: { n: number } }[]) => {
            for (const job of jobs) ran(job.data.n);
          },
        );
    },
    async close() {
      for (const boss of new Set([...bosses, producer])) await boss.stop({ graceful: false, wait: true });
      await pglite?.close();
    },
  };
}

/** graphile-worker 0.17: two runners (concurrency 1 each), woken by its own LISTEN; poll 2 s. */
async function graphile(target: Target, urls: { direct: string; pooled?: string }): Promise<Queue> {
  if (target === "pglite") throw new Error("needs a pg Pool and LISTEN on a PostgreSQL server: not PGlite");
  const { run, makeWorkerUtils } = require("graphile-worker");
  const connectionString = target === "pgbouncer" ? urls.pooled : urls.direct;
  const noPreparedStatements = target === "pgbouncer";
  const utils = await makeWorkerUtils({ connectionString, noPreparedStatements });
  await utils.migrate();
  const runners: { stop(): Promise<void> }[] = [];
  return {
    send: async (n) => void (await utils.addJob("bench", { n })),
    async start(ran) {
      for (let i = 0; i < 2; i++)
        runners.push(
          await run({
            connectionString,
            noPreparedStatements,
            concurrency: 1,
            noHandleSignals: true,
            logger: quietGraphileLogger(),
            taskList: { bench: async (payload: { n: number }) => ran(payload.n) },
          }),
        );
    },
    async close() {
      await Promise.all(runners.map((runner) => runner.stop()));
      await utils.release();
    },
  };
}

function quietGraphileLogger() {
  const { Logger } = require("graphile-worker");
  return new Logger(() => (level: string, message: string) => {
    if (level === "error") console.error(`  graphile-worker: ${message}`);
  });
}

const percentile = (values: number[], p: number) => {
  const sorted = values.toSorted((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))] ?? Number.NaN;
};

async function measure(name: string, make: () => Promise<Queue>) {
  let queue: Queue;
  try {
    queue = await make();
  } catch (error) {
    console.log(`${name}: does not run (${(error as Error).message.split("\n")[0]})`);
    return;
  }
  try {
    // Throughput: everything queued first, then both workers start.
    const seen = new Map<number, number>();
    let done: () => void = () => undefined;
    const allRan = new Promise<void>((resolve) => {
      done = resolve;
    });
    let expected = JOBS;
    const started = new Map<number, number>();
    const ran = (n: number) => {
      const now = performance.now();
      seen.set(n, (seen.get(n) ?? 0) + 1);
      if (!started.has(n)) started.set(n, now);
      if (seen.size >= expected) done();
    };
    const queuing = performance.now();
    for (let n = 0; n < JOBS; n++) await queue.send(n);
    const queued = performance.now();
    await queue.start(ran);
    await Promise.race([allRan, sleep(120_000)]);
    const ranAll = performance.now();
    const ranCount = seen.size;
    const twice = [...seen.values()].filter((count) => count > 1).length;
    const throughput = ranCount / ((ranAll - queued) / 1000);
    const insertRate = JOBS / ((queued - queuing) / 1000);

    // Latency: idle workers, one job at a time.
    expected = JOBS + SINGLES;
    await sleep(3_000);
    const latencies: number[] = [];
    for (let i = 0; i < SINGLES; i++) {
      const n = JOBS + i;
      await queue.send(n);
      const sent = performance.now();
      const deadline = sent + 10_000;
      while (!started.has(n) && performance.now() < deadline) await sleep(1);
      latencies.push((started.get(n) ?? Number.POSITIVE_INFINITY) - sent);
      await sleep(50);
    }
    console.log(
      `${name}: ${ranCount}/${JOBS} run in ${((ranAll - queued) / 1000).toFixed(1)} s = ${throughput.toFixed(0)} jobs/s` +
        ` (queued at ${insertRate.toFixed(0)}/s, ${twice} run twice); insert to start p50 ${percentile(latencies, 50).toFixed(1)} ms,` +
        ` p90 ${percentile(latencies, 90).toFixed(1)} ms, max ${Math.max(...latencies).toFixed(1)} ms`,
    );
  } catch (error) {
    console.log(`${name}: failed (${(error as Error).message.split("\n")[0]})`);
  } finally {
    await queue.close().catch(() => undefined);
  }
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

const targets = (
  ["pglite", "postgres", ...(PGBOUNCER_URL ? (["pgbouncer"] as const) : [])] satisfies Target[]
).filter((target) => !process.env.TARGETS || process.env.TARGETS.split(",").includes(target));
const libraries: Record<
  string,
  (target: Target, urls: { direct: string; pooled?: string }) => Promise<Queue>
> = {
  ours,
  "pg-boss (batches of 20)": (target, urls) => pgBoss(target, urls, 20),
  "graphile-worker": graphile,
};
for (const target of targets) {
  for (const [library, make] of Object.entries(libraries)) {
    if (only && !only.some((word) => library.includes(word))) continue;
    const database = target === "pglite" ? undefined : await freshDatabase();
    await measure(`${library} on ${target}`, () => make(target, database ?? { direct: "" }));
    await database?.drop();
  }
}
