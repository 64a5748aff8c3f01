CREATE TABLE "private_journals" (
	"user_id" text PRIMARY KEY NOT NULL,
	"keys" jsonb NOT NULL,
	"state" text NOT NULL,
	"revision" integer DEFAULT 1 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "private_journals_state_check" CHECK ("private_journals"."state" in ('sealing', 'on', 'opening'))
);
--> statement-breakpoint
ALTER TABLE "private_journals" ADD CONSTRAINT "private_journals_user_id_user_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."user"("id") ON DELETE cascade ON UPDATE no action;