CREATE OR REPLACE FUNCTION public.count_members()
 RETURNS trigger
 LANGUAGE plpgsql
AS $function$
DECLARE
	delta int := 0;
BEGIN
	IF TG_OP <> 'DELETE' AND NEW."email_verified" THEN delta := delta + 1; END IF;
	IF TG_OP <> 'INSERT' AND OLD."email_verified" THEN delta := delta - 1; END IF;
	IF delta <> 0 THEN
		PERFORM "bump_app_counter"('members', delta);
	END IF;
	RETURN NULL;
END
$function$
