CREATE OR REPLACE FUNCTION public.recount_member_trials(members text[])
 RETURNS void
 LANGUAGE sql
AS $function$
	DELETE FROM "member_trials" WHERE "user_id" = ANY(members);
	INSERT INTO "member_trials" ("user_id", "started_at", "converted_at", "ended_at")
	SELECT * FROM (
		SELECT "user_id",
			max("at") FILTER (WHERE "to_status" = 'trialing' AND "from_status" <> 'trialing') AS "started_at",
			max("at") FILTER (WHERE "from_status" = 'trialing' AND "to_status" IN ('active', 'past_due')),
			max("at") FILTER (WHERE "from_status" = 'trialing' AND "to_status" NOT IN ('trialing', 'active', 'past_due'))
		FROM "subscription_history" WHERE "user_id" = ANY(members) GROUP BY "user_id"
	) t WHERE "started_at" IS NOT NULL;
$function$
