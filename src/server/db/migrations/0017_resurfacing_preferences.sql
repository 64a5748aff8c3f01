-- Her choices for "On this day" (issue #49): the card on or off, and whether entries of days marked heavy
-- come back. One row per member, a synced setting like her reminders (routes/settings.ts).
CREATE TABLE "resurfacing_preferences" (
	"user_id" text PRIMARY KEY NOT NULL,
	"on_this_day" boolean DEFAULT true NOT NULL,
	"heavy_days" boolean DEFAULT false NOT NULL,
	"revision" integer DEFAULT 1 NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "resurfacing_preferences" ADD CONSTRAINT "resurfacing_preferences_user_id_user_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."user"("id") ON DELETE cascade ON UPDATE no action;