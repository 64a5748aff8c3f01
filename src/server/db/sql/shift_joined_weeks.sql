CREATE OR REPLACE FUNCTION public.shift_joined_weeks(weeks date[], sign integer)
 RETURNS void
 LANGUAGE sql
AS $function$
	INSERT INTO "joined_weeks" AS j ("week", "members")
		SELECT w, sign * count(*) FROM unnest(weeks) w GROUP BY w
	ON CONFLICT ("week") DO UPDATE SET "members" = j."members" + excluded."members";
$function$
