-- Revenue by day (docs/decisions/0019-revenue-rollup.md). Existing orders get the day their restaurant's clock
-- showed when they were taken (its time zone now: the only one known), and the rollup is filled from them.
-- Under FORCE ROW LEVEL SECURITY the tables' owner sees no row unless every restaurant is admitted, as for
-- a background job: set for this transaction only.
SELECT set_config('app.every_restaurant', 'on', true);--> statement-breakpoint
CREATE TABLE "revenue_days" (
	"restaurant_id" uuid NOT NULL,
	"day" date NOT NULL,
	"order_type" text NOT NULL,
	"orders" integer DEFAULT 0 NOT NULL,
	"subtotal_cents" bigint DEFAULT 0 NOT NULL,
	"tax_cents" bigint DEFAULT 0 NOT NULL,
	"delivery_charge_cents" bigint DEFAULT 0 NOT NULL,
	"total_cents" bigint DEFAULT 0 NOT NULL,
	CONSTRAINT "revenue_days_restaurant_id_day_order_type_pk" PRIMARY KEY("restaurant_id","day","order_type"),
	CONSTRAINT "revenue_days_type_known" CHECK ("revenue_days"."order_type" in ('delivery', 'pickup', 'togo'))
);
--> statement-breakpoint
ALTER TABLE "revenue_days" ENABLE ROW LEVEL SECURITY;--> statement-breakpoint
ALTER TABLE "revenue_days" FORCE ROW LEVEL SECURITY;--> statement-breakpoint
CREATE POLICY "tenant_rows" ON "revenue_days" USING ("restaurant_id" = ANY (string_to_array(nullif(current_setting('app.restaurant_ids', true), ''), ',')::uuid[]) OR current_setting('app.every_restaurant', true) = 'on');--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "order_day" date;--> statement-breakpoint
UPDATE "orders" SET "order_day" = ("created_at" AT TIME ZONE coalesce((SELECT "time_zone" FROM "restaurants" WHERE "restaurants"."id" = "orders"."restaurant_id"), 'America/New_York'))::date;--> statement-breakpoint
ALTER TABLE "orders" ALTER COLUMN "order_day" SET NOT NULL;--> statement-breakpoint
INSERT INTO "revenue_days" ("restaurant_id", "day", "order_type", "orders", "subtotal_cents", "tax_cents", "delivery_charge_cents", "total_cents")
  SELECT "restaurant_id", "order_day", "order_type", count(*), sum("subtotal_cents"), sum("tax_cents"), sum("delivery_charge_cents"), sum("total_cents")
  FROM "orders" WHERE "deleted_at" IS NULL AND "line_count" > 0
  GROUP BY "restaurant_id", "order_day", "order_type";
