import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { count, eq, sql } from "drizzle-orm";
import { bootstrap } from "../src/server/bootstrap";
import { loadConfig } from "../src/server/config";
import { journalEntries, subscribers, user } from "../src/server/db/schema";
import { inProcessApp, signUpVerified, type TestApp } from "../tests/support/test-app";
import { explainPlan, type RecordedQuery, recordQueries } from "./bench-scale-queries";

// `npm run bench:scale`: the app at the size of a busy year. Seeds PostgreSQL (DATABASE_URL, which
// must name an empty database) or else PGlite in a temporary data dir with SCALE_MEMBERS members,
// SCALE_ENTRIES journal entries and SCALE_CHECKINS check-ins in a few set-based statements, then
// times the dashboard, the day read, a reflection save and the admin pages through the app
// (in-process: the figures are the server's own time) and prints the plan of every statement slower
// than SLOW_MS. Writes bench/results/scale-pglite.md (or scale-postgres.md).

const MEMBERS = Number(process.env.SCALE_MEMBERS ?? 100_000);
const ENTRIES = Number(process.env.SCALE_ENTRIES ?? 2_000_000);
const CHECKINS = Number(process.env.SCALE_CHECKINS ?? 500_000);
const SAMPLES = Number(process.env.SCALE_SAMPLES ?? 30);
const SLOW_MS = 5;
const ADMIN = "admin@scale.test";
const ORIGIN = "http://localhost:3000";
/** Members joined one every five minutes, back from now: 100,000 span about a year. */
const JOIN_SPREAD_SECONDS = 300;

async function timed<T>(label: string, work: () => Promise<T>): Promise<T> {
  const started = performance.now();
  const result = await work();
  console.log(`  ${label}: ${((performance.now() - started) / 1000).toFixed(1)} s`);
  return result;
}

/** Members, their subscriptions, journal entries and check-ins, with triggers off, then the counters recounted. */
async function seed(t: TestApp) {
  const { db } = t.deps.database;
  const entriesPerMember = Math.max(1, Math.min(75, Math.round(ENTRIES / MEMBERS)));
  const checkInsPerMember = Math.max(1, Math.round(CHECKINS / MEMBERS));
  console.log(
    `Seeding ${MEMBERS} members × ${entriesPerMember} journal entries and ${checkInsPerMember} check-ins each:`,
  );
  await db.transaction(async (tx) => {
    // A bulk load: no per-row triggers (foreign-key checks and the admin counters); recounted below.
    await tx.execute(sql`set local session_replication_role = replica`);
    await timed("members", () =>
      tx.execute(sql`
        insert into "user" (id, name, email, email_verified, created_at, updated_at)
        select 'seed-' || g, 'Seed Member ' || g, 'seed' || g || '@scale.test', true,
               now() - make_interval(secs => g * ${JOIN_SPREAD_SECONDS}), now() - make_interval(secs => g * ${JOIN_SPREAD_SECONDS})
        from generate_series(1, ${MEMBERS}) g`),
    );
    await timed("subscriptions (one member in five)", () =>
      tx.execute(sql`
        insert into subscribers (user_id, email, subscribed, subscription_tier, status, subscription_end)
        select 'seed-' || g, 'seed' || g || '@scale.test', true,
               (array['Grace Flow', 'Grace Journey', 'Grace Collective'])[1 + g % 3], 'active',
               now() + interval '20 days'
        from generate_series(5, ${MEMBERS}, 5) g`),
    );
    // The console's history: every subscriber's trial a week before her conversion, spread over the last
    // 120 days; one in ten of them cancelled since, and one member in 25 still in a trial.
    await timed("subscription history", () =>
      tx.execute(sql`
        insert into subscription_history (user_id, at, from_status, to_status, plan, period, cause)
        select 'seed-' || g, now() - make_interval(days => 7 + g % 120), 'none', 'trialing',
               (array['Grace Flow', 'Grace Journey', 'Grace Collective'])[1 + g % 3], 'monthly', 'checkout'
        from generate_series(5, ${MEMBERS}, 5) g
        union all
        select 'seed-' || g, now() - make_interval(days => g % 120), 'trialing', 'active',
               (array['Grace Flow', 'Grace Journey', 'Grace Collective'])[1 + g % 3], 'monthly', 'renewal'
        from generate_series(5, ${MEMBERS}, 5) g
        union all
        select 'seed-' || g, now() - make_interval(days => g % 40), 'active', 'canceled',
               (array['Grace Flow', 'Grace Journey', 'Grace Collective'])[1 + g % 3], 'monthly', 'cancel'
        from generate_series(50, ${MEMBERS}, 50) g`),
    );
    await timed("cancelled and trialing subscriptions", async () => {
      await tx.execute(sql`update subscribers set status = 'canceled', subscribed = false, subscription_tier = null
        where user_id in (select 'seed-' || g from generate_series(50, ${MEMBERS}, 50) g)`);
      await tx.execute(sql`
        insert into subscribers (user_id, email, subscribed, subscription_tier, status, subscription_end)
        select 'seed-' || g, 'seed' || g || '@scale.test', true, 'Grace Flow', 'trialing', now() + interval '3 days'
        from generate_series(3, ${MEMBERS}, 25) g where g % 5 <> 0`);
    });
    await timed("journal entries", () =>
      tx.execute(sql`
        insert into journal_entries (user_id, day, content, revision, completed_at, created_at, updated_at)
        select 'seed-' || m, d, 'A seeded reflection for day ' || d || ', a few sentences long, as most are.', 1,
               case when d % 4 <> 0 then now() - make_interval(days => m % 60) end, now() - make_interval(days => m % 60), now() - make_interval(days => m % 60)
        from generate_series(1, ${MEMBERS}) m, generate_series(1, ${entriesPerMember}) d`),
    );
    await timed("check-ins", () =>
      tx.execute(sql`
        insert into check_ins (user_id, date, mood, energy, gratitude, challenge, intention, saved_at)
        select 'seed-' || m, date '2026-01-01' + d, 'peaceful', (array['low', 'medium', 'high'])[1 + (m + d) % 3],
               'Morning tea', 'Too many e-mails', 'A short walk', now() - make_interval(days => m % 60)
        from generate_series(1, ${MEMBERS}) m, generate_series(1, ${checkInsPerMember}) d`),
    );
  });
  await timed("counters recounted", () => db.execute(sql`select refresh_app_counters()`));
  await timed("member activity recounted", () => db.execute(sql`select refresh_member_activity()`));
  await timed("console summaries recounted", () => db.execute(sql`select refresh_console_summaries()`));
  // As a database that has run a while: autovacuum has merged the GIN indexes' pending entries (the
  // member search's trigram indexes) and marked pages all-visible for index-only scans.
  await timed("vacuum analyze", () => db.execute(sql`vacuum analyze`));
}

interface Timing {
  name: string;
  p50: number;
  p95: number;
  max: number;
  queriesPerRequest: number;
  queries: RecordedQuery[];
}

/** Runs `request` SAMPLES times after a warm-up; its latency percentiles and the SQL it ran. */
async function measure(t: TestApp, name: string, request: () => Promise<Response>): Promise<Timing> {
  for (let i = 0; i < 3; i++) {
    const res = await request();
    if (!res.ok) throw new Error(`${name}: ${res.status} ${await res.text()}`);
  }
  const recorder = recordQueries(t.deps.database);
  const times: number[] = [];
  for (let i = 0; i < SAMPLES; i++) {
    const started = performance.now();
    const res = await request();
    await res.arrayBuffer();
    times.push(performance.now() - started);
  }
  const queries = recorder.stop();
  times.sort((a, b) => a - b);
  const at = (q: number) =>
    Number((times[Math.min(times.length - 1, Math.floor(q * times.length))] ?? 0).toFixed(2));
  const distinct = [...new Map(queries.map((q) => [q.text, q])).values()];
  return {
    name,
    p50: at(0.5),
    p95: at(0.95),
    max: at(1),
    queriesPerRequest: queries.length / SAMPLES,
    queries: distinct,
  };
}

async function main() {
  const dataDir = mkdtempSync(join(tmpdir(), "g2g-scale-"));
  const databaseUrl = process.env.DATABASE_URL;
  const config = loadConfig({
    NODE_ENV: "production",
    DATA_DIR: dataDir,
    DATABASE_URL: databaseUrl,
    DEV_MAILBOX: "1",
    ADMIN_EMAIL: ADMIN,
    PAYMENT_PROVIDER: "local",
    BETTER_AUTH_SECRET: "scale-bench-secret-scale-bench-secret-0123",
  });
  const deps = await bootstrap(config, { log: () => undefined });
  const t = inProcessApp(deps, () => deps.database.close());
  try {
    const { db } = deps.database;
    const [existing] = await db.select({ n: count() }).from(user);
    if (existing?.n) {
      throw new Error(
        `${deps.database.description} already has ${existing.n} members: give an empty database`,
      );
    }
    console.log(`bench:scale on ${deps.database.description}`);
    const admin = await signUpVerified(t, ADMIN);
    const member = await signUpVerified(t, "member@scale.test");
    await seed(t);
    const countStarted = performance.now();
    await Promise.all([
      db.select({ n: count() }).from(user),
      db.select({ n: count() }).from(subscribers).where(eq(subscribers.subscribed, true)),
      db.select({ n: count() }).from(journalEntries),
    ]);
    const countMs = performance.now() - countStarted;
    console.log(
      `  for comparison, count(*) of the three tables (admin stats before its counters): ${countMs.toFixed(1)} ms`,
    );

    const write = (path: string, json: unknown) =>
      t.request(path, { method: "PUT", cookie: member, headers: { origin: ORIGIN }, json });
    let revision = 0;
    const timings = [
      await measure(t, "dashboard GET /api/journey", () => t.request("/api/journey", { cookie: member })),
      await measure(t, "day read GET /api/journey/days/3", () =>
        t.request("/api/journey/days/3", { cookie: member }),
      ),
      await measure(t, "reflection save PUT /api/journal/3", async () => {
        const res = await write("/api/journal/3", {
          value: `Written at ${Date.now()}`,
          baseRevision: revision,
        });
        revision = ((await res.clone().json()) as { revision: number }).revision;
        return res;
      }),
      await measure(t, "admin stats GET /api/admin/stats", () =>
        t.request("/api/admin/stats", { cookie: admin }),
      ),
      await measure(t, "admin members GET /api/admin/users", () =>
        t.request("/api/admin/users?page=2", { cookie: admin }),
      ),
      await measure(t, "admin search GET /api/admin/users?q=", () =>
        t.request("/api/admin/users?q=seed4242", { cookie: admin }),
      ),
      // The operator's console (issue: p50 ≤ 50 ms each, the overview ≤ 150 ms).
      await measure(t, "console overview GET /api/admin/overview", () =>
        t.request("/api/admin/overview", { cookie: admin }),
      ),
      await measure(t, "console funnel GET /api/admin/funnel", () =>
        t.request("/api/admin/funnel", { cookie: admin }),
      ),
      await measure(t, "console cohorts GET /api/admin/cohorts", () =>
        t.request("/api/admin/cohorts", { cookie: admin }),
      ),
      await measure(t, "console members GET /api/admin/members", () =>
        t.request("/api/admin/members", { cookie: admin }),
      ),
      await measure(t, "console members, second page", async () => {
        const first = (await (await t.request("/api/admin/members", { cookie: admin })).json()) as {
          nextCursor: string;
        };
        return t.request(`/api/admin/members?cursor=${first.nextCursor}`, { cookie: admin });
      }),
      await measure(t, "console members ?status=active", () =>
        t.request("/api/admin/members?status=active", { cookie: admin }),
      ),
      await measure(t, "console members ?status=trialing&trialEndsWithinDays=7", () =>
        t.request("/api/admin/members?status=trialing&trialEndsWithinDays=7", { cookie: admin }),
      ),
      await measure(t, "console members ?inactiveDays=30", () =>
        t.request("/api/admin/members?inactiveDays=30", { cookie: admin }),
      ),
      await measure(t, "console members ?q=seed4242", () =>
        t.request("/api/admin/members?q=seed4242", { cookie: admin }),
      ),
      await measure(t, "console member GET /api/admin/members/:id", () =>
        t.request("/api/admin/members/seed-4245", { cookie: admin }),
      ),
      await measure(t, "console audit GET /api/admin/audit", () =>
        t.request("/api/admin/audit", { cookie: admin }),
      ),
    ];

    const lines = [
      "| request | p50 ms | p95 ms | max ms | SQL statements per request |",
      "|---|---:|---:|---:|---:|",
      ...timings.map((r) => `| ${r.name} | ${r.p50} | ${r.p95} | ${r.max} | ${r.queriesPerRequest} |`),
    ];
    const stats = await (await t.request("/api/admin/stats", { cookie: admin })).json();
    const report = [
      `# bench:scale ${new Date().toISOString()}`,
      "",
      `${deps.database.description}; admin stats ${JSON.stringify(stats)}; ${SAMPLES} requests each, in-process.`,
      `For comparison, count(*) of the three tables (what admin stats did before its counters): ${countMs.toFixed(1)} ms.`,
      "",
      ...lines,
      "",
    ];
    console.log(`\n${lines.join("\n")}\n`);
    for (const timing of timings) {
      for (const query of timing.queries) {
        const plan = await explainPlan(deps.database, query);
        const slow = plan.executionMs > SLOW_MS;
        console.log(
          `${slow ? "SLOW " : ""}${plan.executionMs.toFixed(2)} ms  ${timing.name}: ${query.text.slice(0, 110)}`,
        );
        if (slow) {
          console.log(plan.text);
          report.push(
            `## ${timing.name} (${plan.executionMs.toFixed(2)} ms)`,
            "",
            "```",
            query.text,
            "",
            plan.text,
            "```",
            "",
          );
        }
      }
    }
    mkdirSync("bench/results", { recursive: true });
    writeFileSync(`bench/results/scale-${deps.database.kind}.md`, `${report.join("\n")}\n`);
  } finally {
    await t.close();
    rmSync(dataDir, { recursive: true, force: true });
  }
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
