import { sql } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { databaseBefore } from "../support/database-before";

// Migration 0006 (docs/architecture.md, "The console") backfills the subscription history and member activity
// from the rows a database already holds: a database migrated to 0005 is filled, then brought to 0006.

describe("the console's migration on a database with members", () => {
  it("records each existing subscription and each member's progress", async () => {
    // The database as it stood before the console: every migration from 0006_console on is held back.
    const { db, migrateRest, close } = await databaseBefore(6);
    await db.execute(sql`
      insert into "user" (id, name, email, email_verified, created_at) values
        ('u-trial', 'Tia', 'tia@example.test', true, now() - interval '3 days'),
        ('u-paid', 'Pam', 'pam@example.test', true, now() - interval '40 days'),
        ('u-free', 'Fay', 'fay@example.test', true, now() - interval '2 days')`);
    await db.execute(sql`
      insert into subscribers (user_id, email, subscribed, subscription_tier, status, is_annual, subscription_end, trial_used_at, updated_at) values
        ('u-trial', 'tia@example.test', true, 'Grace Flow', 'trialing', false, now() + interval '4 days', now() - interval '3 days', now() - interval '3 days'),
        ('u-paid', 'pam@example.test', true, 'Grace Journey', 'active', true, now() + interval '300 days', now() - interval '40 days', now() - interval '33 days')`);
    await db.execute(sql`
      insert into journal_entries (user_id, day, content, completed_at, updated_at) values
        ('u-paid', 1, 'one', now() - interval '30 days', now() - interval '30 days'),
        ('u-paid', 2, 'two', now() - interval '29 days', now() - interval '29 days'),
        ('u-paid', 3, 'three', null, now() - interval '20 days')`);

    await migrateRest();

    const history = (
      await db.execute(
        sql`select user_id, from_status, to_status, plan, period, cause from subscription_history order by user_id, at`,
      )
    ).rows;
    expect(history).toEqual([
      {
        user_id: "u-paid",
        from_status: "none",
        to_status: "trialing",
        plan: "Grace Journey",
        period: "annual",
        cause: "backfill",
      },
      {
        user_id: "u-paid",
        from_status: "trialing",
        to_status: "active",
        plan: "Grace Journey",
        period: "annual",
        cause: "backfill",
      },
      {
        user_id: "u-trial",
        from_status: "none",
        to_status: "trialing",
        plan: "Grace Flow",
        period: "monthly",
        cause: "backfill",
      },
    ]);
    const activity = (
      await db.execute(
        sql`select user_id, days_completed, last_completed_day from member_activity order by user_id`,
      )
    ).rows;
    expect(activity).toEqual([{ user_id: "u-paid", days_completed: 2, last_completed_day: 2 }]);

    // From here on the triggers keep it: a new completion counts at once.
    await db.execute(
      sql`update journal_entries set completed_at = now() where user_id = 'u-paid' and day = 3`,
    );
    const [after] = (await db.execute(sql`select days_completed, last_completed_day from member_activity`))
      .rows;
    expect(after).toEqual({ days_completed: 3, last_completed_day: 3 });
    await close();
  });
});
