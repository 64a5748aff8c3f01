CREATE OR REPLACE FUNCTION public.refresh_member_activity()
 RETURNS void
 LANGUAGE sql
AS $function$
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
$function$
