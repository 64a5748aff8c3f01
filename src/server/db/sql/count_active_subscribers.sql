CREATE OR REPLACE FUNCTION public.count_active_subscribers()
 RETURNS trigger
 LANGUAGE plpgsql
AS $function$
DECLARE
	delta int := 0;
BEGIN
	IF TG_OP <> 'DELETE' THEN
		IF NEW."subscribed" THEN delta := delta + 1; END IF;
	END IF;
	IF TG_OP <> 'INSERT' THEN
		IF OLD."subscribed" THEN delta := delta - 1; END IF;
	END IF;
	IF delta <> 0 THEN
		PERFORM "bump_app_counter"('active_subscribers', delta);
	END IF;
	RETURN NULL;
END
$function$
