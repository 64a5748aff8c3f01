CREATE OR REPLACE FUNCTION public.subscription_history_rewritten()
 RETURNS trigger
 LANGUAGE plpgsql
AS $function$
BEGIN
	PERFORM "shift_subscription_periods"(ARRAY(SELECT o::"subscription_history" FROM old_rows o), ARRAY(SELECT n::"subscription_history" FROM new_rows n));
	PERFORM "recount_member_trials"(ARRAY(SELECT o."user_id" FROM old_rows o UNION SELECT n."user_id" FROM new_rows n));
	RETURN NULL;
END
$function$
