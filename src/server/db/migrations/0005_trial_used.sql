ALTER TABLE "subscribers" ADD COLUMN "trial_used_at" timestamp with time zone;--> statement-breakpoint
-- Every subscription begun before this column existed began with the 7-day trial (spec §9).
UPDATE "subscribers" SET "trial_used_at" = "updated_at" WHERE "subscription_id" IS NOT NULL;
