-- Discounts (docs/decisions/0050-discounts.md): the restaurant's list, the discounts given on orders, what
-- they take off each order and each day of the revenue rollup, and the limit past which a manager approves.
CREATE TABLE IF NOT EXISTS "discounts" (
	"id" uuid DEFAULT gen_random_uuid() NOT NULL,
	"restaurant_id" uuid NOT NULL,
	"name" text NOT NULL,
	"kind" text NOT NULL,
	"value" integer,
	"applies_to" text DEFAULT 'either' NOT NULL,
	"active" boolean DEFAULT true NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "discounts_pkey" PRIMARY KEY ("restaurant_id", "id"),
	CONSTRAINT "discounts_kind_known" CHECK ("kind" in ('percent', 'amount')),
	CONSTRAINT "discounts_scope_known" CHECK ("applies_to" in ('line', 'order', 'either')),
	CONSTRAINT "discounts_value_fits" CHECK ("value" IS NULL OR ("kind" = 'percent' AND "value" BETWEEN 1 AND 10000)
		OR ("kind" = 'amount' AND "value" BETWEEN 1 AND 999999))
);--> statement-breakpoint
CREATE UNIQUE INDEX IF NOT EXISTS "discounts_restaurant_name_key" ON "discounts" ("restaurant_id", lower("name"));--> statement-breakpoint
CREATE TABLE IF NOT EXISTS "order_discounts" (
	"id" uuid DEFAULT gen_random_uuid() NOT NULL,
	"restaurant_id" uuid NOT NULL,
	"order_id" uuid NOT NULL,
	"line_id" uuid,
	"discount_id" uuid NOT NULL,
	"name" text NOT NULL,
	"kind" text NOT NULL,
	"value" integer NOT NULL,
	"reason" text NOT NULL,
	"given_by" text NOT NULL,
	"approved_by" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"removed_at" timestamp with time zone,
	"removed_by" text,
	CONSTRAINT "order_discounts_pkey" PRIMARY KEY ("restaurant_id", "id"),
	CONSTRAINT "order_discounts_order_fk" FOREIGN KEY ("restaurant_id", "order_id")
		REFERENCES "orders" ("restaurant_id", "id") ON DELETE cascade,
	CONSTRAINT "order_discounts_discount_fk" FOREIGN KEY ("restaurant_id", "discount_id")
		REFERENCES "discounts" ("restaurant_id", "id"),
	CONSTRAINT "order_discounts_kind_known" CHECK ("kind" in ('percent', 'amount')),
	CONSTRAINT "order_discounts_value_fits" CHECK (("kind" = 'percent' AND "value" BETWEEN 1 AND 10000)
		OR ("kind" = 'amount' AND "value" BETWEEN 1 AND 999999))
);--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "order_discounts_restaurant_order_idx" ON "order_discounts" ("restaurant_id", "order_id", "created_at");--> statement-breakpoint
ALTER TABLE "discounts" ENABLE ROW LEVEL SECURITY;--> statement-breakpoint
ALTER TABLE "discounts" FORCE ROW LEVEL SECURITY;--> statement-breakpoint
DROP POLICY IF EXISTS "tenant_rows" ON "discounts";--> statement-breakpoint
CREATE POLICY "tenant_rows" ON "discounts" USING ("restaurant_id" = ANY (string_to_array(nullif(current_setting('app.restaurant_ids', true), ''), ',')::uuid[]) OR current_setting('app.every_restaurant', true) = 'on');--> statement-breakpoint
ALTER TABLE "order_discounts" ENABLE ROW LEVEL SECURITY;--> statement-breakpoint
ALTER TABLE "order_discounts" FORCE ROW LEVEL SECURITY;--> statement-breakpoint
DROP POLICY IF EXISTS "tenant_rows" ON "order_discounts";--> statement-breakpoint
CREATE POLICY "tenant_rows" ON "order_discounts" USING ("restaurant_id" = ANY (string_to_array(nullif(current_setting('app.restaurant_ids', true), ''), ',')::uuid[]) OR current_setting('app.every_restaurant', true) = 'on');--> statement-breakpoint
-- An order keeps what its discounts take off, beside its totals; the rollup counts them per day and type.
ALTER TABLE "orders" ADD COLUMN IF NOT EXISTS "discount_cents" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN IF NOT EXISTS "discount_count" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "orders" DROP CONSTRAINT IF EXISTS "orders_money_check";--> statement-breakpoint
ALTER TABLE "orders" ADD CONSTRAINT "orders_money_check" CHECK ("subtotal_cents" >= 0 AND "delivery_charge_cents" >= 0
	AND "tax_cents" >= 0 AND "total_cents" >= 0 AND "discount_cents" >= 0);--> statement-breakpoint
ALTER TABLE "revenue_days" ADD COLUMN IF NOT EXISTS "discount_count" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "revenue_days" ADD COLUMN IF NOT EXISTS "discount_cents" bigint DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "order_settings" ADD COLUMN IF NOT EXISTS "discount_approval_cents" integer DEFAULT 1000 NOT NULL;--> statement-breakpoint
ALTER TABLE "order_settings" DROP CONSTRAINT IF EXISTS "order_settings_discount_approval";--> statement-breakpoint
ALTER TABLE "order_settings" ADD CONSTRAINT "order_settings_discount_approval" CHECK ("discount_approval_cents" between 0 and 100000);
