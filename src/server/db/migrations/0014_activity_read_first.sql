-- Autosaves arrive every few seconds, and almost every one finds her activity row already up to date
-- (active within the minute, this week counted). That is now read by the row's key, and only a write
-- that moves something on goes through note_member_activity's insert: a third of what a save cost
-- PGlite (bench/README.md, "Issue 30").
CREATE FUNCTION "member_activity_is_current"(member text) RETURNS boolean LANGUAGE sql STABLE AS $$
	SELECT EXISTS (
		SELECT 1 FROM "member_activity" a, LATERAL (SELECT ("utc_week"(now()) - a."join_week") / 7 AS "week") w
		WHERE a."user_id" = member
			AND a."last_active_at" >= now() - interval '1 minute'
			AND (w."week" NOT BETWEEN 0 AND 62 OR a."active_weeks" & (1::bigint << w."week") <> 0)
	)
$$;
--> statement-breakpoint
CREATE OR REPLACE FUNCTION "journal_entry_activity"() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
	completion_changed boolean := (TG_OP = 'INSERT' AND NEW."completed_at" IS NOT NULL)
		OR (TG_OP = 'UPDATE' AND NEW."completed_at" IS DISTINCT FROM OLD."completed_at");
BEGIN
	IF completion_changed OR NOT "member_activity_is_current"(NEW."user_id") THEN
		PERFORM "note_member_activity"(NEW."user_id", completion_changed);
	END IF;
	RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE OR REPLACE FUNCTION "member_activity_touch"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
	IF NOT "member_activity_is_current"(NEW."user_id") THEN
		PERFORM "note_member_activity"(NEW."user_id", false);
	END IF;
	RETURN NULL;
END
$$;
