CREATE OR REPLACE FUNCTION public.utc_month(moment timestamp with time zone)
 RETURNS date
 LANGUAGE sql
 IMMUTABLE PARALLEL SAFE
AS $function$
	SELECT date_trunc('month', moment AT TIME ZONE 'UTC')::date
$function$
