CREATE OR REPLACE FUNCTION public.note_member_activity(member text, completion_changed boolean)
 RETURNS void
 LANGUAGE plpgsql
AS $function$
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
$function$
