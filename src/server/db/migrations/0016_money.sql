CREATE TABLE "payments" (
	"id" text PRIMARY KEY DEFAULT gen_random_uuid()::text NOT NULL,
	"user_id" text,
	"at" timestamp with time zone DEFAULT now() NOT NULL,
	"kind" text NOT NULL,
	"description" text NOT NULL,
	"amount_cents" integer NOT NULL,
	"refunded_cents" integer DEFAULT 0 NOT NULL,
	"status" text NOT NULL,
	"test_mode" boolean NOT NULL,
	"provider_ref" text,
	"gift_id" text,
	CONSTRAINT "payments_provider_ref_unique" UNIQUE("provider_ref")
);
--> statement-breakpoint
CREATE TABLE "refunds" (
	"id" text PRIMARY KEY DEFAULT gen_random_uuid()::text NOT NULL,
	"payment_id" text NOT NULL,
	"amount_cents" integer NOT NULL,
	"reason" text NOT NULL,
	"actor_id" text NOT NULL,
	"at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "cancellations" DROP CONSTRAINT "cancellations_user_id_user_id_fk";
--> statement-breakpoint
ALTER TABLE "gifts" ALTER COLUMN "recipient_email" DROP NOT NULL;--> statement-breakpoint
ALTER TABLE "cancellations" ADD COLUMN "subscription_id" text;--> statement-breakpoint
ALTER TABLE "offers" ADD COLUMN "redemptions" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "subscribers" ADD COLUMN "gift_from" text;--> statement-breakpoint
ALTER TABLE "payments" ADD CONSTRAINT "payments_user_id_user_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."user"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "refunds" ADD CONSTRAINT "refunds_payment_id_payments_id_fk" FOREIGN KEY ("payment_id") REFERENCES "public"."payments"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "payments_user_at_idx" ON "payments" USING btree ("user_id","at");--> statement-breakpoint
CREATE INDEX "payments_at_idx" ON "payments" USING btree ("at");--> statement-breakpoint
CREATE INDEX "refunds_payment_idx" ON "refunds" USING btree ("payment_id");--> statement-breakpoint
ALTER TABLE "cancellations" ADD CONSTRAINT "cancellations_user_id_user_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."user"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "cancellations_subscription_idx" ON "cancellations" USING btree ("subscription_id");--> statement-breakpoint
-- Each offer's count starts from its own redemptions (docs/architecture.md, "Pause, cancel, offers and gifts").
UPDATE "offers" SET "redemptions" = (SELECT count(*)::int FROM "offer_redemptions" r WHERE r."code" = "offers"."code");
