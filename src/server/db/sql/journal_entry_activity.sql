CREATE OR REPLACE FUNCTION public.journal_entry_activity()
 RETURNS trigger
 LANGUAGE plpgsql
AS $function$
DECLARE
	completion_changed boolean := (TG_OP = 'INSERT' AND NEW."completed_at" IS NOT NULL)
		OR (TG_OP = 'UPDATE' AND NEW."completed_at" IS DISTINCT FROM OLD."completed_at");
BEGIN
	IF completion_changed OR NOT "member_activity_is_current"(NEW."user_id") THEN
		PERFORM "note_member_activity"(NEW."user_id", completion_changed);
	END IF;
	RETURN NULL;
END
$function$
