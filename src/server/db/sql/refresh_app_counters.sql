CREATE OR REPLACE FUNCTION public.refresh_app_counters()
 RETURNS void
 LANGUAGE sql
AS $function$
	LOCK TABLE "user", "subscribers", "journal_entries" IN SHARE MODE;
	DELETE FROM "app_counters";
	INSERT INTO "app_counters" ("name", "shard", "value")
		SELECT 'users', 0, count(*) FROM "user"
		UNION ALL SELECT 'members', 0, count(*) FROM "user" WHERE "email_verified"
		UNION ALL SELECT 'active_subscribers', 0, count(*) FROM "subscribers" WHERE "subscribed"
		UNION ALL SELECT 'journal_entries', 0, count(*) FROM "journal_entries";
$function$
