CREATE OR REPLACE FUNCTION public.utc_week(moment timestamp with time zone)
 RETURNS date
 LANGUAGE sql
 IMMUTABLE PARALLEL SAFE
AS $function$
	SELECT date_trunc('week', moment AT TIME ZONE 'UTC')::date
$function$
