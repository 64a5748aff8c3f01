CREATE OR REPLACE FUNCTION public.reset_app_counter()
 RETURNS trigger
 LANGUAGE plpgsql
AS $function$
BEGIN
	DELETE FROM "app_counters" WHERE "name" = TG_ARGV[0];
	RETURN NULL;
END
$function$
