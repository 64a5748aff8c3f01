-- A queued job wakes every server's job worker when its transaction commits (pg_notify waits for the
-- commit), on the channel of the change feed (db/change-feed.ts): workers no longer look for due
-- jobs every second, only when told and at the next due time (jobs/worker.ts).
CREATE FUNCTION "jobs_queued"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
	PERFORM pg_notify('g2g_changes', '{"kind":"jobs"}');
	RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE TRIGGER "jobs_queued" AFTER INSERT ON "jobs" FOR EACH STATEMENT EXECUTE FUNCTION "jobs_queued"();
