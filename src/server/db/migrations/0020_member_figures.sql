ALTER TABLE "member_trials" DROP CONSTRAINT "member_trials_user_id_user_id_fk";
--> statement-breakpoint
ALTER TABLE "subscription_history" DROP CONSTRAINT "subscription_history_user_id_user_id_fk";
--> statement-breakpoint
ALTER TABLE "joined_weeks" ADD COLUMN "departed" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
-- The console's member figures count members: confirmed addresses (docs/architecture.md, "The console"). A
-- deleted member leaves the figures about now and stays in those about the past: her subscription history (and
-- so the trials and periods kept from it) moves to an id that names nobody, and the week she joined counts her
-- as departed.
CREATE FUNCTION "keep_history_without_her"() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
	departed text := 'departed:' || gen_random_uuid()::text;
BEGIN
	UPDATE "subscription_history" SET "user_id" = departed WHERE "user_id" = OLD."id";
	RETURN OLD;
END
$$;
--> statement-breakpoint
CREATE TRIGGER "user_history_kept" BEFORE DELETE ON "user" FOR EACH ROW EXECUTE FUNCTION "keep_history_without_her"();
--> statement-breakpoint
CREATE FUNCTION "count_members"() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
	delta int := 0;
BEGIN
	IF TG_OP <> 'DELETE' AND NEW."email_verified" THEN delta := delta + 1; END IF;
	IF TG_OP <> 'INSERT' AND OLD."email_verified" THEN delta := delta - 1; END IF;
	IF delta <> 0 THEN
		PERFORM "bump_app_counter"('members', delta);
	END IF;
	RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE TRIGGER "user_members_count" AFTER INSERT OR DELETE OR UPDATE OF "email_verified" ON "user" FOR EACH ROW EXECUTE FUNCTION "count_members"();
--> statement-breakpoint
CREATE TRIGGER "user_members_count_reset" AFTER TRUNCATE ON "user" FOR EACH STATEMENT EXECUTE FUNCTION "reset_app_counter"('members');
--> statement-breakpoint
CREATE OR REPLACE FUNCTION "refresh_app_counters"() RETURNS void LANGUAGE sql AS $$
	LOCK TABLE "user", "subscribers", "journal_entries" IN SHARE MODE;
	DELETE FROM "app_counters";
	INSERT INTO "app_counters" ("name", "shard", "value")
		SELECT 'users', 0, count(*) FROM "user"
		UNION ALL SELECT 'members', 0, count(*) FROM "user" WHERE "email_verified"
		UNION ALL SELECT 'active_subscribers', 0, count(*) FROM "subscribers" WHERE "subscribed"
		UNION ALL SELECT 'journal_entries', 0, count(*) FROM "journal_entries";
$$;
--> statement-breakpoint
SELECT "bump_app_counter"('members', (SELECT count(*) FROM "user" WHERE "email_verified"));
--> statement-breakpoint
CREATE FUNCTION "depart_joined_weeks"(weeks date[]) RETURNS void LANGUAGE sql AS $$
	INSERT INTO "joined_weeks" AS j ("week", "members", "departed")
		SELECT w, -count(*), count(*) FROM unnest(weeks) w GROUP BY w
	ON CONFLICT ("week") DO UPDATE SET "members" = j."members" + excluded."members", "departed" = j."departed" + excluded."departed";
$$;
--> statement-breakpoint
CREATE OR REPLACE FUNCTION "user_joined"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
	PERFORM "shift_joined_weeks"(ARRAY(SELECT "utc_week"(n."created_at") FROM new_rows n WHERE n."email_verified"), 1);
	RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE OR REPLACE FUNCTION "user_left"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
	PERFORM "depart_joined_weeks"(ARRAY(SELECT "utc_week"(o."created_at") FROM old_rows o WHERE o."email_verified"));
	RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE OR REPLACE FUNCTION "user_join_moved"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
	IF "utc_week"(OLD."created_at") <> "utc_week"(NEW."created_at") THEN
		IF OLD."email_verified" AND NEW."email_verified" THEN
			PERFORM "shift_joined_weeks"(ARRAY["utc_week"(OLD."created_at")], -1);
			PERFORM "shift_joined_weeks"(ARRAY["utc_week"(NEW."created_at")], 1);
		END IF;
		UPDATE "member_activity" SET "join_week" = "utc_week"(NEW."created_at") WHERE "user_id" = NEW."id";
	END IF;
	RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE FUNCTION "user_verified_changed"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
	IF NEW."email_verified" THEN
		PERFORM "shift_joined_weeks"(ARRAY["utc_week"(NEW."created_at")], 1);
	ELSE
		PERFORM "shift_joined_weeks"(ARRAY["utc_week"(OLD."created_at")], -1);
	END IF;
	RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE TRIGGER "user_joined_weeks_verified" AFTER UPDATE OF "email_verified" ON "user" FOR EACH ROW WHEN (OLD."email_verified" IS DISTINCT FROM NEW."email_verified") EXECUTE FUNCTION "user_verified_changed"();
--> statement-breakpoint
CREATE OR REPLACE FUNCTION "refresh_console_summaries"() RETURNS void LANGUAGE sql AS $$
	UPDATE "joined_weeks" SET "members" = 0;
	SELECT "shift_joined_weeks"(ARRAY(SELECT "utc_week"("created_at") FROM "user" WHERE "email_verified"), 1);
	DELETE FROM "cohort_activity";
	SELECT "shift_cohort_activity"(ARRAY(SELECT a FROM "member_activity" a), 1);
	DELETE FROM "subscription_periods";
	SELECT "shift_subscription_periods"('{}', ARRAY(SELECT h FROM "subscription_history" h));
	DELETE FROM "member_trials";
	SELECT "recount_member_trials"(ARRAY(SELECT DISTINCT "user_id" FROM "subscription_history"));
$$;
--> statement-breakpoint
UPDATE "joined_weeks" SET "members" = 0;
--> statement-breakpoint
SELECT "shift_joined_weeks"(ARRAY(SELECT "utc_week"("created_at") FROM "user" WHERE "email_verified"), 1);
