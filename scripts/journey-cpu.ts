import { CACHED_COPY_MEAN_TTL_MS } from "../src/server/db/change-feed";
import { createTestApp, signUpVerified, type TestApp } from "../tests/support/test-app";
import { ROUND_EVERY_MS, roundCheckIn } from "./load-traffic";

// `npx tsx scripts/journey-cpu.ts`: the CPU time one dashboard read (`GET /api/journey`), one day read
// and one member round (dashboard, day read, reflection save, check-in, tool update: what `npm run
// load` sends) cost in-process, measured with process.cpuUsage() around many app.request calls
// (bench/README.md). PGlite in memory, or PostgreSQL with TEST_DATABASE_URL. JOURNEY_CPU_REQUESTS
// changes the count.

const REQUESTS = Number(process.env.JOURNEY_CPU_REQUESTS ?? 3000);
const ROUNDS = Math.ceil(REQUESTS / 5);
const IP = "192.0.2.1";

/** CPU (ms) per call of `task` over `count` calls, after `count / 10` unmeasured ones. */
async function cpuPer(count: number, task: () => Promise<void>): Promise<number> {
  for (let i = 0; i < count / 10; i++) await task(); // warm-up: JIT and caches
  const started = process.cpuUsage();
  for (let i = 0; i < count; i++) await task();
  const used = process.cpuUsage(started);
  return (used.user + used.system) / 1000 / count;
}

/** One member's round as `npm run load` sends it, revisions carried over as the app's sync does. */
function memberRound(t: TestApp, cookie: string) {
  const revisions: Record<string, number> = {};
  let round = 0;
  const call = async (path: string, method = "GET", value?: unknown) => {
    const sent =
      value === undefined ? undefined : JSON.stringify({ value, baseRevision: revisions[path] ?? 0 });
    // With its length, as a browser and `npm run load` send a body: the size check reads the header.
    const headers = sent
      ? { "content-type": "application/json", "content-length": String(Buffer.byteLength(sent)) }
      : undefined;
    const res = await t.request(path, { method, body: sent, headers, cookie, ip: IP, background: "leave" });
    if (res.status !== 200) throw new Error(`${method} ${path} answered ${res.status}`);
    const body = await res.text();
    if (sent) revisions[path] = JSON.parse(body).revision;
  };
  return async () => {
    round++;
    await call("/api/journey");
    await call("/api/journey/days/1");
    await call("/api/journal/1", "PUT", `Round ${round}: what I noticed today.`);
    await call(`/api/check-ins/${new Date().toISOString().slice(0, 10)}`, "PUT", roundCheckIn(round));
    await call("/api/tools/askForHelp", "PUT", {
      checkedItems: { [String(round % 10)]: true },
      reflection: `Round ${round}`,
    });
  };
}

async function main() {
  const kind = process.env.TEST_DATABASE_URL ? "postgres" : "pglite";
  // A round is three writes: past a person's 300 a minute here, as in `npm run bench`.
  const t = await createTestApp(kind, { WRITES_PER_MINUTE: "100000000" });
  try {
    const cookie = await signUpVerified(t, "dashboard@example.test");
    for (const day of [1, 2, 3]) {
      await t.request(`/api/journal/${day}/complete`, { method: "POST", cookie, ip: IP });
    }
    // The day read, a cached route with no SQL, is the yardstick: the same harness's cost around a route.
    for (const path of ["/api/journey", "/api/journey/days/1"]) {
      const cpuMs = await cpuPer(REQUESTS, async () => {
        const res = await t.request(path, { cookie, ip: IP, background: "leave" });
        if (res.status !== 200) throw new Error(`GET ${path} answered ${res.status}`);
        await res.text();
      });
      console.log(`${kind}: GET ${path} ${cpuMs.toFixed(3)} ms CPU per request (${REQUESTS})`);
    }
    const round = memberRound(t, cookie);
    console.log(
      `${kind}: member round ${(await cpuPer(ROUNDS, round)).toFixed(3)} ms CPU (${ROUNDS}, caches warm)`,
    );
    // A member acting every 10 s finds her session in the server's cache for four and a half minutes
    // on average (CACHED_COPY_MEAN_TTL_MS): one round in 27 resolves it through better-auth. Each
    // round resolving it is the cost before issue 30, when the cache kept a session 10 s.
    const roundsPerSession = Math.round(CACHED_COPY_MEAN_TTL_MS / ROUND_EVERY_MS);
    let rounds = 0;
    for (const [every, what] of [
      [roundsPerSession, `session resolved once in ${roundsPerSession} rounds, as every 10 s`],
      [1, "session resolved anew each round"],
    ] as const) {
      const roundTenSecondsLater = async () => {
        if (rounds++ % every === 0) await t.deps.sessions.clear();
        await round();
      };
      console.log(
        `${kind}: member round ${(await cpuPer(ROUNDS, roundTenSecondsLater)).toFixed(3)} ms CPU (${ROUNDS}, ${what})`,
      );
    }
  } finally {
    await t.close();
  }
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
