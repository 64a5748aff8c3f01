CREATE OR REPLACE FUNCTION public.depart_joined_weeks(weeks date[])
 RETURNS void
 LANGUAGE sql
AS $function$
	INSERT INTO "joined_weeks" AS j ("week", "members", "departed")
		SELECT w, -count(*), count(*) FROM unnest(weeks) w GROUP BY w
	ON CONFLICT ("week") DO UPDATE SET "members" = j."members" + excluded."members", "departed" = j."departed" + excluded."departed";
$function$
