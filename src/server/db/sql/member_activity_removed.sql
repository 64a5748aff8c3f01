CREATE OR REPLACE FUNCTION public.member_activity_removed()
 RETURNS trigger
 LANGUAGE plpgsql
AS $function$
BEGIN
	PERFORM "shift_cohort_activity"(ARRAY(SELECT o::"member_activity" FROM old_rows o), -1);
	RETURN NULL;
END
$function$
