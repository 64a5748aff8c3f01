CREATE OR REPLACE FUNCTION public.shift_subscription_periods(removed subscription_history[], added subscription_history[])
 RETURNS void
 LANGUAGE sql
AS $function$
	WITH "changed" AS (
		SELECT "user_id", "at" FROM unnest(removed) UNION ALL SELECT "user_id", "at" FROM unnest(added)
	),
	"periods" AS (
		SELECT DISTINCT c."user_id", p."kind", p."starts"
		FROM "changed" c, LATERAL (VALUES ('week', "utc_week"(c."at")), ('month', "utc_month"(c."at"))) p("kind", "starts")
	),
	"versions" AS (
		SELECT -1 AS "sign", r.* FROM unnest(removed) r
		UNION ALL
		SELECT -1, h.* FROM "subscription_history" h
		WHERE h."user_id" IN (SELECT "user_id" FROM "changed") AND h."id" NOT IN (SELECT a."id" FROM unnest(added) a)
		UNION ALL
		SELECT 1, h.* FROM "subscription_history" h WHERE h."user_id" IN (SELECT "user_id" FROM "changed")
	),
	"members" AS (
		SELECT p."kind", p."starts", v."sign",
			bool_or(v."to_status" = 'active' AND v."from_status" NOT IN ('active', 'past_due')) AS "new_paid",
			bool_or(v."to_status" = 'canceled' AND v."from_status" <> 'canceled') AS "canceled",
			bool_or(v."from_status" IN ('active', 'past_due') AND v."to_status" = 'canceled') AS "paid_canceled",
			(array_agg(v."from_status" ORDER BY v."at", v."id"))[1] IN ('active', 'past_due') AS "paid_first",
			(array_agg(v."to_status" ORDER BY v."at" DESC, v."id" DESC))[1] IN ('active', 'past_due') AS "paid_last"
		FROM "periods" p JOIN "versions" v ON v."user_id" = p."user_id"
			AND p."starts" = CASE p."kind" WHEN 'week' THEN "utc_week"(v."at") ELSE "utc_month"(v."at") END
		GROUP BY p."user_id", p."kind", p."starts", v."sign"
	),
	"shifts" AS (
		SELECT "kind", "starts",
			sum("sign" * "new_paid"::int) AS "new_paid",
			sum("sign" * "canceled"::int) AS "canceled",
			sum("sign" * "paid_canceled"::int) AS "paid_canceled",
			sum("sign" * ("paid_last" AND NOT "paid_first")::int) AS "became_paid",
			sum("sign" * ("paid_first" AND NOT "paid_last")::int) AS "stopped_paying"
		FROM "members" GROUP BY 1, 2
	)
	INSERT INTO "subscription_periods" AS s ("kind", "starts", "new_paid", "canceled", "paid_canceled", "became_paid", "stopped_paying")
		SELECT * FROM "shifts"
		WHERE "new_paid" <> 0 OR "canceled" <> 0 OR "paid_canceled" <> 0 OR "became_paid" <> 0 OR "stopped_paying" <> 0
	ON CONFLICT ("kind", "starts") DO UPDATE SET
		"new_paid" = s."new_paid" + excluded."new_paid",
		"canceled" = s."canceled" + excluded."canceled",
		"paid_canceled" = s."paid_canceled" + excluded."paid_canceled",
		"became_paid" = s."became_paid" + excluded."became_paid",
		"stopped_paying" = s."stopped_paying" + excluded."stopped_paying";
$function$
