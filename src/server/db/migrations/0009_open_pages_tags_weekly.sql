CREATE TABLE "pages" (
	"user_id" text NOT NULL,
	"id" text NOT NULL,
	"date" date NOT NULL,
	"title" text DEFAULT '' NOT NULL,
	"body" text DEFAULT '' NOT NULL,
	"revision" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "pages_user_id_id_pk" PRIMARY KEY("user_id","id")
);
--> statement-breakpoint
CREATE TABLE "resurfacing_hidden" (
	"user_id" text NOT NULL,
	"kind" text NOT NULL,
	"key" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "resurfacing_hidden_user_id_kind_key_pk" PRIMARY KEY("user_id","kind","key"),
	CONSTRAINT "resurfacing_hidden_kind_check" CHECK ("resurfacing_hidden"."kind" in ('day', 'page'))
);
--> statement-breakpoint
CREATE TABLE "return_entries" (
	"user_id" text NOT NULL,
	"month" integer NOT NULL,
	"content" text DEFAULT '' NOT NULL,
	"revision" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "return_entries_user_id_month_pk" PRIMARY KEY("user_id","month"),
	CONSTRAINT "return_entries_month_range" CHECK ("return_entries"."month" between 1 and 12)
);
--> statement-breakpoint
ALTER TABLE "check_ins" ADD COLUMN "tags" jsonb DEFAULT '[]'::jsonb NOT NULL;--> statement-breakpoint
ALTER TABLE "reminder_preferences" ADD COLUMN "weekly" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "reminder_preferences" ADD COLUMN "weekly_sent_on" date;--> statement-breakpoint
ALTER TABLE "pages" ADD CONSTRAINT "pages_user_id_user_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."user"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "resurfacing_hidden" ADD CONSTRAINT "resurfacing_hidden_user_id_user_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."user"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "return_entries" ADD CONSTRAINT "return_entries_user_id_user_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."user"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "pages_user_date_idx" ON "pages" USING btree ("user_id","date");