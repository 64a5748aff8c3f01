import { sql } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { databaseBefore } from "../support/database-before";

// Migration 0013 (docs/architecture.md, "The console") fills the console's summaries from the rows a database
// already holds: a database migrated to 0012 is filled, then brought to 0013.

describe("the console summaries' migration on a database with members", () => {
  it("counts the members, trials and active weeks already there", async () => {
    const { db, migrateRest, close } = await databaseBefore(13);
    await db.execute(sql`
      insert into "user" (id, name, email, email_verified, created_at) values
        ('u-trial', 'Tia', 'tia@example.test', true, '2026-11-24T10:00:00Z'),
        ('u-paid', 'Pam', 'pam@example.test', true, '2026-11-03T10:00:00Z'),
        ('u-free', 'Fay', 'fay@example.test', true, '2026-11-25T10:00:00Z')`);
    await db.execute(sql`
      insert into subscription_history (user_id, at, from_status, to_status, plan, period, cause) values
        ('u-paid', '2026-11-03T11:00:00Z', 'none', 'trialing', 'Grace Flow', 'monthly', 'checkout'),
        ('u-paid', '2026-11-10T11:00:00Z', 'trialing', 'active', 'Grace Flow', 'monthly', 'end_trial'),
        ('u-paid', '2026-11-11T11:00:00Z', 'active', 'canceled', null, null, 'cancel'),
        ('u-trial', '2026-11-24T11:00:00Z', 'none', 'trialing', 'Grace Flow', 'monthly', 'checkout')`);
    await db.execute(sql`
      insert into member_activity (user_id, last_active_at, active_weeks) values ('u-paid', '2026-11-20T09:00:00Z', 5)`);

    await migrateRest();

    const rows = async (statement: ReturnType<typeof sql>) => (await db.execute(statement)).rows;
    expect(await rows(sql`select week::text, members from joined_weeks order by 1`)).toEqual([
      { week: "2026-11-02", members: 1 },
      { week: "2026-11-23", members: 2 },
    ]);
    expect(await rows(sql`select join_week::text from member_activity`)).toEqual([
      { join_week: "2026-11-02" },
    ]);
    expect(
      await rows(sql`select join_week::text, weeks_after, members from cohort_activity order by 2`),
    ).toEqual([
      { join_week: "2026-11-02", weeks_after: 0, members: 1 },
      { join_week: "2026-11-02", weeks_after: 2, members: 1 },
    ]);
    expect(
      await rows(sql`select kind, starts::text, new_paid, canceled, paid_canceled, became_paid, stopped_paying
        from subscription_periods where kind = 'month'`),
    ).toEqual([
      {
        kind: "month",
        starts: "2026-11-01",
        new_paid: 1,
        canceled: 1,
        paid_canceled: 1,
        became_paid: 0,
        stopped_paying: 0,
      },
    ]);
    expect(
      await rows(
        sql`select starts::text, new_paid, canceled from subscription_periods where kind = 'week' order by 1`,
      ),
    ).toEqual([{ starts: "2026-11-09", new_paid: 1, canceled: 1 }]);
    expect(
      await rows(sql`select user_id, converted_at is not null as converted, ended_at is not null as ended
        from member_trials order by 1`),
    ).toEqual([
      { user_id: "u-paid", converted: true, ended: false },
      { user_id: "u-trial", converted: false, ended: false },
    ]);

    // From here on the triggers keep them: a new member counts in her week at once.
    await db.execute(sql`
      insert into "user" (id, name, email, email_verified, created_at) values ('u-new', 'Nia', 'nia@example.test', true, '2026-11-26T10:00:00Z')`);
    expect(await rows(sql`select members from joined_weeks where week = '2026-11-23'`)).toEqual([
      { members: 3 },
    ]);
    await close();
  });
});
