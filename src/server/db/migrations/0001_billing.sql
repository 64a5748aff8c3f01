ALTER TABLE "subscribers" ADD COLUMN "checkout_pending_since" timestamp with time zone;--> statement-breakpoint
CREATE INDEX "subscribers_customer_id_idx" ON "subscribers" USING btree ("customer_id");