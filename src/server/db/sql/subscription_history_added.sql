CREATE OR REPLACE FUNCTION public.subscription_history_added()
 RETURNS trigger
 LANGUAGE plpgsql
AS $function$
BEGIN
	PERFORM "shift_subscription_periods"('{}', ARRAY(SELECT n::"subscription_history" FROM new_rows n));
	PERFORM "recount_member_trials"(ARRAY(SELECT DISTINCT n."user_id" FROM new_rows n));
	RETURN NULL;
END
$function$
