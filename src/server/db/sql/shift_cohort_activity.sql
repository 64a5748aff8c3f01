CREATE OR REPLACE FUNCTION public.shift_cohort_activity(activity member_activity[], sign integer)
 RETURNS void
 LANGUAGE sql
AS $function$
	INSERT INTO "cohort_activity" AS c ("join_week", "weeks_after", "members")
		SELECT g."join_week", k, sign * sum(g."n")
		FROM (SELECT "join_week", "active_weeks", count(*) AS "n" FROM unnest(activity) GROUP BY 1, 2) g,
			generate_series(0, 62) k
		WHERE (g."active_weeks" >> k) & 1 = 1
		GROUP BY 1, 2
	ON CONFLICT ("join_week", "weeks_after") DO UPDATE SET "members" = c."members" + excluded."members";
$function$
