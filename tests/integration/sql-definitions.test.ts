import { readdirSync, readFileSync } from "node:fs";
import { join } from "node:path";
import { sql } from "drizzle-orm";
import fc from "fast-check";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { type MemberStatus, memberStatuses } from "../../src/domain/admin-console";
import { memberStatusOf, statusIs } from "../../src/server/admin/member-status";
import { sqlDefinitions } from "../../src/server/db/sql-definitions";
import { createTestApp, type TestApp } from "../support/test-app";
import { testDatabaseKinds } from "../support/test-databases";

// docs/architecture.md, "Rules in SQL": the current definition of every function and trigger lives in
// src/server/db/sql (written by `npm run db:sql`), and the database the migrations build holds exactly those;
// the console's one status rule, stated in SQL and in TypeScript, says the same of every row.

const dir = join(import.meta.dirname, "../../src/server/db/sql");
const kept = new Map(
  readdirSync(dir)
    .filter((file) => file.endsWith(".sql") && file !== "triggers.sql")
    .map((file) => [file.replace(/\.sql$/, ""), readFileSync(join(dir, file), "utf8")]),
);
const keptTriggers = readFileSync(join(dir, "triggers.sql"), "utf8");

describe.each(testDatabaseKinds)("the rules in SQL on %s", (kind) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp(kind);
  });
  afterAll(() => t.close());

  it("holds each function and trigger exactly as src/server/db/sql writes it (npm run db:sql after a migration)", async () => {
    const { functions, triggers } = await sqlDefinitions(t.deps.database.db);
    expect([...functions.keys()]).toEqual([...kept.keys()].sort());
    for (const [name, definition] of functions) expect(definition, name).toBe(kept.get(name));
    expect(triggers).toBe(keptTriggers);
  });

  it("sorts every subscribers row into the same console status in SQL (statusIs) as in code (memberStatusOf)", async () => {
    const now = new Date("2026-06-15T12:00:00Z");
    const row = fc.record({
      status: fc.constantFrom(
        null,
        "none",
        "incomplete",
        "incomplete_expired",
        "trialing",
        "active",
        "past_due",
        "paused",
        "gift",
        "canceled",
        "unpaid",
        "comped",
      ),
      end: fc.option(
        fc.date({
          min: new Date("2026-06-14T00:00:00Z"),
          max: new Date("2026-06-17T00:00:00Z"),
          noInvalidDate: true,
        }),
      ),
    });
    await fc.assert(
      fc.asyncProperty(fc.array(row, { minLength: 1, maxLength: 12 }), async (rows) => {
        const values = sql.join(
          rows.map(
            (r, i) => sql`(${i}::int, ${r.status}::text, ${r.end?.toISOString() ?? null}::timestamptz)`,
          ),
          sql`, `,
        );
        const hits = sql.join(
          memberStatuses.map((status) => sql`case when ${statusIs(status, now)} then ${status} end`),
          sql`, `,
        );
        const result = (await t.deps.database.db.execute(
          sql`select i, array_remove(array[${hits}]::text[], null) as statuses
              from (values ${values}) as subscribers(i, status, subscription_end) order by i`,
        )) as unknown as { rows: { i: number; statuses: MemberStatus[] }[] };
        for (const { i, statuses } of result.rows) {
          const r = rows[i] as (typeof rows)[number];
          expect(statuses, JSON.stringify(r)).toEqual([memberStatusOf(r.status, r.end, now)]);
        }
      }),
      { numRuns: 60 },
    );
  });
});
