// The app on a primary and a streaming replica (started by scripts/replica-check.sh; docs/deploy.md, "Read
// replicas"): a member's save is read back at once, the console's member list comes from the replica and
// catches up, and how far the replica trails a save.

import pg from "pg";
import type { AdminMembersPage } from "../src/domain/admin-console";
import { bootstrap } from "../src/server/bootstrap";
import { loadConfig } from "../src/server/config";
import { newMember } from "../tests/support/billing-members";
import { ADMIN_EMAIL, inProcessApp, ORIGIN } from "../tests/support/test-app";

const { PRIMARY_URL, REPLICA_URL } = process.env;
if (!PRIMARY_URL || !REPLICA_URL) throw new Error("run through scripts/replica-check.sh");

const config = loadConfig({
  NODE_ENV: "test",
  DEV_MAILBOX: "1",
  ADMIN_EMAIL,
  PAYMENT_PROVIDER: "local",
  BETTER_AUTH_SECRET: "replica-check-replica-check-replica-check",
  DATABASE_URL: PRIMARY_URL,
  DATABASE_REPLICA_URL: REPLICA_URL,
});
const deps = await bootstrap(config, { inMemoryDatabase: true, log: () => undefined });
const t = inProcessApp(deps, () => deps.database.close());
const replica = new pg.Client({ connectionString: REPLICA_URL });
await replica.connect();
const line = (text: string) => console.log(`  ${text}`);

try {
  line(`database: ${deps.database.description}`);
  const { rows: recovery } = await replica.query("select pg_is_in_recovery() as standby");
  line(`the replica is a standby: ${recovery[0]?.standby}`);

  const admin = await newMember(t, ADMIN_EMAIL, "Admin");
  const ana = await newMember(t, "ana@example.test", "Ana");
  const listed = (await (
    await t.request("/api/admin/members", { cookie: admin.cookie })
  ).json()) as AdminMembersPage;
  line(`the console's member list (from the replica) right after the two sign-ups: ${listed.members.length}`);

  // Each save read back at once through the app (the primary), and the time until the replica has it.
  const lags: number[] = [];
  let readBack = 0;
  for (let revision = 0; revision < 50; revision++) {
    const value = `Save ${revision + 1}.`;
    const saved = await t.request("/api/journal/1", {
      method: "PUT",
      cookie: ana.cookie,
      headers: { origin: ORIGIN },
      json: { value, baseRevision: revision },
    });
    const at = performance.now();
    if (saved.status !== 200) throw new Error(`save answered ${saved.status}`);
    const read = (await (await t.request("/api/journal/1", { cookie: ana.cookie })).json()) as {
      value: string;
    };
    if (read.value === value) readBack++;
    for (;;) {
      const { rows } = await replica.query(
        "select revision from journal_entries where user_id = $1 and day = 1",
        [ana.id],
      );
      if (Number(rows[0]?.revision) === revision + 1) break;
    }
    lags.push(performance.now() - at);
  }
  lags.sort((a, b) => a - b);
  line(`her save read back at once: ${readBack} of 50`);
  line(
    `the replica had each save after: p50 ${lags[25]?.toFixed(1)} ms, p90 ${lags[45]?.toFixed(1)} ms, max ${lags[49]?.toFixed(1)} ms`,
  );
  const exported = await t.request("/api/admin/members?format=csv", { cookie: admin.cookie });
  line(`the console's export (which writes to the audit log on the primary): ${exported.status}`);
} finally {
  await replica.end();
  await t.close();
}
