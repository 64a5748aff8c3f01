CREATE OR REPLACE FUNCTION public.member_activity_moved()
 RETURNS trigger
 LANGUAGE plpgsql
AS $function$
BEGIN
	PERFORM "shift_cohort_activity"(ARRAY[OLD], -1);
	PERFORM "shift_cohort_activity"(ARRAY[NEW], 1);
	RETURN NULL;
END
$function$
