import { createTestApp, signUpVerified } from "../tests/support/test-app";

// `npx tsx scripts/journey-cpu.ts`: the CPU time one dashboard read (`GET /api/journey`) and one day
// read cost in-process, measured with process.cpuUsage() around many app.request calls (bench/README.md).
// PGlite in memory, or PostgreSQL with TEST_DATABASE_URL. JOURNEY_CPU_REQUESTS changes the count.

const REQUESTS = Number(process.env.JOURNEY_CPU_REQUESTS ?? 3000);

async function main() {
  const kind = process.env.TEST_DATABASE_URL ? "postgres" : "pglite";
  const t = await createTestApp(kind);
  try {
    const cookie = await signUpVerified(t, "dashboard@example.test");
    for (const day of [1, 2, 3]) {
      await t.request(`/api/journal/${day}/complete`, { method: "POST", cookie, ip: "192.0.2.1" });
    }
    // The day read, a cached route with no SQL, is the yardstick: the same harness's cost around a route.
    for (const path of ["/api/journey", "/api/journey/days/1"]) {
      const read = async () => {
        const res = await t.request(path, { cookie, ip: "192.0.2.1", background: "leave" });
        if (res.status !== 200) throw new Error(`GET ${path} answered ${res.status}`);
        await res.text();
      };
      for (let i = 0; i < 300; i++) await read(); // warm-up: JIT and caches
      const started = process.cpuUsage();
      const wall = performance.now();
      for (let i = 0; i < REQUESTS; i++) await read();
      const used = process.cpuUsage(started);
      const cpuMs = (used.user + used.system) / 1000 / REQUESTS;
      const wallMs = (performance.now() - wall) / REQUESTS;
      console.log(
        `${kind}: GET ${path} ${cpuMs.toFixed(3)} ms CPU, ${wallMs.toFixed(3)} ms wall per request (${REQUESTS})`,
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
