CREATE OR REPLACE FUNCTION public.refresh_console_summaries()
 RETURNS void
 LANGUAGE sql
AS $function$
	UPDATE "joined_weeks" SET "members" = 0;
	SELECT "shift_joined_weeks"(ARRAY(SELECT "utc_week"("created_at") FROM "user" WHERE "email_verified"), 1);
	DELETE FROM "cohort_activity";
	SELECT "shift_cohort_activity"(ARRAY(SELECT a FROM "member_activity" a), 1);
	DELETE FROM "subscription_periods";
	SELECT "shift_subscription_periods"('{}', ARRAY(SELECT h FROM "subscription_history" h));
	DELETE FROM "member_trials";
	SELECT "recount_member_trials"(ARRAY(SELECT DISTINCT "user_id" FROM "subscription_history"));
$function$
