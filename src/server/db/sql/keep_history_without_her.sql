CREATE OR REPLACE FUNCTION public.keep_history_without_her()
 RETURNS trigger
 LANGUAGE plpgsql
AS $function$
DECLARE
	departed text := 'departed:' || gen_random_uuid()::text;
BEGIN
	UPDATE "subscription_history" SET "user_id" = departed WHERE "user_id" = OLD."id";
	RETURN OLD;
END
$function$
