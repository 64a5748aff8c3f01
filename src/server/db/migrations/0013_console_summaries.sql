CREATE TABLE "cohort_activity" (
	"join_week" date NOT NULL,
	"weeks_after" integer NOT NULL,
	"members" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "cohort_activity_join_week_weeks_after_pk" PRIMARY KEY("join_week","weeks_after")
);
--> statement-breakpoint
CREATE TABLE "joined_weeks" (
	"week" date PRIMARY KEY NOT NULL,
	"members" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "member_trials" (
	"user_id" text PRIMARY KEY NOT NULL,
	"started_at" timestamp with time zone NOT NULL,
	"converted_at" timestamp with time zone,
	"ended_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "subscription_periods" (
	"kind" text NOT NULL,
	"starts" date NOT NULL,
	"new_paid" integer DEFAULT 0 NOT NULL,
	"canceled" integer DEFAULT 0 NOT NULL,
	"paid_canceled" integer DEFAULT 0 NOT NULL,
	"became_paid" integer DEFAULT 0 NOT NULL,
	"stopped_paying" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "subscription_periods_kind_starts_pk" PRIMARY KEY("kind","starts")
);
--> statement-breakpoint
ALTER TABLE "member_trials" ADD CONSTRAINT "member_trials_user_id_user_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."user"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "member_trials_started_idx" ON "member_trials" USING btree ("started_at");--> statement-breakpoint
-- The console's kept summaries (docs/architecture.md, "The console"). Weeks are ISO weeks and months calendar
-- months, in UTC, as the console shows them.
CREATE FUNCTION "utc_week"(moment timestamptz) RETURNS date LANGUAGE sql IMMUTABLE PARALLEL SAFE AS $$
	SELECT date_trunc('week', moment AT TIME ZONE 'UTC')::date
$$;
--> statement-breakpoint
CREATE FUNCTION "utc_month"(moment timestamptz) RETURNS date LANGUAGE sql IMMUTABLE PARALLEL SAFE AS $$
	SELECT date_trunc('month', moment AT TIME ZONE 'UTC')::date
$$;
--> statement-breakpoint
-- member_activity remembers the week she joined, so her cohort is known without reading "user" (and when her
-- account is deleted, after that row is gone).
ALTER TABLE "member_activity" ADD COLUMN "join_week" date;
--> statement-breakpoint
UPDATE "member_activity" a SET "join_week" = "utc_week"(u."created_at") FROM "user" u WHERE u."id" = a."user_id";
--> statement-breakpoint
ALTER TABLE "member_activity" ALTER COLUMN "join_week" SET NOT NULL;
--> statement-breakpoint
CREATE OR REPLACE FUNCTION "note_member_activity"(member text, completion_changed boolean) RETURNS void LANGUAGE plpgsql AS $$
DECLARE
	joined timestamptz;
	week int;
	week_bit bigint := 0;
	done int := 0;
	last_day int := 0;
BEGIN
	SELECT "created_at" INTO joined FROM "user" WHERE "id" = member;
	IF joined IS NULL THEN
		RETURN;
	END IF;
	week := (date_trunc('week', now(), 'UTC')::date - date_trunc('week', joined, 'UTC')::date) / 7;
	IF week BETWEEN 0 AND 62 THEN
		week_bit := 1::bigint << week;
	END IF;
	IF completion_changed THEN
		SELECT count(*), coalesce(max("day"), 0) INTO done, last_day
			FROM "journal_entries" WHERE "user_id" = member AND "completed_at" IS NOT NULL;
	END IF;
	-- Autosaves arrive every few seconds: the row is rewritten only when something it holds moves on.
	INSERT INTO "member_activity" AS a ("user_id", "last_active_at", "days_completed", "last_completed_day", "active_weeks", "join_week")
		VALUES (member, now(), done, last_day, week_bit, "utc_week"(joined))
	ON CONFLICT ("user_id") DO UPDATE SET
		"last_active_at" = greatest(a."last_active_at", excluded."last_active_at"),
		"active_weeks" = a."active_weeks" | excluded."active_weeks",
		"days_completed" = CASE WHEN completion_changed THEN excluded."days_completed" ELSE a."days_completed" END,
		"last_completed_day" = CASE WHEN completion_changed THEN excluded."last_completed_day" ELSE a."last_completed_day" END
	WHERE completion_changed
		OR a."active_weeks" & excluded."active_weeks" <> excluded."active_weeks"
		OR a."last_active_at" < excluded."last_active_at" - interval '1 minute';
END
$$;
--> statement-breakpoint
CREATE OR REPLACE FUNCTION "refresh_member_activity"() RETURNS void LANGUAGE sql AS $$
	DELETE FROM "member_activity";
	INSERT INTO "member_activity" ("user_id", "last_active_at", "days_completed", "last_completed_day", "active_weeks", "join_week")
	SELECT e."user_id", max(e."at"), coalesce(max(d."done"), 0), coalesce(max(d."last_day"), 0),
		bit_or(CASE WHEN e."week" BETWEEN 0 AND 62 THEN 1::bigint << e."week" ELSE 0 END), min(e."join_week")
	FROM (
		SELECT x."user_id", x."at", "utc_week"(u."created_at") AS "join_week",
			(date_trunc('week', x."at", 'UTC')::date - date_trunc('week', u."created_at", 'UTC')::date) / 7 AS "week"
		FROM (
			SELECT "user_id", "updated_at" AS "at" FROM "journal_entries"
			UNION ALL SELECT "user_id", "completed_at" FROM "journal_entries" WHERE "completed_at" IS NOT NULL
			UNION ALL SELECT "user_id", "saved_at" FROM "check_ins"
			UNION ALL SELECT "user_id", "updated_at" FROM "tool_states"
		) x JOIN "user" u ON u."id" = x."user_id"
	) e
	LEFT JOIN (
		SELECT "user_id", count(*)::int AS "done", max("day") AS "last_day"
		FROM "journal_entries" WHERE "completed_at" IS NOT NULL GROUP BY "user_id"
	) d ON d."user_id" = e."user_id"
	GROUP BY e."user_id";
$$;
--> statement-breakpoint
-- joined_weeks: members by the week they joined.
CREATE FUNCTION "shift_joined_weeks"(weeks date[], sign int) RETURNS void LANGUAGE sql AS $$
	INSERT INTO "joined_weeks" AS j ("week", "members")
		SELECT w, sign * count(*) FROM unnest(weeks) w GROUP BY w
	ON CONFLICT ("week") DO UPDATE SET "members" = j."members" + excluded."members";
$$;
--> statement-breakpoint
CREATE FUNCTION "user_joined"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
	PERFORM "shift_joined_weeks"(ARRAY(SELECT "utc_week"(n."created_at") FROM new_rows n), 1);
	RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE FUNCTION "user_left"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
	PERFORM "shift_joined_weeks"(ARRAY(SELECT "utc_week"(o."created_at") FROM old_rows o), -1);
	RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE FUNCTION "user_join_moved"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
	IF "utc_week"(OLD."created_at") <> "utc_week"(NEW."created_at") THEN
		PERFORM "shift_joined_weeks"(ARRAY["utc_week"(OLD."created_at")], -1);
		PERFORM "shift_joined_weeks"(ARRAY["utc_week"(NEW."created_at")], 1);
		UPDATE "member_activity" SET "join_week" = "utc_week"(NEW."created_at") WHERE "user_id" = NEW."id";
	END IF;
	RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE TRIGGER "user_joined_weeks_insert" AFTER INSERT ON "user" REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION "user_joined"();
--> statement-breakpoint
CREATE TRIGGER "user_joined_weeks_delete" AFTER DELETE ON "user" REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION "user_left"();
--> statement-breakpoint
CREATE TRIGGER "user_joined_weeks_update" AFTER UPDATE OF "created_at" ON "user" FOR EACH ROW WHEN (OLD."created_at" IS DISTINCT FROM NEW."created_at") EXECUTE FUNCTION "user_join_moved"();
--> statement-breakpoint
-- cohort_activity: bit k of a member's active_weeks counts her in (her join week, k). Rows are grouped by
-- (join week, bits) first: a bulk load has a few hundred such groups.
CREATE FUNCTION "shift_cohort_activity"(activity "member_activity"[], sign int) RETURNS void LANGUAGE sql AS $$
	INSERT INTO "cohort_activity" AS c ("join_week", "weeks_after", "members")
		SELECT g."join_week", k, sign * sum(g."n")
		FROM (SELECT "join_week", "active_weeks", count(*) AS "n" FROM unnest(activity) GROUP BY 1, 2) g,
			generate_series(0, 62) k
		WHERE (g."active_weeks" >> k) & 1 = 1
		GROUP BY 1, 2
	ON CONFLICT ("join_week", "weeks_after") DO UPDATE SET "members" = c."members" + excluded."members";
$$;
--> statement-breakpoint
CREATE FUNCTION "member_activity_added"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
	PERFORM "shift_cohort_activity"(ARRAY(SELECT n::"member_activity" FROM new_rows n), 1);
	RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE FUNCTION "member_activity_removed"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
	PERFORM "shift_cohort_activity"(ARRAY(SELECT o::"member_activity" FROM old_rows o), -1);
	RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE FUNCTION "member_activity_moved"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
	PERFORM "shift_cohort_activity"(ARRAY[OLD], -1);
	PERFORM "shift_cohort_activity"(ARRAY[NEW], 1);
	RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE TRIGGER "member_activity_cohorts_insert" AFTER INSERT ON "member_activity" REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION "member_activity_added"();
--> statement-breakpoint
CREATE TRIGGER "member_activity_cohorts_delete" AFTER DELETE ON "member_activity" REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION "member_activity_removed"();
--> statement-breakpoint
-- Only a new active week (or a moved join week) changes the cohorts: most updates are a later last_active_at.
CREATE TRIGGER "member_activity_cohorts_update" AFTER UPDATE ON "member_activity" FOR EACH ROW
	WHEN (OLD."active_weeks" <> NEW."active_weeks" OR OLD."join_week" <> NEW."join_week")
	EXECUTE FUNCTION "member_activity_moved"();
--> statement-breakpoint
-- subscription_periods: what each member's changes in a week or month amount to, counted once a member. A
-- statement's rows change the figures of the periods they fall in, for their members only: her rows there
-- before the statement and after it are compared, so a second change in the same week counts nothing again.
CREATE FUNCTION "shift_subscription_periods"(removed "subscription_history"[], added "subscription_history"[]) RETURNS void LANGUAGE sql AS $$
	WITH "changed" AS (
		SELECT "user_id", "at" FROM unnest(removed) UNION ALL SELECT "user_id", "at" FROM unnest(added)
	),
	"periods" AS (
		SELECT DISTINCT c."user_id", p."kind", p."starts"
		FROM "changed" c, LATERAL (VALUES ('week', "utc_week"(c."at")), ('month', "utc_month"(c."at"))) p("kind", "starts")
	),
	"versions" AS (
		SELECT -1 AS "sign", r.* FROM unnest(removed) r
		UNION ALL
		SELECT -1, h.* FROM "subscription_history" h
		WHERE h."user_id" IN (SELECT "user_id" FROM "changed") AND h."id" NOT IN (SELECT a."id" FROM unnest(added) a)
		UNION ALL
		SELECT 1, h.* FROM "subscription_history" h WHERE h."user_id" IN (SELECT "user_id" FROM "changed")
	),
	"members" AS (
		SELECT p."kind", p."starts", v."sign",
			bool_or(v."to_status" = 'active' AND v."from_status" NOT IN ('active', 'past_due')) AS "new_paid",
			bool_or(v."to_status" = 'canceled' AND v."from_status" <> 'canceled') AS "canceled",
			bool_or(v."from_status" IN ('active', 'past_due') AND v."to_status" = 'canceled') AS "paid_canceled",
			(array_agg(v."from_status" ORDER BY v."at", v."id"))[1] IN ('active', 'past_due') AS "paid_first",
			(array_agg(v."to_status" ORDER BY v."at" DESC, v."id" DESC))[1] IN ('active', 'past_due') AS "paid_last"
		FROM "periods" p JOIN "versions" v ON v."user_id" = p."user_id"
			AND p."starts" = CASE p."kind" WHEN 'week' THEN "utc_week"(v."at") ELSE "utc_month"(v."at") END
		GROUP BY p."user_id", p."kind", p."starts", v."sign"
	),
	"shifts" AS (
		SELECT "kind", "starts",
			sum("sign" * "new_paid"::int) AS "new_paid",
			sum("sign" * "canceled"::int) AS "canceled",
			sum("sign" * "paid_canceled"::int) AS "paid_canceled",
			sum("sign" * ("paid_last" AND NOT "paid_first")::int) AS "became_paid",
			sum("sign" * ("paid_first" AND NOT "paid_last")::int) AS "stopped_paying"
		FROM "members" GROUP BY 1, 2
	)
	INSERT INTO "subscription_periods" AS s ("kind", "starts", "new_paid", "canceled", "paid_canceled", "became_paid", "stopped_paying")
		SELECT * FROM "shifts"
		WHERE "new_paid" <> 0 OR "canceled" <> 0 OR "paid_canceled" <> 0 OR "became_paid" <> 0 OR "stopped_paying" <> 0
	ON CONFLICT ("kind", "starts") DO UPDATE SET
		"new_paid" = s."new_paid" + excluded."new_paid",
		"canceled" = s."canceled" + excluded."canceled",
		"paid_canceled" = s."paid_canceled" + excluded."paid_canceled",
		"became_paid" = s."became_paid" + excluded."became_paid",
		"stopped_paying" = s."stopped_paying" + excluded."stopped_paying";
$$;
--> statement-breakpoint
-- member_trials: her latest trial start, conversion and other end, from her history (a few rows).
CREATE FUNCTION "recount_member_trials"(members text[]) RETURNS void LANGUAGE sql AS $$
	DELETE FROM "member_trials" WHERE "user_id" = ANY(members);
	INSERT INTO "member_trials" ("user_id", "started_at", "converted_at", "ended_at")
	SELECT * FROM (
		SELECT "user_id",
			max("at") FILTER (WHERE "to_status" = 'trialing' AND "from_status" <> 'trialing') AS "started_at",
			max("at") FILTER (WHERE "from_status" = 'trialing' AND "to_status" IN ('active', 'past_due')),
			max("at") FILTER (WHERE "from_status" = 'trialing' AND "to_status" NOT IN ('trialing', 'active', 'past_due'))
		FROM "subscription_history" WHERE "user_id" = ANY(members) GROUP BY "user_id"
	) t WHERE "started_at" IS NOT NULL;
$$;
--> statement-breakpoint
CREATE FUNCTION "subscription_history_added"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
	PERFORM "shift_subscription_periods"('{}', ARRAY(SELECT n::"subscription_history" FROM new_rows n));
	PERFORM "recount_member_trials"(ARRAY(SELECT DISTINCT n."user_id" FROM new_rows n));
	RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE FUNCTION "subscription_history_removed"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
	PERFORM "shift_subscription_periods"(ARRAY(SELECT o::"subscription_history" FROM old_rows o), '{}');
	PERFORM "recount_member_trials"(ARRAY(SELECT DISTINCT o."user_id" FROM old_rows o));
	RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE FUNCTION "subscription_history_rewritten"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
	PERFORM "shift_subscription_periods"(ARRAY(SELECT o::"subscription_history" FROM old_rows o), ARRAY(SELECT n::"subscription_history" FROM new_rows n));
	PERFORM "recount_member_trials"(ARRAY(SELECT o."user_id" FROM old_rows o UNION SELECT n."user_id" FROM new_rows n));
	RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE TRIGGER "subscription_history_summaries_insert" AFTER INSERT ON "subscription_history" REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION "subscription_history_added"();
--> statement-breakpoint
CREATE TRIGGER "subscription_history_summaries_delete" AFTER DELETE ON "subscription_history" REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION "subscription_history_removed"();
--> statement-breakpoint
CREATE TRIGGER "subscription_history_summaries_update" AFTER UPDATE ON "subscription_history" REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION "subscription_history_rewritten"();
--> statement-breakpoint
-- Recomputes every summary from the rows themselves: here, after a bulk load made with triggers off
-- (scripts/bench-scale.ts), and after a TRUNCATE.
CREATE FUNCTION "refresh_console_summaries"() RETURNS void LANGUAGE sql AS $$
	DELETE FROM "joined_weeks";
	SELECT "shift_joined_weeks"(ARRAY(SELECT "utc_week"("created_at") FROM "user"), 1);
	DELETE FROM "cohort_activity";
	SELECT "shift_cohort_activity"(ARRAY(SELECT a FROM "member_activity" a), 1);
	DELETE FROM "subscription_periods";
	SELECT "shift_subscription_periods"('{}', ARRAY(SELECT h FROM "subscription_history" h));
	DELETE FROM "member_trials";
	SELECT "recount_member_trials"(ARRAY(SELECT DISTINCT "user_id" FROM "subscription_history"));
$$;
--> statement-breakpoint
CREATE FUNCTION "console_summaries_reset"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
	PERFORM "refresh_console_summaries"();
	RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE TRIGGER "user_summaries_reset" AFTER TRUNCATE ON "user" FOR EACH STATEMENT EXECUTE FUNCTION "console_summaries_reset"();
--> statement-breakpoint
CREATE TRIGGER "member_activity_summaries_reset" AFTER TRUNCATE ON "member_activity" FOR EACH STATEMENT EXECUTE FUNCTION "console_summaries_reset"();
--> statement-breakpoint
CREATE TRIGGER "subscription_history_summaries_reset" AFTER TRUNCATE ON "subscription_history" FOR EACH STATEMENT EXECUTE FUNCTION "console_summaries_reset"();
--> statement-breakpoint
SELECT "refresh_console_summaries"();
