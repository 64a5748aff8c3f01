ALTER TABLE "cancellations" DROP CONSTRAINT "cancellations_user_id_user_id_fk";
--> statement-breakpoint
ALTER TABLE "gifts" ALTER COLUMN "recipient_email" DROP NOT NULL;--> statement-breakpoint
ALTER TABLE "cancellations" ADD COLUMN "subscription_id" text;--> statement-breakpoint
ALTER TABLE "offers" ADD COLUMN "redemptions" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "subscribers" ADD COLUMN "gift_from" text;--> statement-breakpoint
ALTER TABLE "cancellations" ADD CONSTRAINT "cancellations_user_id_user_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."user"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "cancellations_subscription_idx" ON "cancellations" USING btree ("subscription_id");--> statement-breakpoint
-- Each offer's count starts from its own redemptions (docs/architecture.md, "Offers").
UPDATE "offers" SET "redemptions" = (SELECT count(*)::int FROM "offer_redemptions" r WHERE r."code" = "offers"."code");
