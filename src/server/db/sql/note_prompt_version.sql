CREATE OR REPLACE FUNCTION public.note_prompt_version()
 RETURNS trigger
 LANGUAGE plpgsql
AS $function$
BEGIN
	NEW."prompt_version" := (
		SELECT "published_version" FROM "content_items"
		WHERE "kind" = 'day' AND "key" = NEW."day"::text AND "locale" = 'en'
	);
	RETURN NEW;
END
$function$
