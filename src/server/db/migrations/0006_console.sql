CREATE TABLE "admin_audit" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "admin_audit_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"at" timestamp with time zone DEFAULT now() NOT NULL,
	"actor_id" text NOT NULL,
	"action" text NOT NULL,
	"target" text
);
--> statement-breakpoint
CREATE TABLE "admin_settings" (
	"name" text PRIMARY KEY NOT NULL,
	"value" text NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "member_activity" (
	"user_id" text PRIMARY KEY NOT NULL,
	"last_active_at" timestamp with time zone NOT NULL,
	"days_completed" integer DEFAULT 0 NOT NULL,
	"last_completed_day" integer DEFAULT 0 NOT NULL,
	"active_weeks" bigint DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "sent_mails" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "sent_mails_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"user_id" text NOT NULL,
	"subject" text NOT NULL,
	"sent_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "subscription_history" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "subscription_history_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"user_id" text NOT NULL,
	"at" timestamp with time zone DEFAULT now() NOT NULL,
	"from_status" text NOT NULL,
	"to_status" text NOT NULL,
	"plan" text,
	"period" text,
	"period_end" timestamp with time zone,
	"cause" text NOT NULL
);
--> statement-breakpoint
ALTER TABLE "member_activity" ADD CONSTRAINT "member_activity_user_id_user_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."user"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sent_mails" ADD CONSTRAINT "sent_mails_user_id_user_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."user"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "subscription_history" ADD CONSTRAINT "subscription_history_user_id_user_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."user"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "admin_audit_at_idx" ON "admin_audit" USING btree ("at");--> statement-breakpoint
CREATE INDEX "member_activity_last_active_idx" ON "member_activity" USING btree ("last_active_at");--> statement-breakpoint
CREATE INDEX "member_activity_last_completed_idx" ON "member_activity" USING btree ("last_completed_day");--> statement-breakpoint
CREATE INDEX "sent_mails_user_sent_idx" ON "sent_mails" USING btree ("user_id","sent_at");--> statement-breakpoint
CREATE INDEX "subscription_history_user_at_idx" ON "subscription_history" USING btree ("user_id","at");--> statement-breakpoint
CREATE INDEX "subscription_history_at_idx" ON "subscription_history" USING btree ("at");--> statement-breakpoint
CREATE INDEX "subscribers_status_idx" ON "subscribers" USING btree ("status");--> statement-breakpoint
CREATE INDEX "user_created_at_id_idx" ON "user" USING btree ("created_at","id");--> statement-breakpoint
-- member_activity (schema.ts memberActivity): what the console knows of her progress, kept beside her words.
-- Bit k of active_weeks: active during the k-th ISO week (UTC) after the week she joined.
CREATE FUNCTION "note_member_activity"(member text, completion_changed boolean) RETURNS void LANGUAGE plpgsql AS $$
DECLARE
	joined timestamptz;
	week int;
	week_bit bigint := 0;
	done int := 0;
	last_day int := 0;
BEGIN
	SELECT "created_at" INTO joined FROM "user" WHERE "id" = member;
	IF joined IS NULL THEN
		RETURN;
	END IF;
	week := (date_trunc('week', now(), 'UTC')::date - date_trunc('week', joined, 'UTC')::date) / 7;
	IF week BETWEEN 0 AND 62 THEN
		week_bit := 1::bigint << week;
	END IF;
	IF completion_changed THEN
		SELECT count(*), coalesce(max("day"), 0) INTO done, last_day
			FROM "journal_entries" WHERE "user_id" = member AND "completed_at" IS NOT NULL;
	END IF;
	-- Autosaves arrive every few seconds: the row is rewritten only when something it holds moves on.
	INSERT INTO "member_activity" AS a ("user_id", "last_active_at", "days_completed", "last_completed_day", "active_weeks")
		VALUES (member, now(), done, last_day, week_bit)
	ON CONFLICT ("user_id") DO UPDATE SET
		"last_active_at" = greatest(a."last_active_at", excluded."last_active_at"),
		"active_weeks" = a."active_weeks" | excluded."active_weeks",
		"days_completed" = CASE WHEN completion_changed THEN excluded."days_completed" ELSE a."days_completed" END,
		"last_completed_day" = CASE WHEN completion_changed THEN excluded."last_completed_day" ELSE a."last_completed_day" END
	WHERE completion_changed
		OR a."active_weeks" & excluded."active_weeks" <> excluded."active_weeks"
		OR a."last_active_at" < excluded."last_active_at" - interval '1 minute';
END
$$;
--> statement-breakpoint
CREATE FUNCTION "journal_entry_activity"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
	PERFORM "note_member_activity"(NEW."user_id",
		(TG_OP = 'INSERT' AND NEW."completed_at" IS NOT NULL)
		OR (TG_OP = 'UPDATE' AND NEW."completed_at" IS DISTINCT FROM OLD."completed_at"));
	RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE FUNCTION "member_activity_touch"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
	PERFORM "note_member_activity"(NEW."user_id", false);
	RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE TRIGGER "journal_entries_activity" AFTER INSERT OR UPDATE ON "journal_entries" FOR EACH ROW EXECUTE FUNCTION "journal_entry_activity"();
--> statement-breakpoint
CREATE TRIGGER "check_ins_activity" AFTER INSERT OR UPDATE ON "check_ins" FOR EACH ROW EXECUTE FUNCTION "member_activity_touch"();
--> statement-breakpoint
CREATE TRIGGER "tool_states_activity" AFTER INSERT OR UPDATE ON "tool_states" FOR EACH ROW EXECUTE FUNCTION "member_activity_touch"();
--> statement-breakpoint
-- Recomputes member_activity from the rows themselves: here, and after a bulk load made with triggers off
-- (scripts/bench-scale.ts).
CREATE FUNCTION "refresh_member_activity"() RETURNS void LANGUAGE sql AS $$
	DELETE FROM "member_activity";
	INSERT INTO "member_activity" ("user_id", "last_active_at", "days_completed", "last_completed_day", "active_weeks")
	SELECT e."user_id", max(e."at"), coalesce(max(d."done"), 0), coalesce(max(d."last_day"), 0),
		bit_or(CASE WHEN e."week" BETWEEN 0 AND 62 THEN 1::bigint << e."week" ELSE 0 END)
	FROM (
		SELECT x."user_id", x."at",
			(date_trunc('week', x."at", 'UTC')::date - date_trunc('week', u."created_at", 'UTC')::date) / 7 AS "week"
		FROM (
			SELECT "user_id", "updated_at" AS "at" FROM "journal_entries"
			UNION ALL SELECT "user_id", "completed_at" FROM "journal_entries" WHERE "completed_at" IS NOT NULL
			UNION ALL SELECT "user_id", "saved_at" FROM "check_ins"
			UNION ALL SELECT "user_id", "updated_at" FROM "tool_states"
		) x JOIN "user" u ON u."id" = x."user_id"
	) e
	LEFT JOIN (
		SELECT "user_id", count(*)::int AS "done", max("day") AS "last_day"
		FROM "journal_entries" WHERE "completed_at" IS NOT NULL GROUP BY "user_id"
	) d ON d."user_id" = e."user_id"
	GROUP BY e."user_id";
$$;
--> statement-breakpoint
SELECT "refresh_member_activity"();
--> statement-breakpoint
-- The history begins with what each row says now: her trial's start when she had one, then her present state.
INSERT INTO "subscription_history" ("user_id", "at", "from_status", "to_status", "plan", "period", "period_end", "cause")
SELECT "user_id", "trial_used_at", 'none', 'trialing', "subscription_tier",
	CASE WHEN "subscription_tier" IS NULL THEN NULL WHEN "is_annual" THEN 'annual' ELSE 'monthly' END, NULL, 'backfill'
FROM "subscribers" WHERE "trial_used_at" IS NOT NULL AND "status" <> 'trialing'
UNION ALL
SELECT "user_id",
	CASE WHEN "status" = 'trialing' THEN coalesce("trial_used_at", "updated_at") ELSE greatest("updated_at", "trial_used_at") END,
	CASE WHEN "trial_used_at" IS NOT NULL AND "status" <> 'trialing' THEN 'trialing' ELSE 'none' END,
	"status", "subscription_tier",
	CASE WHEN "subscription_tier" IS NULL THEN NULL WHEN "is_annual" THEN 'annual' ELSE 'monthly' END,
	"subscription_end", 'backfill'
FROM "subscribers" WHERE "status" <> 'none';
