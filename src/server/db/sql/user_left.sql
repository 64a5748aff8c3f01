CREATE OR REPLACE FUNCTION public.user_left()
 RETURNS trigger
 LANGUAGE plpgsql
AS $function$
BEGIN
	PERFORM "depart_joined_weeks"(ARRAY(SELECT "utc_week"(o."created_at") FROM old_rows o WHERE o."email_verified"));
	RETURN NULL;
END
$function$
