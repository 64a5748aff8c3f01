CREATE OR REPLACE FUNCTION public.member_activity_added()
 RETURNS trigger
 LANGUAGE plpgsql
AS $function$
BEGIN
	PERFORM "shift_cohort_activity"(ARRAY(SELECT n::"member_activity" FROM new_rows n), 1);
	RETURN NULL;
END
$function$
