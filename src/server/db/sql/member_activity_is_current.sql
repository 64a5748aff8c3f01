CREATE OR REPLACE FUNCTION public.member_activity_is_current(member text)
 RETURNS boolean
 LANGUAGE sql
 STABLE
AS $function$
	SELECT EXISTS (
		SELECT 1 FROM "member_activity" a, LATERAL (SELECT ("utc_week"(now()) - a."join_week") / 7 AS "week") w
		WHERE a."user_id" = member
			AND a."last_active_at" >= now() - interval '1 minute'
			AND (w."week" NOT BETWEEN 0 AND 62 OR a."active_weeks" & (1::bigint << w."week") <> 0)
	)
$function$
