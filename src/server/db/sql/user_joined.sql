CREATE OR REPLACE FUNCTION public.user_joined()
 RETURNS trigger
 LANGUAGE plpgsql
AS $function$
BEGIN
	PERFORM "shift_joined_weeks"(ARRAY(SELECT "utc_week"(n."created_at") FROM new_rows n WHERE n."email_verified"), 1);
	RETURN NULL;
END
$function$
