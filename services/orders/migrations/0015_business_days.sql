-- A closed day stays closed (docs/decisions/0053-close-the-day.md). The restaurant's last closed business day
-- sits on its counter row, which every new order locks: an order made after the close counts on the next open
-- day. The close marks its day's orders; a later change to one counts on the open day, with a reference to the
-- closed one (late_changes). The Z report of each closed day is kept as it was closed, for good.
ALTER TABLE "order_counters" ADD COLUMN IF NOT EXISTS "closed_through" date;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN IF NOT EXISTS "day_closed" boolean DEFAULT false NOT NULL;--> statement-breakpoint
CREATE TABLE IF NOT EXISTS "business_days" (
	"restaurant_id" uuid NOT NULL,
	"day" date NOT NULL,
	"closed_at" timestamp with time zone DEFAULT now() NOT NULL,
	"closed_by" text NOT NULL,
	"closed_by_session" text NOT NULL,
	"approved_by" text,
	"z" jsonb NOT NULL,
	CONSTRAINT "business_days_pkey" PRIMARY KEY ("restaurant_id", "day")
);--> statement-breakpoint
CREATE TABLE IF NOT EXISTS "late_changes" (
	"restaurant_id" uuid NOT NULL,
	"id" uuid DEFAULT gen_random_uuid() NOT NULL,
	"day" date NOT NULL,
	"closed_day" date NOT NULL,
	"order_id" uuid NOT NULL,
	"order_number" integer NOT NULL,
	"order_type" text NOT NULL,
	"tender" text,
	"what" text NOT NULL,
	"orders" integer DEFAULT 0 NOT NULL,
	"subtotal_cents" bigint DEFAULT 0 NOT NULL,
	"tax_cents" bigint DEFAULT 0 NOT NULL,
	"delivery_charge_cents" bigint DEFAULT 0 NOT NULL,
	"total_cents" bigint DEFAULT 0 NOT NULL,
	"discount_count" integer DEFAULT 0 NOT NULL,
	"discount_cents" bigint DEFAULT 0 NOT NULL,
	"void_count" integer DEFAULT 0 NOT NULL,
	"void_cents" bigint DEFAULT 0 NOT NULL,
	"at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "late_changes_pkey" PRIMARY KEY ("restaurant_id", "id")
);--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "late_changes_restaurant_day_idx" ON "late_changes" ("restaurant_id", "day");--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "late_changes_restaurant_closed_day_idx" ON "late_changes" ("restaurant_id", "closed_day");--> statement-breakpoint
ALTER TABLE "business_days" ENABLE ROW LEVEL SECURITY;--> statement-breakpoint
ALTER TABLE "business_days" FORCE ROW LEVEL SECURITY;--> statement-breakpoint
DROP POLICY IF EXISTS "tenant_rows" ON "business_days";--> statement-breakpoint
CREATE POLICY "tenant_rows" ON "business_days" USING ("restaurant_id" = ANY (string_to_array(nullif(current_setting('app.restaurant_ids', true), ''), ',')::uuid[]) OR current_setting('app.every_restaurant', true) = 'on');--> statement-breakpoint
ALTER TABLE "late_changes" ENABLE ROW LEVEL SECURITY;--> statement-breakpoint
ALTER TABLE "late_changes" FORCE ROW LEVEL SECURITY;--> statement-breakpoint
DROP POLICY IF EXISTS "tenant_rows" ON "late_changes";--> statement-breakpoint
CREATE POLICY "tenant_rows" ON "late_changes" USING ("restaurant_id" = ANY (string_to_array(nullif(current_setting('app.restaurant_ids', true), ''), ',')::uuid[]) OR current_setting('app.every_restaurant', true) = 'on');--> statement-breakpoint
-- A closed day's Z report and its late changes are never rewritten, by any role.
CREATE OR REPLACE FUNCTION "closed_days_append_only"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  RAISE EXCEPTION 'A closed day stays closed.' USING ERRCODE = 'insufficient_privilege';
END $$;--> statement-breakpoint
DROP TRIGGER IF EXISTS "business_days_no_change" ON "business_days";--> statement-breakpoint
CREATE TRIGGER "business_days_no_change" BEFORE UPDATE OR DELETE ON "business_days" FOR EACH ROW EXECUTE FUNCTION "closed_days_append_only"();--> statement-breakpoint
DROP TRIGGER IF EXISTS "late_changes_no_change" ON "late_changes";--> statement-breakpoint
CREATE TRIGGER "late_changes_no_change" BEFORE UPDATE OR DELETE ON "late_changes" FOR EACH ROW EXECUTE FUNCTION "closed_days_append_only"();
