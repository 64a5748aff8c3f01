CREATE TABLE "app_counters" (
	"name" text NOT NULL,
	"shard" integer NOT NULL,
	"value" bigint DEFAULT 0 NOT NULL,
	CONSTRAINT "app_counters_name_shard_pk" PRIMARY KEY("name","shard")
);
--> statement-breakpoint
CREATE INDEX "user_created_at_idx" ON "user" USING btree ("created_at");--> statement-breakpoint
-- Counters kept by triggers (schema.ts appCounters). A change adds its delta to one of 16 shards
-- picked at random, so concurrent writers rarely wait on the same row.
CREATE FUNCTION "bump_app_counter"(counter text, delta bigint) RETURNS void LANGUAGE sql AS $$
	INSERT INTO "app_counters" ("name", "shard", "value") VALUES (counter, floor(random() * 16)::int, delta)
	ON CONFLICT ("name", "shard") DO UPDATE SET "value" = "app_counters"."value" + excluded."value"
$$;
--> statement-breakpoint
CREATE FUNCTION "count_rows"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
	IF TG_OP = 'INSERT' THEN
		PERFORM "bump_app_counter"(TG_ARGV[0], 1);
	ELSE
		PERFORM "bump_app_counter"(TG_ARGV[0], -1);
	END IF;
	RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE FUNCTION "count_active_subscribers"() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
	delta int := 0;
BEGIN
	IF TG_OP <> 'DELETE' THEN
		IF NEW."subscribed" THEN delta := delta + 1; END IF;
	END IF;
	IF TG_OP <> 'INSERT' THEN
		IF OLD."subscribed" THEN delta := delta - 1; END IF;
	END IF;
	IF delta <> 0 THEN
		PERFORM "bump_app_counter"('active_subscribers', delta);
	END IF;
	RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE FUNCTION "reset_app_counter"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
	DELETE FROM "app_counters" WHERE "name" = TG_ARGV[0];
	RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE TRIGGER "user_count" AFTER INSERT OR DELETE ON "user" FOR EACH ROW EXECUTE FUNCTION "count_rows"('users');
--> statement-breakpoint
CREATE TRIGGER "user_count_reset" AFTER TRUNCATE ON "user" FOR EACH STATEMENT EXECUTE FUNCTION "reset_app_counter"('users');
--> statement-breakpoint
CREATE TRIGGER "journal_entries_count" AFTER INSERT OR DELETE ON "journal_entries" FOR EACH ROW EXECUTE FUNCTION "count_rows"('journal_entries');
--> statement-breakpoint
CREATE TRIGGER "journal_entries_count_reset" AFTER TRUNCATE ON "journal_entries" FOR EACH STATEMENT EXECUTE FUNCTION "reset_app_counter"('journal_entries');
--> statement-breakpoint
CREATE TRIGGER "subscribers_count" AFTER INSERT OR DELETE OR UPDATE OF "subscribed" ON "subscribers" FOR EACH ROW EXECUTE FUNCTION "count_active_subscribers"();
--> statement-breakpoint
CREATE TRIGGER "subscribers_count_reset" AFTER TRUNCATE ON "subscribers" FOR EACH STATEMENT EXECUTE FUNCTION "reset_app_counter"('active_subscribers');
--> statement-breakpoint
-- The exact counts, recounted: fills the counters here and after a bulk load made with triggers
-- off (scripts/bench-scale.ts). The share locks hold writers back while it counts.
CREATE FUNCTION "refresh_app_counters"() RETURNS void LANGUAGE sql AS $$
	LOCK TABLE "user", "subscribers", "journal_entries" IN SHARE MODE;
	DELETE FROM "app_counters";
	INSERT INTO "app_counters" ("name", "shard", "value")
		SELECT 'users', 0, count(*) FROM "user"
		UNION ALL SELECT 'active_subscribers', 0, count(*) FROM "subscribers" WHERE "subscribed"
		UNION ALL SELECT 'journal_entries', 0, count(*) FROM "journal_entries";
$$;
--> statement-breakpoint
SELECT "refresh_app_counters"();
