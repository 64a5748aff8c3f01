CREATE TABLE "content_items" (
	"kind" text NOT NULL,
	"key" text NOT NULL,
	"locale" text NOT NULL,
	"published_version" integer NOT NULL,
	"seeded_from" text,
	"draft" jsonb,
	"draft_revision" integer DEFAULT 0 NOT NULL,
	"draft_at" timestamp with time zone,
	"draft_by" text,
	CONSTRAINT "content_items_kind_key_locale_pk" PRIMARY KEY("kind","key","locale")
);
--> statement-breakpoint
CREATE TABLE "content_versions" (
	"kind" text NOT NULL,
	"key" text NOT NULL,
	"locale" text NOT NULL,
	"version" integer NOT NULL,
	"value" jsonb NOT NULL,
	"at" timestamp with time zone DEFAULT now() NOT NULL,
	"by" text,
	CONSTRAINT "content_versions_kind_key_locale_version_pk" PRIMARY KEY("kind","key","locale","version")
);
--> statement-breakpoint
ALTER TABLE "journal_entries" ADD COLUMN "prompt_version" integer;--> statement-breakpoint
-- Her reflection keeps the question it answers (docs/architecture.md, "Editing the content"): whenever her
-- words change, the entry notes the day's published version, whatever path wrote them.
CREATE FUNCTION "note_prompt_version"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
	NEW."prompt_version" := (
		SELECT "published_version" FROM "content_items"
		WHERE "kind" = 'day' AND "key" = NEW."day"::text AND "locale" = 'en'
	);
	RETURN NEW;
END
$$;
--> statement-breakpoint
CREATE TRIGGER "journal_entries_prompt_version_insert" BEFORE INSERT ON "journal_entries" FOR EACH ROW EXECUTE FUNCTION "note_prompt_version"();
--> statement-breakpoint
CREATE TRIGGER "journal_entries_prompt_version_update" BEFORE UPDATE OF "content" ON "journal_entries" FOR EACH ROW WHEN (OLD."content" IS DISTINCT FROM NEW."content") EXECUTE FUNCTION "note_prompt_version"();
