ALTER TABLE "cancellations" DROP CONSTRAINT "cancellations_user_id_user_id_fk";
--> statement-breakpoint
ALTER TABLE "cancellations" ADD CONSTRAINT "cancellations_user_id_user_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."user"("id") ON DELETE cascade ON UPDATE no action;