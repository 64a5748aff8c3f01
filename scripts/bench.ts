import { execSync } from "node:child_process";
import { existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import autocannon from "autocannon";
import {
  createVerifiedMember as createMember,
  type Started,
  startNode,
} from "../tests/support/server-process";
import { serveEnv } from "./bench-server-env";

// `npm run bench`: throughput and latency of the hot routes, each as a ratio to a bare `node:http`
// route measured in the same run (docs/architecture.md, "Budgets"); a bare Hono route is measured
// beside it, to show what the framework alone costs. Figures go to stdout and bench/results/latest.{json,md}.

const DURATION_S = Number(process.env.BENCH_DURATION ?? 10);
/** `BENCH_CONNECTIONS=4`: fewer clients at once (a coach and her team editing, not a crowd). */
const CONNECTIONS = Number(process.env.BENCH_CONNECTIONS ?? 50);
const MEMBERS = 10;
const FREE_DAYS = [1, 2, 3, 4, 5];
/** `BENCH_ONLY=PUT,journey`: measure only the routes whose name contains one of these (and the baseline). */
const ONLY = process.env.BENCH_ONLY?.split(",").filter(Boolean);
/** `BENCH_PROFILE=dir`: the server writes a V8 CPU profile of the run there (open it in Chrome DevTools). */
const PROFILE_DIR = process.env.BENCH_PROFILE;
const PAID_PLANS = ["flow", "journey", "collective"] as const;

interface Row {
  name: string;
  requestsPerSec: number;
  p50: number;
  p99: number;
  errors: number;
  non2xx: number;
  /** Server CPU time (user + system) per answered request: steadier than req/s on a shared machine. */
  cpuMsPerRequest?: number;
  ratio?: number;
}

const rssMb = (pid?: number) => Math.round(Number(execSync(`ps -o rss= -p ${pid}`).toString()) / 1024);

/** CPU milliseconds a process has used so far (Linux /proc; undefined elsewhere). */
function cpuMs(pid: number | undefined): number | undefined {
  try {
    const fields = readFileSync(`/proc/${pid}/stat`, "utf8").split(") ")[1]?.split(" ") ?? [];
    // utime and stime are fields 14 and 15 of stat, in clock ticks (100 per second on Linux).
    return (Number(fields[11]) + Number(fields[12])) * 10;
  } catch {
    return undefined;
  }
}

async function measure(
  name: string,
  target: Started,
  requests: autocannon.Request[],
  setupClient?: (client: autocannon.Client) => void,
): Promise<Row | undefined> {
  if (ONLY && !name.startsWith("baseline") && !ONLY.some((part) => name.includes(part))) return undefined;
  const cpuBefore = cpuMs(target.process.pid);
  const result = await autocannon({
    url: target.url,
    connections: CONNECTIONS,
    duration: DURATION_S,
    requests,
    setupClient,
  });
  const cpuAfter = cpuMs(target.process.pid);
  const answered = result.requests.total;
  const row: Row = {
    name,
    requestsPerSec: Math.round(result.requests.average),
    p50: result.latency.p50,
    p99: result.latency.p99,
    errors: result.errors + result.timeouts,
    non2xx: result.non2xx,
    cpuMsPerRequest:
      cpuBefore === undefined || cpuAfter === undefined || !answered
        ? undefined
        : Number(((cpuAfter - cpuBefore) / answered).toFixed(3)),
  };
  console.log(
    `  ${name}: ${row.requestsPerSec} req/s, p99 ${row.p99} ms, ${row.non2xx} non-2xx, ${row.cpuMsPerRequest ?? "?"} CPU ms/req`,
  );
  return row;
}

function table(rows: Row[]): string {
  const lines = [
    "| route | req/s | p50 ms | p99 ms | errors | non-2xx | server CPU ms/req | ratio to baseline |",
    "|---|---:|---:|---:|---:|---:|---:|---:|",
  ];
  for (const r of rows) {
    const ratio = r.ratio === undefined ? "—" : `${(r.ratio * 100).toFixed(1)}%`;
    lines.push(
      `| ${r.name} | ${r.requestsPerSec} | ${r.p50} | ${r.p99} | ${r.errors} | ${r.non2xx} | ${r.cpuMsPerRequest ?? "—"} | ${ratio} |`,
    );
  }
  return lines.join("\n");
}

async function main() {
  if (!existsSync("dist/server/main.js") || !existsSync("dist/client/index.html")) {
    execSync("npm run build", { stdio: "inherit" });
  }
  const dataDir = mkdtempSync(join(tmpdir(), "g2g-bench-"));
  const database = process.env.DATABASE_URL ? "PostgreSQL" : "PGlite";
  let baseline: Started | undefined;
  let honoBaseline: Started | undefined;
  let server: Started | undefined;
  try {
    baseline = await startNode(["scripts/bench-baseline-server.mjs"], {}, "/");
    honoBaseline = await startNode(["scripts/bench-baseline-server.mjs"], { BASELINE: "hono" }, "/");
    const profile = PROFILE_DIR ? ["--cpu-prof", `--cpu-prof-dir=${PROFILE_DIR}`] : [];
    const serverEnv = {
      ...serveEnv(),
      DATA_DIR: dataDir,
      DEV_MAILBOX: "1",
      TRUST_PROXY: "1",
      PAYMENT_PROVIDER: "local",
      NODE_ENV: "production",
      // Each connection saves as fast as the server answers, far past a person's 300 writes a minute:
      // the save path is what is measured here; the limit itself is tested in tests/integration/hardening.
      WRITES_PER_MINUTE: "100000000",
      ADMIN_EMAIL: "bench-admin@bench.test",
    };
    server = await startNode([...profile, "dist/server/main.js"], serverEnv, "/healthz");
    // Issue 30: the memory of a server that has started on a fresh data dir and served nothing yet.
    await new Promise((resolve) => setTimeout(resolve, 2000));
    const rssIdleFresh = rssMb(server.process.pid);
    console.log(
      `Server on ${database} answered after ${Math.round(server.startMs)} ms (fresh data dir); ${rssIdleFresh} MB RSS 2 s later.`,
    );

    const cookies: string[] = [];
    for (let i = 0; i < MEMBERS; i++)
      cookies.push(await createMember(server.url, `bench-${i}@bench.test`, `10.9.0.${i + 1}`));
    const origin = server.url;
    let nextPair = 0;
    const asMember = (index: number) => ({ cookie: cookies[index % MEMBERS] as string, origin });
    // One subscriber at each paid tier (local test-mode provider), for the reads that need a plan.
    const subscriber: Record<string, { cookie: string; origin: string }> = {};
    for (const [i, plan] of PAID_PLANS.entries()) {
      const cookie = await createMember(server.url, `bench-${plan}@bench.test`, `10.9.1.${i + 1}`);
      const res = await fetch(`${server.url}/api/billing/local/confirm`, {
        method: "POST",
        headers: { cookie, origin, "content-type": "application/json" },
        body: JSON.stringify({ plan, isAnnual: false }),
      });
      if (!res.ok) throw new Error(`subscribing to ${plan}: ${res.status} ${await res.text()}`);
      subscriber[plan] = { cookie, origin };
    }

    // The coach, for the content editor's draft save (issue 47: ≤ 50 ms p50).
    const coach = {
      cookie: await createMember(server.url, "bench-admin@bench.test", "10.9.2.1"),
      origin,
    };
    const dayOne = (await (
      await fetch(`${server.url}/api/admin/content/days/1`, { headers: coach })
    ).json()) as { published: { value: Record<string, unknown> } };

    const measured: (Row | undefined)[] = [];
    console.log(`Measuring, ${CONNECTIONS} connections, ${DURATION_S} s each:`);
    measured.push(await measure("baseline: bare node:http route", baseline, [{ method: "GET", path: "/" }]));
    measured.push(await measure("baseline: bare Hono route", honoBaseline, [{ method: "GET", path: "/" }]));
    measured.push(
      await measure("GET /api/journey/days/1", server, [
        { method: "GET", path: "/api/journey/days/1", headers: asMember(0) },
      ]),
    );
    measured.push(
      await measure("GET /api/journey/days/40 (Collective)", server, [
        { method: "GET", path: "/api/journey/days/40", headers: subscriber.collective },
      ]),
    );
    measured.push(
      await measure("GET /api/subscription", server, [
        { method: "GET", path: "/api/subscription", headers: subscriber.flow },
      ]),
    );
    measured.push(
      await measure("GET /api/journey", server, [
        { method: "GET", path: "/api/journey", headers: subscriber.journey },
      ]),
    );
    // Each connection writes its own member's own day, carrying the revision the server returned.
    // The request is rebuilt per connection (setRequests + setupRequest): autocannon moves to the next
    // entry of `requests` after every response, so a request set from a response handler is lost.
    measured.push(
      await measure(
        "PUT /api/journal/:day",
        server,
        [{ method: "PUT", path: "/api/journal/1" }],
        (client) => {
          const pair = nextPair++;
          const day = FREE_DAYS[Math.floor(pair / MEMBERS) % FREE_DAYS.length];
          let revision = 0;
          client.setRequests([
            {
              method: "PUT",
              path: `/api/journal/${day}`,
              headers: { ...asMember(pair), "content-type": "application/json" },
              setupRequest: (request) => ({
                ...request,
                body: JSON.stringify({
                  value: `A reflection written at ${Date.now()}.`,
                  baseRevision: revision,
                }),
              }),
              onResponse: (_status, body) => {
                const answer = JSON.parse(body) as { revision?: number; current?: { revision: number } };
                revision = answer.revision ?? answer.current?.revision ?? revision;
              },
            },
          ]);
        },
      ),
    );
    // Each connection saves drafts of its own day, carrying the draft revision the server returned.
    let nextDay = 0;
    measured.push(
      await measure(
        "PUT /api/admin/content/days/:n/draft",
        server,
        [{ method: "PUT", path: "/api/admin/content/days/1/draft" }],
        (client) => {
          const day = (nextDay++ % 75) + 1;
          let revision = 0;
          client.setRequests([
            {
              method: "PUT",
              path: `/api/admin/content/days/${day}/draft`,
              headers: { ...coach, "content-type": "application/json" },
              setupRequest: (request) => ({
                ...request,
                body: JSON.stringify({
                  value: {
                    ...dayOne.published.value,
                    guidance: `Take a few minutes; written at ${Date.now()}.`,
                  },
                  baseRevision: revision,
                }),
              }),
              onResponse: (_status, body) => {
                const answer = JSON.parse(body) as {
                  draftRevision?: number;
                  current?: { draftRevision: number };
                };
                revision = answer.draftRevision ?? answer.current?.draftRevision ?? revision;
              },
            },
          ]);
        },
      ),
    );
    measured.push(
      await measure("GET / (static page)", server, [
        { method: "GET", path: "/", headers: { "accept-encoding": "br, gzip" } },
      ]),
    );

    const rows = measured.filter((row) => row !== undefined);
    const base = rows[0]?.requestsPerSec ?? 1;
    for (const row of rows.slice(1)) row.ratio = row.requestsPerSec / base;
    const rssAfterRun = rssMb(server.process.pid);
    const freshStartMs = Math.round(server.startMs);
    // docs/architecture.md, "Budgets": a restart on the data the run left behind, to the first answer; then its idle memory.
    await server.stop();
    server = await startNode(["dist/server/main.js"], serverEnv, "/healthz");
    await new Promise((resolve) => setTimeout(resolve, 3000));
    const summary = {
      date: new Date().toISOString(),
      database,
      connections: CONNECTIONS,
      durationSeconds: DURATION_S,
      serverStartMs: { freshDataDir: freshStartMs, existingDataDir: Math.round(server.startMs) },
      serverRssMb: {
        idleFresh: rssIdleFresh,
        afterRun: rssAfterRun,
        idleAfterRestart: rssMb(server.process.pid),
      },
      rows,
    };
    const notes = [
      `Server start to first answer: ${summary.serverStartMs.existingDataDir} ms on the existing data dir (${freshStartMs} ms on a fresh one).`,
      `Server RSS: ${rssIdleFresh} MB idle on the fresh data dir, ${rssAfterRun} MB after the run, ${summary.serverRssMb.idleAfterRestart} MB idle after that restart.`,
    ].join("\n");
    const markdown = `# Benchmark ${summary.date}\n\n${database}, ${CONNECTIONS} connections, ${DURATION_S} s per route.\n\n${table(rows)}\n\n${notes}\n`;
    console.log(`\n${table(rows)}\n\n${notes}`);
    if (!ONLY) {
      mkdirSync("bench/results", { recursive: true });
      writeFileSync("bench/results/latest.json", `${JSON.stringify(summary, null, 2)}\n`);
      writeFileSync("bench/results/latest.md", markdown);
    }
    const failing = rows.filter((row) => row.errors > 0 || row.non2xx > 0);
    if (failing.length) {
      // Every request of every row is expected to succeed: a failing route measures its error path.
      console.error(`Requests failed on: ${failing.map((row) => row.name).join(", ")}`);
      process.exitCode = 1;
    }
  } finally {
    await server?.stop();
    await baseline?.stop();
    await honoBaseline?.stop();
    rmSync(dataDir, { recursive: true, force: true });
  }
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
