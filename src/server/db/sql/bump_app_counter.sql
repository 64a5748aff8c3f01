CREATE OR REPLACE FUNCTION public.bump_app_counter(counter text, delta bigint)
 RETURNS void
 LANGUAGE sql
AS $function$
	INSERT INTO "app_counters" ("name", "shard", "value") VALUES (counter, floor(random() * 16)::int, delta)
	ON CONFLICT ("name", "shard") DO UPDATE SET "value" = "app_counters"."value" + excluded."value"
$function$
