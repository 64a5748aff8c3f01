import { execSync } from "node:child_process";
import { existsSync, mkdtempSync, readFileSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { createVerifiedMember, type Started, startNode } from "../tests/support/server-process";
import {
  inBatches,
  LOAD_PASSWORD,
  type LoadMember,
  LoadStats,
  MemberRounds,
  memberIp,
  readDay,
  signIn,
  sleep,
} from "./load-traffic";

// `npm run load` drives the built server with simulated members, as people use it (docs in
// bench/README.md). Two modes:
//   LOAD_MODE=pressure (default): LOAD_MEMBERS members for LOAD_DURATION seconds with no think time.
//   LOAD_MODE=capacity: members each acting every 10 s (sign in once, then dashboard, day read, save,
//     check-in, tool), in stages of growing size (LOAD_STEPS); reports the largest number served at
//     p99 ≤ 250 ms with no errors, then the day-read p99 while 200 members sign in at once.

const MODE = process.env.LOAD_MODE ?? "pressure";
const P99_BUDGET_MS = 250;
const ROUND_EVERY_MS = 10_000;
const ACTING_STEPS = ["dashboard", "day read", "reflection save", "check-in", "tool update"];

async function createMembers(base: string, count: number): Promise<LoadMember[]> {
  const members: LoadMember[] = Array.from({ length: count }, (_, index) => ({
    index,
    email: `load-${index}@load.test`,
    cookie: "",
  }));
  let done = 0;
  await inBatches(members, 8, async (member) => {
    member.cookie = await createVerifiedMember(base, member.email, memberIp(member.index, 30), {
      password: LOAD_PASSWORD,
    });
    if (++done % 500 === 0) console.log(`  ${done} members`);
  });
  return members;
}

async function pressure(base: string) {
  const count = Number(process.env.LOAD_MEMBERS ?? 200);
  const durationS = Number(process.env.LOAD_DURATION ?? 60);
  const members = await createMembers(base, count);
  console.log(`Driving ${count} members for ${durationS} s with no think time…`);
  const stats = new LoadStats();
  const until = performance.now() + durationS * 1000;
  await Promise.all(
    members.map(async (member) => {
      await signIn(stats, base, member);
      const rounds = new MemberRounds(stats, base, member);
      while (performance.now() < until) await rounds.run();
    }),
  );
  console.log(`\n${count} members, ${durationS} s`);
  console.log(
    `requests ${stats.requests} (${Math.round(stats.requests / durationS)}/s), errors ${stats.errors}`,
  );
  console.log(
    `latency p50 ${stats.percentile(0.5).toFixed(1)} ms, p99 ${stats.percentile(0.99).toFixed(1)} ms`,
  );
  stats.print();
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

/** The server process's own CPU time so far (user + system), in ms, from /proc (Linux, 100 ticks a second). */
function serverCpuMs(pid: number): number {
  const stat = readFileSync(`/proc/${pid}/stat`, "utf8");
  const fields = stat.slice(stat.lastIndexOf(")") + 2).split(" ");
  return (Number(fields[11]) + Number(fields[12])) * 10;
}

const ownCpuMs = () => {
  const used = process.cpuUsage();
  return (used.user + used.system) / 1000;
};

async function capacity(base: string, serverPid: number) {
  const steps = (process.env.LOAD_STEPS ?? "500,1000,1500,2000,3000,4000").split(",").map(Number);
  const stageS = Number(process.env.LOAD_STAGE_SECONDS ?? 40);
  const largest = Math.max(...steps, 300);
  console.log(`Creating ${largest} members…`);
  const members = await createMembers(base, largest);
  const rounds = members.map((member) => new MemberRounds(new LoadStats(), base, member));
  let signedIn = 0;
  let served = 0;
  for (const count of steps) {
    const stats = new LoadStats();
    // Newcomers sign in first, in a phase of their own, so the stage measures members acting, not
    // password hashing (sign-in is scrypt by design, ≈ 0.1 s of a core each).
    const newcomers = members.slice(signedIn, count);
    if (newcomers.length > 0) {
      const joinStats = new LoadStats();
      const joinStarted = performance.now();
      await inBatches(newcomers, 50, (member) => signIn(joinStats, base, member));
      console.log(
        `\n${newcomers.length} sign-ins before the stage of ${count}: ${((performance.now() - joinStarted) / 1000).toFixed(1)} s, ${joinStats.errors} errors`,
      );
    }
    signedIn = Math.max(signedIn, count);
    const active = rounds.slice(0, count);
    for (const member of active) member.stats = stats;
    const serverBefore = serverCpuMs(serverPid);
    const ownBefore = ownCpuMs();
    const stageStarted = performance.now();
    await actEveryTenSeconds(active, performance.now() + stageS * 1000);
    const stageMs = performance.now() - stageStarted;
    const serverMs = serverCpuMs(serverPid) - serverBefore;
    const memberRounds = stats.byStep.dashboard?.requests ?? 0;
    const perRound = memberRounds > 0 ? serverMs / memberRounds : 0;
    // Sign-in is scrypt by design (≈ 0.1 s): shown on its own line, not held to the budget.
    const p99 = stats.percentile(0.99, ACTING_STEPS);
    const ok = stats.errors === 0 && p99 <= P99_BUDGET_MS;
    console.log(
      `\n${count} active members, ${stageS} s: ${stats.requests} requests (${Math.round(stats.requests / stageS)}/s), ${stats.errors} errors, p99 ${p99.toFixed(1)} ms (sign-in aside) — ${ok ? "served" : "over budget"}`,
    );
    console.log(
      `  app server CPU ${perRound.toFixed(2)} ms per member round (${memberRounds} rounds); one core serves ${perRound > 0 ? Math.floor(ROUND_EVERY_MS / perRound) : "—"} members at one round per 10 s; load generator used ${((100 * (ownCpuMs() - ownBefore)) / stageMs).toFixed(0)} % of a core`,
    );
    stats.print();
    if (!ok) break;
    served = count;
  }
  console.log(
    `\nLargest number of active members served at p99 ≤ ${P99_BUDGET_MS} ms with no errors: ${served}`,
  );

  // Sign-in burst: 200 members sign in at once while 100 others keep reading their day.
  const readers = members.slice(0, 100);
  const burst = members.slice(100, 300);
  const burstStats = new LoadStats();
  let bursting = true;
  const reading = Promise.all(
    readers.map(async (member) => {
      while (bursting) {
        await readDay(burstStats, base, member);
        await sleep(100);
      }
    }),
  );
  await sleep(500);
  const started = performance.now();
  await Promise.all(burst.map((member) => signIn(burstStats, base, member)));
  const burstMs = performance.now() - started;
  bursting = false;
  await reading;
  console.log(
    `\nSign-in burst: 200 sign-ins in ${burstMs.toFixed(0)} ms; day read p99 ${burstStats.percentile(0.99, ["day read"]).toFixed(1)} ms during the burst`,
  );
  burstStats.print();
  return served > 0 && burstStats.errors === 0;
}

async function main() {
  if (!existsSync("dist/server/main.js")) execSync("npm run build", { stdio: "inherit" });
  const dataDir = mkdtempSync(join(tmpdir(), "g2g-load-"));
  let server: Started | undefined;
  try {
    // `LOAD_PROFILE=dir`: the server writes a V8 CPU profile of the run there, as `npm run bench` does.
    const profile = process.env.LOAD_PROFILE
      ? ["--cpu-prof", `--cpu-prof-dir=${process.env.LOAD_PROFILE}`]
      : [];
    server = await startNode(
      [...profile, "dist/server/main.js"],
      {
        DATA_DIR: dataDir,
        DEV_MAILBOX: "1",
        TRUST_PROXY: "1",
        PAYMENT_PROVIDER: "local",
        NODE_ENV: "production",
      },
      "/healthz",
    );
    console.log(`${MODE} mode on ${process.env.DATABASE_URL ? "PostgreSQL" : "PGlite"}`);
    const ok =
      MODE === "capacity"
        ? await capacity(server.url, server.process.pid as number)
        : await pressure(server.url);
    if (!ok) process.exitCode = 1;
  } finally {
    await server?.stop();
    rmSync(dataDir, { recursive: true, force: true });
  }
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
