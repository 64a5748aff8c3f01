CREATE OR REPLACE FUNCTION public.jobs_queued()
 RETURNS trigger
 LANGUAGE plpgsql
AS $function$
BEGIN
	PERFORM pg_notify('g2g_changes', '{"kind":"jobs"}');
	RETURN NULL;
END
$function$
