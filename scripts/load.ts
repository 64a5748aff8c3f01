import { execSync } from "node:child_process";
import { existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { monitorEventLoopDelay } from "node:perf_hooks";
import { createVerifiedMember, type Started, startNode } from "../tests/support/server-process";
import { serveEnv } from "./bench-server-env";
import {
  fetchClient,
  inBatches,
  LOAD_PASSWORD,
  type LoadClient,
  type LoadMember,
  LoadStats,
  MemberRounds,
  memberIp,
  poolClient,
  ROUND_EVERY_MS,
  readDay,
  signIn,
  sleep,
} from "./load-traffic";

// `npm run load` drives the built server with simulated members, as people use it (docs in
// bench/README.md). Members sign up, then sign in, each in a phase of its own that is measured on its
// own; then the members act. Two modes:
//   LOAD_MODE=pressure (default): LOAD_MEMBERS members for LOAD_DURATION seconds with no think time.
//   LOAD_MODE=capacity: members each acting every 10 s (dashboard, day read, save, check-in, tool), in
//     stages of growing size (LOAD_STEPS, LOAD_STAGE_SECONDS each, after LOAD_WARMUP_SECONDS); reports the largest number served at p99 ≤ 250 ms with no
//     errors, then the day-read p99 while 200 members sign in at once.
// Every phase prints the app server's CPU time (from /proc) per request or per member round, and the
// load generator's own CPU. LOAD_CLIENT=fetch sends with `fetch` instead of the keep-alive pool.
// LOAD_DATA_DIR keeps the server's data directory between runs, and LOAD_MEMBERS_FILE=path the members
// signed up in it: when the file is there they are reused instead of signed up again, so alternated
// runs of two builds on one database skip the sign-up phase (minutes of scrypt). LOAD_SERVER=dir runs the build in another checkout
// (dir/dist/server/main.js), e.g. a `git worktree` of the commit before a change.
// LOAD_TIMING=1 runs the server with SERVER_TIMING=1, so every acting phase also says where its slowest
// 1 % of answers waited (LoadStats.printWaits), beside the generator's own event-loop delay. It is off by
// default because its AsyncLocalStorage keeps Node 20's promise hooks on, which a served member does not
// pay for (docs/architecture.md, "Async context"), so the CPU per round would be overstated.

const MODE = process.env.LOAD_MODE ?? "pressure";
const P99_BUDGET_MS = 250;
const ACTING_STEPS = ["dashboard", "day read", "reflection save", "check-in", "tool update"];
/** Members signing in during the sign-in phase (each holds a session from her sign-up already). */
const SIGN_INS = Number(process.env.LOAD_SIGN_INS ?? 200);
/** LOAD_BURST=0 leaves out the capacity mode's closing sign-in burst (and the 300 members it needs). */
const BURST = process.env.LOAD_BURST !== "0";
const SERVER_TIMING = process.env.LOAD_TIMING === "1";
const CONNECTIONS = Number(process.env.LOAD_CONNECTIONS ?? 64);

/** The server process's own CPU time so far (user + system, every thread), in ms, from /proc (100 ticks a second). */
function serverCpuMs(pid: number): number {
  const stat = readFileSync(`/proc/${pid}/stat`, "utf8");
  const fields = stat.slice(stat.lastIndexOf(")") + 2).split(" ");
  return (Number(fields[11]) + Number(fields[12])) * 10;
}

function serverRssMb(pid: number): number {
  const status = readFileSync(`/proc/${pid}/status`, "utf8");
  return Math.round(Number(/VmRSS:\s+(\d+)/.exec(status)?.[1] ?? 0) / 1024);
}

const ownCpuMs = () => {
  const used = process.cpuUsage();
  return (used.user + used.system) / 1000;
};

/** This process's own event-loop delay over a phase: a request it could not send on time waited here, not in the server. */
function generatorDelay() {
  const delay = monitorEventLoopDelay({ resolution: 10 });
  delay.enable();
  return () => {
    delay.disable();
    const ms = (ns: number) => (ns / 1e6).toFixed(0);
    return `load generator's event-loop delay p99 ${ms(delay.percentile(99))} ms, max ${ms(delay.max)} ms`;
  };
}

/** CPU of the server and of this process over a phase, from `meter(pid)` until the returned function is called. */
function meter(serverPid: number) {
  const server = serverCpuMs(serverPid);
  const own = ownCpuMs();
  const wall = performance.now();
  return () => ({
    serverMs: serverCpuMs(serverPid) - server,
    ownMs: ownCpuMs() - own,
    wallMs: performance.now() - wall,
  });
}

type Measured = ReturnType<ReturnType<typeof meter>>;

/** "load generator: 0.21 ms CPU per request, 9 % of a core" */
function generatorLine(used: Measured, requests: number) {
  const perRequest = requests > 0 ? (used.ownMs / requests).toFixed(2) : "—";
  return `load generator: ${perRequest} ms CPU per request, ${((100 * used.ownMs) / used.wallMs).toFixed(0)} % of a core`;
}

/** "app server CPU 0.62 ms per member round (2500 rounds); one core serves 16129 members …" */
/** Server CPU per member round: a round is one request of each acting step; a round cut short counts in part. */
const perRoundMs = (serverMs: number, requests: number) =>
  requests > 0 ? serverMs / (requests / ACTING_STEPS.length) : 0;

function roundCostLine(used: Measured, stats: LoadStats) {
  const rounds = stats.requests / ACTING_STEPS.length;
  const perRound = perRoundMs(used.serverMs, stats.requests);
  const oneCore = perRound > 0 ? Math.floor(ROUND_EVERY_MS / perRound) : "—";
  return `app server CPU ${perRound.toFixed(2)} ms per member round (${Math.round(rounds)} rounds); one core serves ${oneCore} members at one round per 10 s`;
}

async function createMembers(base: string, count: number, serverPid: number): Promise<LoadMember[]> {
  const members: LoadMember[] = Array.from({ length: count }, (_, index) => ({
    index,
    email: `load-${index}@load.test`,
    cookie: "",
  }));
  let done = 0;
  const used = meter(serverPid);
  await inBatches(members, 8, async (member) => {
    member.cookie = await createVerifiedMember(base, member.email, memberIp(member.index, 30), {
      password: LOAD_PASSWORD,
    });
    if (++done % 500 === 0) console.log(`  ${done} members`);
  });
  const { serverMs, wallMs } = used();
  // Each sign-up is three requests (sign up, read the mailbox, open the link) and one scrypt hash.
  console.log(
    `Sign-up phase: ${count} members in ${(wallMs / 1000).toFixed(1)} s; app server CPU ${(serverMs / count).toFixed(1)} ms per sign-up`,
  );
  return members;
}

/** The members of a run: those kept in LOAD_MEMBERS_FILE when it holds enough, else new ones (then kept there). */
async function membersFor(base: string, count: number, serverPid: number): Promise<LoadMember[]> {
  const file = process.env.LOAD_MEMBERS_FILE;
  // The data directory holds the server's session-signing secret (and PGlite's data): a new one signs
  // no earlier member in.
  if (file && !process.env.LOAD_DATA_DIR) throw new Error("LOAD_MEMBERS_FILE needs LOAD_DATA_DIR");
  if (file && existsSync(file)) {
    const kept: LoadMember[] = JSON.parse(readFileSync(file, "utf8"));
    if (kept.length >= count) {
      console.log(`Reusing ${count} members from ${file}`);
      return kept.slice(0, count);
    }
  }
  console.log(`Creating ${count} members…`);
  const members = await createMembers(base, count, serverPid);
  if (file) writeFileSync(file, JSON.stringify(members));
  return members;
}

/** Signs `members` in, 20 at a time (well inside the hashing line, password-hashing.ts), in a phase of its own: sign-in is scrypt by design (≈ 0.1 s of a core). */
async function signInPhase(client: LoadClient, members: LoadMember[], serverPid: number) {
  const stats = new LoadStats();
  const used = meter(serverPid);
  await inBatches(members, 20, (member) => signIn(stats, client, member));
  const measured = used();
  console.log(
    `Sign-in phase: ${members.length} sign-ins in ${(measured.wallMs / 1000).toFixed(1)} s, ${stats.errors} errors; app server CPU ${(measured.serverMs / Math.max(1, members.length)).toFixed(1)} ms per sign-in`,
  );
  stats.print();
}

async function pressure(client: LoadClient, members: LoadMember[], serverPid: number) {
  const durationS = Number(process.env.LOAD_DURATION ?? 60);
  console.log(`Driving ${members.length} members for ${durationS} s with no think time…`);
  const stats = new LoadStats();
  const until = performance.now() + durationS * 1000;
  const used = meter(serverPid);
  const delay = generatorDelay();
  await Promise.all(
    members.map(async (member) => {
      const rounds = new MemberRounds(stats, client, member);
      while (performance.now() < until) await rounds.run();
    }),
  );
  const measured = used();
  console.log(`\n${members.length} members, ${durationS} s`);
  console.log(
    `requests ${stats.requests} (${Math.round(stats.requests / durationS)}/s), errors ${stats.errors}`,
  );
  console.log(
    `latency p50 ${stats.percentile(0.5).toFixed(1)} ms, p99 ${stats.percentile(0.99).toFixed(1)} ms`,
  );
  console.log(`  ${roundCostLine(measured, stats)}`);
  console.log(`  ${generatorLine(measured, stats.requests)}; ${delay()}`);
  stats.print();
  stats.printWaits(ACTING_STEPS);
  return stats.errors === 0;
}

/** Every active member acts once per ROUND_EVERY_MS, at her own offset, until `until`. */
async function actEveryTenSeconds(rounds: MemberRounds[], until: number) {
  await Promise.all(
    rounds.map(async (member) => {
      await sleep(Math.random() * ROUND_EVERY_MS);
      while (performance.now() < until) {
        const started = performance.now();
        await member.run();
        await sleep(Math.max(0, ROUND_EVERY_MS - (performance.now() - started)));
      }
    }),
  );
}

/**
 * The same members' rounds against a bare `node:http` server (scripts/bench-baseline-server.mjs, the
 * bench's yardstick), which answers every request at once with a few bytes: what this machine's kernel,
 * Node and the load's pattern cost per round with no app at all, beside the app's figure from the same
 * run (bench/README.md, issue 30). Then the floor: the same with each write waiting for one prepared
 * statement on PostgreSQL, or run as one prepared upsert on an in-process PGlite, as the app's writes are;
 * the app's round is printed as a multiple of it (issue 52, item 4). LOAD_BASELINE_SECONDS=0 leaves them out.
 */
async function bareRoundLines(members: LoadMember[], appPerRound: number): Promise<string[]> {
  const seconds = Number(process.env.LOAD_BASELINE_SECONDS ?? 20);
  if (seconds <= 0) return [];
  const baselines: { env: Record<string, string>; what: string }[] = [
    { env: {}, what: "a bare node:http server" },
    process.env.DATABASE_URL
      ? {
          env: { BASELINE: "postgres-writes" },
          what: "the floor: the same with one PostgreSQL round trip per write",
        }
      : {
          env: { BASELINE: "pglite-writes" },
          what: "the floor: the same with each write run on PGlite in-process",
        },
  ];
  const lines: string[] = [];
  let floor = 0;
  for (const { env, what } of baselines) {
    const bare = await startNode(["scripts/bench-baseline-server.mjs"], env, "/");
    const client = poolClient(bare.url, CONNECTIONS);
    try {
      const stats = new LoadStats();
      const rounds = members.map((member) => new MemberRounds(stats, client, member));
      await actEveryTenSeconds(rounds, performance.now() + 5_000); // warm-up: the JIT, the connections
      const counted = new LoadStats();
      for (const round of rounds) round.stats = counted;
      const used = meter(bare.process.pid as number);
      await actEveryTenSeconds(rounds, performance.now() + seconds * 1000);
      const perRound = perRoundMs(used().serverMs, counted.requests);
      const failed = counted.errors > 0 ? ` (${counted.errors} failed)` : "";
      lines.push(
        `${what}, the same members for ${seconds} s: ${perRound.toFixed(2)} ms CPU per round${failed}`,
      );
      floor = perRound;
    } finally {
      await client.close();
      await bare.stop();
    }
  }
  const goal = process.env.DATABASE_URL ? 1.5 : 2;
  if (floor > 0)
    lines.push(
      `the app's round is ${(appPerRound / floor).toFixed(1)}× the floor (${appPerRound.toFixed(2)} / ${floor.toFixed(2)} ms; goal ≤ ${goal}×)`,
    );
  return lines;
}

async function capacity(client: LoadClient, members: LoadMember[], steps: number[], serverPid: number) {
  const stageS = Number(process.env.LOAD_STAGE_SECONDS ?? 40);
  const rounds = members.map((member) => new MemberRounds(new LoadStats(), client, member));
  // The first requests compile the server's JavaScript and tier up PGlite's WebAssembly (seconds of
  // CPU on background threads): the first stage's members act unmeasured first, so no stage pays it.
  const warmUpS = Number(process.env.LOAD_WARMUP_SECONDS ?? 20);
  if (warmUpS > 0) {
    const warm = rounds.slice(0, steps[0]);
    const used = meter(serverPid);
    await actEveryTenSeconds(warm, performance.now() + warmUpS * 1000);
    console.log(
      `\nWarm-up, ${warm.length} members for ${warmUpS} s, not counted: app server CPU ${(used().serverMs / 1000).toFixed(1)} s`,
    );
  }
  let served = 0;
  for (const count of steps) {
    const stats = new LoadStats();
    const active = rounds.slice(0, count);
    for (const member of active) member.stats = stats;
    const used = meter(serverPid);
    const delay = generatorDelay();
    await actEveryTenSeconds(active, performance.now() + stageS * 1000);
    const measured = used();
    const p99 = stats.percentile(0.99, ACTING_STEPS);
    const ok = stats.errors === 0 && p99 <= P99_BUDGET_MS;
    console.log(
      `\n${count} active members, ${stageS} s: ${stats.requests} requests (${Math.round(stats.requests / stageS)}/s), ${stats.errors} errors, p99 ${p99.toFixed(1)} ms — ${ok ? "served" : "over budget"}`,
    );
    const appPerRound = perRoundMs(measured.serverMs, stats.requests);
    console.log(`  ${roundCostLine(measured, stats)}`);
    console.log(`  ${generatorLine(measured, stats.requests)}; server RSS ${serverRssMb(serverPid)} MB`);
    console.log(`  ${delay()}`);
    for (const line of await bareRoundLines(
      active.map((round) => round.member),
      appPerRound,
    ))
      console.log(`  ${line}`);
    stats.print();
    stats.printWaits(ACTING_STEPS);
    if (!ok) break;
    served = count;
  }
  console.log(
    `\nLargest number of active members served at p99 ≤ ${P99_BUDGET_MS} ms with no errors: ${served}`,
  );

  if (!BURST) return served > 0;
  // Sign-in burst: 200 members sign in at once while 100 others keep reading their day.
  const readers = members.slice(0, 100);
  const burst = members.slice(100, 300);
  const burstStats = new LoadStats();
  let bursting = true;
  const reading = Promise.all(
    readers.map(async (member) => {
      while (bursting) {
        await readDay(burstStats, client, member);
        await sleep(100);
      }
    }),
  );
  await sleep(500);
  const started = performance.now();
  // A sign-in beyond about 5 s of hashing is asked to come back (429, docs/security.md "Sign-in storms").
  const signIns = await Promise.all(
    burst.map(async (member) => {
      const sent = performance.now();
      const { status } = await signIn(new LoadStats(), client, member);
      return { status, ms: performance.now() - sent };
    }),
  );
  const burstMs = performance.now() - started;
  bursting = false;
  await reading;
  const asked = signIns.filter((answer) => answer.status === 429).length;
  const admitted = signIns.filter((answer) => answer.status === 200).map((answer) => answer.ms);
  admitted.sort((a, b) => a - b);
  const admittedP99 = admitted[Math.min(admitted.length - 1, Math.ceil(admitted.length * 0.99) - 1)] ?? 0;
  const failed = signIns.length - asked - admitted.length;
  console.log(
    `\nSign-in burst: 200 sign-ins at once, done in ${burstMs.toFixed(0)} ms; ${asked} asked to wait (429), ${admitted.length} signed in at p99 ${admittedP99.toFixed(0)} ms, ${failed} failed; day read p99 ${burstStats.percentile(0.99, ["day read"]).toFixed(1)} ms during the burst`,
  );
  burstStats.print();
  return served > 0 && burstStats.errors === 0 && failed === 0;
}

async function main() {
  const checkout = process.env.LOAD_SERVER ?? ".";
  if (!existsSync(join(checkout, "dist/server/main.js")))
    execSync("npm run build", { stdio: "inherit", cwd: checkout });
  // LOAD_DATA_DIR keeps the server's data directory (its secret; PGlite's data) between runs.
  const keptDir = process.env.LOAD_DATA_DIR;
  const dataDir = keptDir ?? mkdtempSync(join(tmpdir(), "g2g-load-"));
  let server: Started | undefined;
  try {
    // `LOAD_PROFILE=dir`: the server writes a V8 CPU profile of the run there, as `npm run bench` does.
    const profile = process.env.LOAD_PROFILE
      ? ["--cpu-prof", `--cpu-prof-dir=${process.env.LOAD_PROFILE}`]
      : [];
    server = await startNode(
      [...profile, join(checkout, "dist/server/main.js")],
      {
        ...serveEnv(),
        DATA_DIR: dataDir,
        DEV_MAILBOX: "1",
        TRUST_PROXY: "1",
        PAYMENT_PROVIDER: "local",
        NODE_ENV: "production",
        ...(SERVER_TIMING ? { SERVER_TIMING: "1" } : {}),
      },
      "/healthz",
    );
    const pid = server.process.pid as number;
    const client =
      process.env.LOAD_CLIENT === "fetch" ? fetchClient(server.url) : poolClient(server.url, CONNECTIONS);
    console.log(
      `${MODE} mode on ${process.env.DATABASE_URL ? "PostgreSQL" : "PGlite"}; ${client.kind}; server RSS ${serverRssMb(pid)} MB at start`,
    );
    const steps = (process.env.LOAD_STEPS ?? "500,1000,1500,2000,3000,4000").split(",").map(Number);
    const count =
      MODE === "capacity" ? Math.max(...steps, BURST ? 300 : 0) : Number(process.env.LOAD_MEMBERS ?? 200);
    const members = await membersFor(server.url, count, pid);
    await signInPhase(client, members.slice(0, SIGN_INS), pid);
    const ok =
      MODE === "capacity"
        ? await capacity(client, members, steps, pid)
        : await pressure(client, members, pid);
    console.log(`\nServer RSS after the run: ${serverRssMb(pid)} MB`);
    await client.close();
    if (!ok) process.exitCode = 1;
  } finally {
    await server?.stop();
    if (!keptDir) rmSync(dataDir, { recursive: true, force: true });
  }
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
