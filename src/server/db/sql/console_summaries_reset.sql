CREATE OR REPLACE FUNCTION public.console_summaries_reset()
 RETURNS trigger
 LANGUAGE plpgsql
AS $function$
BEGIN
	PERFORM "refresh_console_summaries"();
	RETURN NULL;
END
$function$
