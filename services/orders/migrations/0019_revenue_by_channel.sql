SELECT set_config('app.every_restaurant', 'on', true);--> statement-breakpoint
ALTER TABLE "revenue_days" ADD COLUMN IF NOT EXISTS "online_orders" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "revenue_days" ADD COLUMN IF NOT EXISTS "online_total_cents" bigint DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "late_changes" ADD COLUMN IF NOT EXISTS "online_orders" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "late_changes" ADD COLUMN IF NOT EXISTS "online_total_cents" bigint DEFAULT 0 NOT NULL;--> statement-breakpoint
UPDATE "revenue_days" r SET "online_orders" = s."orders", "online_total_cents" = s."total_cents"
FROM (
	SELECT "restaurant_id", "order_day", "order_type", count(*)::int AS "orders", sum("total_cents")::bigint AS "total_cents"
	FROM "orders"
	WHERE "channel" = 'online' AND "deleted_at" IS NULL AND "voided_at" IS NULL AND "line_count" > 0
	GROUP BY 1, 2, 3
) s
WHERE r."restaurant_id" = s."restaurant_id" AND r."day" = s."order_day" AND r."order_type" = s."order_type";
