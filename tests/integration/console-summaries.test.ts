import { eq, sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { AdminCohorts, AdminOverview } from "../../src/domain/admin-console";
import { addDays, isoDate, isoWeekStart, rowsOf } from "../../src/server/admin/sql-rows";
import type { Db } from "../../src/server/db/client";
import { subscribers, user } from "../../src/server/db/schema";
import { json, newMember } from "../support/billing-members";
import { ADMIN_EMAIL, createTestApp, ORIGIN, type TestApp } from "../support/test-app";
import { testDatabaseKinds } from "../support/test-databases";

// The console's kept summaries (migration 0013): after every way a subscription or a member changes, the
// overview and the cohorts answer what they answered when they read the history and every member, and each
// summary equals a recount from the rows themselves.

type Member = Awaited<ReturnType<typeof newMember>>;
const DAY = 86_400_000;

/** The summaries as kept, without rows that have come back to zero. */
async function kept(db: Db) {
  const nonZero = (rows: Record<string, unknown>[]) =>
    rows.filter((row) => Object.values(row).some((value) => typeof value === "number" && value !== 0));
  return {
    joined: nonZero(await rowsOf(db, sql`select week::text, members, departed from joined_weeks order by 1`)),
    cohorts: nonZero(
      await rowsOf(db, sql`select join_week::text, weeks_after, members from cohort_activity order by 1, 2`),
    ),
    periods: nonZero(
      await rowsOf(
        db,
        sql`select kind, starts::text, new_paid, canceled, paid_canceled, became_paid, stopped_paying
          from subscription_periods order by 1, 2`,
      ),
    ),
    trials: await rowsOf(
      db,
      sql`select user_id, started_at::text, converted_at::text, ended_at::text from member_trials order by 1`,
    ),
  };
}

class Recounted extends Error {
  constructor(readonly summaries: Awaited<ReturnType<typeof kept>>) {
    super("recounted");
  }
}

/** The summaries recounted from scratch, in a transaction that is then rolled back. */
async function recounted(db: Db) {
  try {
    await db.transaction(async (tx) => {
      await tx.execute(sql`select refresh_console_summaries()`);
      throw new Recounted(await kept(tx as unknown as Db));
    });
  } catch (error) {
    if (error instanceof Recounted) return error.summaries;
    throw error;
  }
  throw new Error("unreachable");
}

/** What the overview's trials, churn and weekly rows and the cohorts were before the summaries: every row read. */
async function fromEveryRow(db: Db, now: Date) {
  const since = addDays(now, -90).toISOString();
  const [trials] = await rowsOf<AdminOverview["trials"]>(
    db,
    sql`select count(*)::int as started, (count(*) filter (where converted))::int as converted,
        (count(*) filter (where ended and not converted))::int as canceled
      from (select user_id,
          bool_or(to_status = 'trialing' and from_status <> 'trialing') as started,
          bool_or(from_status = 'trialing' and to_status in ('active', 'past_due')) as converted,
          bool_or(from_status = 'trialing' and to_status not in ('trialing', 'active', 'past_due')) as ended
        from subscription_history where at >= ${since}::timestamptz
          and user_id not in (select id from "user" where lower(email) = ${ADMIN_EMAIL})
        group by user_id) t where started`,
  );
  const monthStart = new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), 1));
  const month = await rowsOf<{ first_from: string; last_to: string; canceled: boolean }>(
    db,
    sql`select (array_agg(from_status order by at, id))[1] as first_from,
        (array_agg(to_status order by at desc, id desc))[1] as last_to,
        bool_or(from_status in ('active', 'past_due') and to_status = 'canceled') as canceled
      from subscription_history where at >= ${monthStart.toISOString()}::timestamptz group by user_id`,
  );
  const paid = (status: string) => ["active", "past_due"].includes(status);
  const [paying] = await rowsOf<{ n: number }>(
    db,
    sql`select count(*)::int as n from subscribers where status in ('active', 'past_due')`,
  );
  const paidAtStart =
    (paying?.n ?? 0) -
    month.filter((row) => paid(row.last_to) && !paid(row.first_from)).length +
    month.filter((row) => !paid(row.last_to) && paid(row.first_from)).length;
  const first = addDays(isoWeekStart(now), -7 * 11);
  const weeks = await rowsOf<{ week: string; joined: number; paid: number; canceled: number }>(
    db,
    sql`select to_char(w, 'YYYY-MM-DD') as week,
        (select count(*)::int from "user" where date_trunc('week', created_at at time zone 'UTC') = w
          and email_verified and lower(email) <> ${ADMIN_EMAIL}
          and lower(email) not in (select email from team_members where accepted_at is not null))
          + coalesce((select departed from joined_weeks where week = w::date), 0) as joined,
        (select count(distinct user_id)::int from subscription_history
          where date_trunc('week', at at time zone 'UTC') = w
            and to_status = 'active' and from_status not in ('active', 'past_due')) as paid,
        (select count(distinct user_id)::int from subscription_history
          where date_trunc('week', at at time zone 'UTC') = w and to_status = 'canceled' and from_status <> 'canceled') as canceled
      from generate_series(${isoDate(first)}::timestamp, ${isoDate(first)}::timestamp + interval '77 days', interval '7 days') w
      order by w`,
  );
  const cohortCells = await rowsOf<{ week: string; k: number; members: number; active: number }>(
    db,
    sql`select to_char(week, 'YYYY-MM-DD') as week, k, count(*)::int as members,
        (count(*) filter (where (mask >> k) & 1 = 1))::int as active
      from (select date_trunc('week', u.created_at at time zone 'UTC') as week, coalesce(a.active_weeks, 0) as mask
        from "user" u left join member_activity a on a.user_id = u.id
        where u.created_at >= ${isoDate(first)}::timestamptz and u.email_verified) joined, generate_series(0, 11) k
      group by 1, 2 order by 1, 2`,
  );
  const cohorts = [...new Set(cohortCells.map((cell) => cell.week))].map((week) => {
    const cells = cohortCells.filter((cell) => cell.week === week);
    return { weekStart: week, members: cells[0]?.members ?? 0, active: cells.map((cell) => cell.active) };
  });
  return {
    trials,
    churn: { canceled: month.filter((row) => row.canceled).length, paidAtStart },
    weekly: weeks.map((w) => ({
      weekStart: w.week,
      newMembers: w.joined,
      newPaid: w.paid,
      canceled: w.canceled,
    })),
    cohorts,
  };
}

describe.each(testDatabaseKinds)("the console's kept summaries on %s", (kind) => {
  let t: TestApp;
  let admin: Member;
  const db = () => t.deps.database.db;
  const send = (method: string, path: string, cookie: string, body?: unknown) =>
    t.request(path, { method, cookie, json: body ?? {}, headers: { origin: ORIGIN } });
  const ok = async (res: Promise<Response>) => {
    const answer = await res;
    if (answer.status !== 200) throw new Error(`${answer.status} ${await answer.text()}`);
    return answer;
  };

  /** The console answers as reading every row would, and every summary equals its recount. */
  async function expectFiguresAsFromEveryRow() {
    const overview = await json<AdminOverview>(
      await ok(t.request("/api/admin/overview", { cookie: admin.cookie })),
    );
    const cohorts = await json<AdminCohorts>(
      await ok(t.request("/api/admin/cohorts", { cookie: admin.cookie })),
    );
    const reference = await fromEveryRow(db(), new Date());
    expect(overview.trials).toEqual(reference.trials);
    expect(overview.churn).toMatchObject(reference.churn);
    expect(overview.weekly).toEqual(reference.weekly);
    for (const cohort of cohorts.cohorts) {
      const row = reference.cohorts.find((c) => c.weekStart === cohort.weekStart);
      expect(cohort.members).toBe(row?.members ?? 0);
      expect(cohort.active).toEqual(
        cohort.active.map((_, k) =>
          row?.members ? Math.round(((row.active[k] ?? 0) * 100) / row.members) : 0,
        ),
      );
    }
    expect(await kept(db())).toEqual(await recounted(db()));
    return { overview, cohorts };
  }

  beforeAll(async () => {
    t = await createTestApp(kind);
    admin = await newMember(t, ADMIN_EMAIL, "The Admin");
  });
  afterAll(() => t.close());

  it("counts a checkout, the trial's end, a plan change, a renewal and a cancellation as they happen", async () => {
    const ann = await newMember(t, `sum-ann-${kind}@example.test`, "Ann Summary");
    const before = await expectFiguresAsFromEveryRow();

    await ok(send("POST", "/api/billing/local/confirm", ann.cookie, { plan: "flow", isAnnual: false }));
    const checkout = await expectFiguresAsFromEveryRow();
    expect(checkout.overview.trials.started).toBe(before.overview.trials.started + 1);

    await ok(send("POST", "/api/billing/local/end-trial", ann.cookie));
    const paying = await expectFiguresAsFromEveryRow();
    expect(paying.overview.trials.converted).toBe(before.overview.trials.converted + 1);
    expect(paying.overview.weekly.at(-1)?.newPaid).toBe((before.overview.weekly.at(-1)?.newPaid ?? 0) + 1);

    await ok(send("POST", "/api/billing/local/change", ann.cookie, { plan: "collective", isAnnual: true }));
    await expectFiguresAsFromEveryRow();

    // Her period has ended: reading her subscription renews it (test mode's clock).
    await db()
      .update(subscribers)
      .set({ subscriptionEnd: new Date(Date.now() - DAY) })
      .where(eq(subscribers.userId, ann.id));
    await ok(t.request("/api/subscription", { cookie: ann.cookie }));
    await expectFiguresAsFromEveryRow();

    await ok(send("POST", "/api/billing/local/cancel", ann.cookie, { atPeriodEnd: false }));
    const canceled = await expectFiguresAsFromEveryRow();
    expect(canceled.overview.churn.canceled).toBe(before.overview.churn.canceled + 1);
    expect(canceled.overview.weekly.at(-1)?.canceled).toBe(
      (before.overview.weekly.at(-1)?.canceled ?? 0) + 1,
    );

    // Paying again and cancelling again in the same week: she is still one member who cancelled this week.
    await ok(send("POST", "/api/billing/local/confirm", ann.cookie, { plan: "flow", isAnnual: false }));
    await ok(send("POST", "/api/billing/local/cancel", ann.cookie, { atPeriodEnd: false }));
    const again = await expectFiguresAsFromEveryRow();
    expect(again.overview.weekly.at(-1)?.canceled).toBe(canceled.overview.weekly.at(-1)?.canceled);
  });

  it("counts complimentary access given and ended", async () => {
    const cat = await newMember(t, `sum-cat-${kind}@example.test`, "Cat Summary");
    await ok(send("POST", `/api/admin/members/${cat.id}/comp`, admin.cookie, { plan: "flow", until: null }));
    await expectFiguresAsFromEveryRow();
    await ok(send("DELETE", `/api/admin/members/${cat.id}/comp`, admin.cookie));
    await expectFiguresAsFromEveryRow();
  });

  it("counts a new member in her join week and her first words in her cohort's first week", async () => {
    const before = await expectFiguresAsFromEveryRow();
    const dot = await newMember(t, `sum-dot-${kind}@example.test`, "Dot Summary");
    const joined = await expectFiguresAsFromEveryRow();
    expect(joined.cohorts.cohorts.at(-1)?.members).toBe((before.cohorts.cohorts.at(-1)?.members ?? 0) + 1);
    expect(joined.overview.weekly.at(-1)?.newMembers).toBe(
      (before.overview.weekly.at(-1)?.newMembers ?? 0) + 1,
    );
    await ok(send("PUT", "/api/journal/1", dot.cookie, { value: "A first page.", baseRevision: 0 }));
    await expectFiguresAsFromEveryRow();
  });

  it("keeps a member's past in the figures when she deletes her account, and takes her out of the present", async () => {
    const eve = await newMember(t, `sum-eve-${kind}@example.test`, "Eve Summary");
    await ok(send("PUT", "/api/journal/1", eve.cookie, { value: "Words.", baseRevision: 0 }));
    await ok(send("POST", "/api/billing/local/confirm", eve.cookie, { plan: "journey", isAnnual: true }));
    await ok(send("POST", "/api/billing/local/end-trial", eve.cookie));
    await ok(send("POST", "/api/billing/local/cancel", eve.cookie, { atPeriodEnd: false }));
    const withHer = await expectFiguresAsFromEveryRow();
    await ok(send("DELETE", "/api/account", eve.cookie, { password: "grace-123" }));
    const without = await expectFiguresAsFromEveryRow();
    expect(without.overview.weekly).toEqual(withHer.overview.weekly);
    expect(without.overview.trials).toEqual(withHer.overview.trials);
    expect(without.overview.churn).toEqual(withHer.overview.churn);
    expect(without.overview.members.total).toBe(withHer.overview.members.total - 1);
    expect(without.overview.members.canceled).toBe(withHer.overview.members.canceled - 1);
    // Nothing kept names her.
    const hers = await rowsOf<{ n: number }>(
      db(),
      sql`select ((select count(*) from subscription_history where user_id = ${eve.id})
        + (select count(*) from member_trials where user_id = ${eve.id}))::int as n`,
    );
    expect(hers[0]?.n).toBe(0);
  });

  it("leaves the coach, her team and unconfirmed sign-ups out of the member figures", async () => {
    const before = await expectFiguresAsFromEveryRow();
    // An address never confirmed: signed up, no more.
    const unconfirmed = await t.request("/api/auth/sign-up/email", {
      method: "POST",
      headers: { origin: ORIGIN },
      json: { email: `sum-ghost-${kind}@example.test`, password: "grace-123", name: "Ghost Summary" },
    });
    expect(unconfirmed.status).toBe(200);
    const after = await expectFiguresAsFromEveryRow();
    expect(after.overview.members.total).toBe(before.overview.members.total);
    expect(after.overview.weekly.at(-1)?.newMembers).toBe(before.overview.weekly.at(-1)?.newMembers);
    // The coach tries her own checkout: she is still not a member.
    await ok(send("POST", "/api/billing/local/confirm", admin.cookie, { plan: "flow", isAnnual: false }));
    const coachTrial = await json<AdminOverview>(
      await ok(t.request("/api/admin/overview", { cookie: admin.cookie })),
    );
    expect(coachTrial.members.trialing).toBe(after.overview.members.trialing);
    expect(coachTrial.trials.started).toBe(after.overview.trials.started);
    await ok(send("POST", "/api/billing/local/cancel", admin.cookie, { atPeriodEnd: false }));
    // A member who joins the team leaves the member figures.
    const gus = await newMember(t, `sum-gus-${kind}@example.test`, "Gus Summary");
    const withGus = await json<AdminOverview>(
      await ok(t.request("/api/admin/overview", { cookie: admin.cookie })),
    );
    await ok(
      send("POST", "/api/admin/team", admin.cookie, { email: `sum-gus-${kind}@example.test`, role: "staff" }),
    );
    await ok(send("POST", "/api/team/accept", gus.cookie));
    const staffed = await json<AdminOverview>(
      await ok(t.request("/api/admin/overview", { cookie: admin.cookie })),
    );
    expect(staffed.members.total).toBe(withGus.members.total - 1);
    expect(staffed.weekly.at(-1)?.newMembers).toBe((withGus.weekly.at(-1)?.newMembers ?? 0) - 1);
  });

  it("follows rows rewritten or moved by hand: a history row moved to an earlier week, a join date changed", async () => {
    const fay = await newMember(t, `sum-fay-${kind}@example.test`, "Fay Summary");
    await ok(send("PUT", "/api/journal/1", fay.cookie, { value: "Words.", baseRevision: 0 }));
    await ok(send("POST", "/api/billing/local/confirm", fay.cookie, { plan: "flow", isAnnual: false }));
    await ok(send("POST", "/api/billing/local/end-trial", fay.cookie));
    await db().execute(
      sql`update subscription_history set at = at - interval '15 days' where user_id = ${fay.id} and to_status = 'active'`,
    );
    await expectFiguresAsFromEveryRow();
    await db()
      .update(user)
      .set({ createdAt: new Date(Date.now() - 22 * DAY) })
      .where(eq(user.id, fay.id));
    await expectFiguresAsFromEveryRow();
  });
});
