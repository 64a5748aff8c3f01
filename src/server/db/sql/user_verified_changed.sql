CREATE OR REPLACE FUNCTION public.user_verified_changed()
 RETURNS trigger
 LANGUAGE plpgsql
AS $function$
BEGIN
	IF NEW."email_verified" THEN
		PERFORM "shift_joined_weeks"(ARRAY["utc_week"(NEW."created_at")], 1);
	ELSE
		PERFORM "shift_joined_weeks"(ARRAY["utc_week"(OLD."created_at")], -1);
	END IF;
	RETURN NULL;
END
$function$
