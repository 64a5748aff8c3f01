CREATE OR REPLACE FUNCTION public.count_rows()
 RETURNS trigger
 LANGUAGE plpgsql
AS $function$
BEGIN
	IF TG_OP = 'INSERT' THEN
		PERFORM "bump_app_counter"(TG_ARGV[0], 1);
	ELSE
		PERFORM "bump_app_counter"(TG_ARGV[0], -1);
	END IF;
	RETURN NULL;
END
$function$
