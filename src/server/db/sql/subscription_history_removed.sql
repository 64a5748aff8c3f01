CREATE OR REPLACE FUNCTION public.subscription_history_removed()
 RETURNS trigger
 LANGUAGE plpgsql
AS $function$
BEGIN
	PERFORM "shift_subscription_periods"(ARRAY(SELECT o::"subscription_history" FROM old_rows o), '{}');
	PERFORM "recount_member_trials"(ARRAY(SELECT DISTINCT o."user_id" FROM old_rows o));
	RETURN NULL;
END
$function$
