import { execSync } from "node:child_process";
import { existsSync, mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import {
  createVerifiedMember as createMember,
  type Started,
  startNode,
} from "../tests/support/server-process";

// `npm run load`: MEMBERS simulated members for DURATION seconds, each signing in and then cycling
// through the dashboard, a day, a reflection save, a check-in and a tool update, as a person would.
// Prints requests, errors (anything but the expected status) and latency percentiles.

const MEMBERS = Number(process.env.LOAD_MEMBERS ?? 200);
const DURATION_S = Number(process.env.LOAD_DURATION ?? 60);

interface Stats {
  requests: number;
  errors: number;
  latencies: number[];
  byStep: Record<string, { requests: number; errors: number; latencies: number[] }>;
  firstErrors: string[];
}

const stats: Stats = { requests: 0, errors: 0, latencies: [], byStep: {}, firstErrors: [] };

async function call(step: string, url: string, init: RequestInit, expected = 200) {
  const started = performance.now();
  let status = 0;
  let body = "";
  try {
    const res = await fetch(url, init);
    status = res.status;
    body = await res.text();
  } catch (error) {
    body = String(error);
  }
  const elapsed = performance.now() - started;
  stats.latencies.push(elapsed);
  stats.requests++;
  stats.byStep[step] ??= { requests: 0, errors: 0, latencies: [] };
  const entry = stats.byStep[step];
  entry.requests++;
  entry.latencies.push(elapsed);
  if (status !== expected) {
    stats.errors++;
    entry.errors++;
    if (stats.firstErrors.length < 5) stats.firstErrors.push(`${step}: ${status} ${body.slice(0, 200)}`);
  }
  return { status, body };
}

async function simulateMember(base: string, index: number, cookie: string, email: string, until: number) {
  const ip = `10.20.${Math.floor(index / 250)}.${(index % 250) + 1}`;
  const headers = { origin: base, "x-forwarded-for": ip, "content-type": "application/json" };
  // Sign in as a returning member would; the cookie from verification stays valid too.
  await call("sign-in", `${base}/api/auth/sign-in/email`, {
    method: "POST",
    headers,
    body: JSON.stringify({ email, password: "bench-pass-1" }),
  });
  const authed = { ...headers, cookie };
  const day = (index % 5) + 1;
  const date = new Date().toISOString().slice(0, 10);
  let journalRevision = 0;
  let checkInRevision = 0;
  let toolRevision = 0;
  let round = 0;
  while (performance.now() < until) {
    round++;
    await call("dashboard", `${base}/api/journey`, { headers: authed });
    await call("day read", `${base}/api/journey/days/${day}`, { headers: authed });
    const saved = await call("reflection save", `${base}/api/journal/${day}`, {
      method: "PUT",
      headers: authed,
      body: JSON.stringify({ value: `Round ${round}: what I noticed today.`, baseRevision: journalRevision }),
    });
    if (saved.status === 200) journalRevision = JSON.parse(saved.body).revision;
    const checkIn = await call("check-in", `${base}/api/check-ins/${date}`, {
      method: "PUT",
      headers: authed,
      body: JSON.stringify({
        value: {
          mood: "peaceful",
          energy: "medium",
          gratitude: "A slow breakfast.",
          challenge: `Round ${round}`,
          intention: "Leave on time.",
          timestamp: new Date().toISOString(),
        },
        baseRevision: checkInRevision,
      }),
    });
    if (checkIn.status === 200) checkInRevision = JSON.parse(checkIn.body).revision;
    const tool = await call("tool update", `${base}/api/tools/askForHelp`, {
      method: "PUT",
      headers: authed,
      body: JSON.stringify({
        value: { checkedItems: { [String(round % 10)]: true }, reflection: `Round ${round}` },
        baseRevision: toolRevision,
      }),
    });
    if (tool.status === 200) toolRevision = JSON.parse(tool.body).revision;
  }
}

const percentile = (sorted: number[], p: number) =>
  sorted[Math.min(sorted.length - 1, Math.floor(sorted.length * p))] ?? 0;

async function main() {
  if (!existsSync("dist/server/main.js")) execSync("npm run build", { stdio: "inherit" });
  const dataDir = mkdtempSync(join(tmpdir(), "g2g-load-"));
  let server: Started | undefined;
  try {
    server = await startNode(
      ["dist/server/main.js"],
      {
        DATA_DIR: dataDir,
        DEV_MAILBOX: "1",
        TRUST_PROXY: "1",
        PAYMENT_PROVIDER: "local",
        NODE_ENV: "production",
      },
      "/healthz",
    );
    const database = process.env.DATABASE_URL ? "PostgreSQL" : "PGlite";
    console.log(`Creating ${MEMBERS} members on ${database}…`);
    const members: { email: string; cookie: string }[] = [];
    for (let i = 0; i < MEMBERS; i++) {
      const email = `load-${i}@load.test`;
      members.push({
        email,
        cookie: await createMember(server.url, email, `10.30.${Math.floor(i / 250)}.${(i % 250) + 1}`),
      });
    }
    console.log(`Driving ${MEMBERS} members for ${DURATION_S} s…`);
    const until = performance.now() + DURATION_S * 1000;
    const base = server.url;
    await Promise.all(members.map((m, i) => simulateMember(base, i, m.cookie, m.email, until)));
    const sorted = stats.latencies.sort((a, b) => a - b);
    console.log(`\n${database}: ${MEMBERS} members, ${DURATION_S} s`);
    console.log(
      `requests ${stats.requests} (${Math.round(stats.requests / DURATION_S)}/s), errors ${stats.errors}`,
    );
    console.log(
      `latency p50 ${percentile(sorted, 0.5).toFixed(1)} ms, p99 ${percentile(sorted, 0.99).toFixed(1)} ms, max ${(sorted.at(-1) ?? 0).toFixed(1)} ms`,
    );
    for (const [step, s] of Object.entries(stats.byStep)) {
      const steps = s.latencies.sort((a, b) => a - b);
      console.log(
        `  ${step}: ${s.requests} requests, ${s.errors} errors, p50 ${percentile(steps, 0.5).toFixed(1)} ms, p99 ${percentile(steps, 0.99).toFixed(1)} ms`,
      );
    }
    for (const line of stats.firstErrors) console.log(`  first errors: ${line}`);
    if (stats.errors > 0) process.exitCode = 1;
  } finally {
    await server?.stop();
    rmSync(dataDir, { recursive: true, force: true });
  }
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
