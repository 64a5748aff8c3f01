ALTER TABLE "appearance_preferences" ADD COLUMN "revision" integer DEFAULT 1 NOT NULL;--> statement-breakpoint
ALTER TABLE "reminder_preferences" ADD COLUMN "revision" integer DEFAULT 1 NOT NULL;