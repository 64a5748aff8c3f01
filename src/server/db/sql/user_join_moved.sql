CREATE OR REPLACE FUNCTION public.user_join_moved()
 RETURNS trigger
 LANGUAGE plpgsql
AS $function$
BEGIN
	IF "utc_week"(OLD."created_at") <> "utc_week"(NEW."created_at") THEN
		IF OLD."email_verified" AND NEW."email_verified" THEN
			PERFORM "shift_joined_weeks"(ARRAY["utc_week"(OLD."created_at")], -1);
			PERFORM "shift_joined_weeks"(ARRAY["utc_week"(NEW."created_at")], 1);
		END IF;
		UPDATE "member_activity" SET "join_week" = "utc_week"(NEW."created_at") WHERE "user_id" = NEW."id";
	END IF;
	RETURN NULL;
END
$function$
