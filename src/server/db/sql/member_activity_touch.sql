CREATE OR REPLACE FUNCTION public.member_activity_touch()
 RETURNS trigger
 LANGUAGE plpgsql
AS $function$
BEGIN
	IF NOT "member_activity_is_current"(NEW."user_id") THEN
		PERFORM "note_member_activity"(NEW."user_id", false);
	END IF;
	RETURN NULL;
END
$function$
